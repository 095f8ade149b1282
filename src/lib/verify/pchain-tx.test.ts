import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { formatAddress } from '../address';
import { txToJson } from '../codec/json';
import { encodeSignedTx, encodeUnsignedTx, txId, txIdBytes } from '../codec/tx';
import type { BaseTx, SignedTx } from '../codec/types';
import { toHexWithChecksum } from '../hex';
import { verifyPChainTx } from './pchain-tx';
import { spentTxIds, verifySpendSignatures, type SourceTx } from './spend-signatures';

// Keys, addresses and signatures made with @noble directly (not the app's secp256k1 module):
// the platform's address is ripemd160(sha256(compressed key)), its signature r ‖ s ‖ recovery.
const keyOf = (seed: number) => Uint8Array.from({ length: 32 }, (_, index) => (index === 31 ? seed : 0));
const addressOf = (key: Uint8Array) => ripemd160(sha256(secp256k1.getPublicKey(key, true)));
function sign(key: Uint8Array, unsigned: Uint8Array): Uint8Array {
  const recovered = secp256k1.sign(sha256(unsigned), key, { prehash: false, format: 'recovered' });
  return Uint8Array.of(...recovered.subarray(1), recovered[0] ?? 0);
}

const ASSET = new Uint8Array(32).fill(7);
const alice = keyOf(1);
const bob = keyOf(2);

const base = { networkId: 12345n, blockchainId: new Uint8Array(32), memo: new Uint8Array(0) };
const source: SignedTx = {
  unsignedTx: {
    kind: 'BaseTx',
    ...base,
    inputs: [],
    outputs: [{ assetId: ASSET, output: { kind: 'TransferOutput', amount: 500n, locktime: 0n, threshold: 1n, addresses: [addressOf(alice), addressOf(bob)] } }],
  },
  credentials: [],
};
const sourceId = txId(encodeSignedTx(source));

function spending(outputIndex: bigint, signer: Uint8Array, signatureIndex = 0n): SignedTx {
  const unsignedTx: BaseTx = {
    kind: 'BaseTx',
    ...base,
    inputs: [{ txId: txIdBytes(encodeSignedTx(source)), outputIndex, assetId: ASSET, input: { kind: 'TransferInput', amount: 500n, signatureIndices: [signatureIndex] } }],
    outputs: [{ assetId: ASSET, output: { kind: 'TransferOutput', amount: 400n, locktime: 0n, threshold: 1n, addresses: [addressOf(bob)] } }],
  };
  return { unsignedTx, credentials: [{ signatures: [sign(signer, encodeUnsignedTx(unsignedTx))] }] };
}

const sources = new Map<string, SourceTx>([[sourceId, { tx: source }]]);

describe('a P-Chain tx against its signed bytes', () => {
  it('default: the bytes hash to the ID shown and decode to the JSON shown', () => {
    const tx = spending(0n, alice);
    const hex = toHexWithChecksum(encodeSignedTx(tx));
    expect(verifyPChainTx(txToJson(tx, { hrp: 'local' }), hex, 'local').map((check) => [check.name, check.status, check.reason])).toEqual([
      ['txId', 'verified', { kind: 'sha256-of-bytes', of: 'tx' }],
      ['txContent', 'verified', { kind: 'json-of-bytes', of: 'tx' }],
    ]);
  });

  it('behavior: an output amount changed in the JSON fails the content check with both amounts', () => {
    const tx = spending(0n, alice);
    const json = txToJson({ ...tx, unsignedTx: { ...tx.unsignedTx, outputs: [{ assetId: ASSET, output: { kind: 'TransferOutput', amount: 4000n, locktime: 0n, threshold: 1n, addresses: [addressOf(bob)] } }] } as BaseTx }, { hrp: 'local', txId: txId(encodeSignedTx(tx)) });
    const [id, content] = verifyPChainTx(json, toHexWithChecksum(encodeSignedTx(tx)), 'local');
    expect(id?.status).toBe('verified');
    const path = '.unsignedTx.outputs[0].output.amount';
    expect(content?.compared).toEqual([
      { label: { code: 'pathShown', path }, value: '4000' },
      { label: { code: 'pathInBytes', path }, value: '400' },
    ]);
    expect(content?.reason).toEqual({ kind: 'differ-at', of: 'tx', path });
  });
});

describe('a P-Chain tx’s signatures against the owners of what it spends', () => {
  it('default: a signature by the owner its index names verifies', () => {
    const tx = spending(0n, bob, 1n);
    expect(spentTxIds(tx)).toEqual([sourceId]);
    expect(verifySpendSignatures(tx, sources, 'local')).toEqual([
      expect.objectContaining({ name: { code: 'inputSignatures', input: 0 }, status: 'verified', reason: { kind: 'signatures-recover', output: 0n, tx: sourceId } }),
    ]);
  });

  it('behavior: a signature by the other owner than the index names fails, showing both', () => {
    const [check] = verifySpendSignatures(spending(0n, alice, 1n), sources, 'local');
    expect(check?.status).toBe('fails');
    expect(check?.compared).toEqual([
      { label: { code: 'ownersNamed', threshold: 1n }, value: { kind: 'addresses', addresses: [formatAddress('P', 'local', addressOf(bob))] } },
      { label: 'keysThatSigned', value: { kind: 'addresses', addresses: [formatAddress('P', 'local', addressOf(alice))] } },
    ]);
  });

  it('behavior: a UTXO the source bytes do not hold, or an unreadable source, is not checked, with the reason', () => {
    expect(verifySpendSignatures(spending(3n, alice), sources, 'local')[0]).toMatchObject({ status: 'not-checked', reason: { kind: 'output-not-in-source', output: 3n, tx: sourceId } });
    const genesis = new Map<string, SourceTx>([[sourceId, { unreadable: 'not found (a genesis allocation)' }]]);
    expect(verifySpendSignatures(spending(0n, alice), genesis, 'local')[0]).toMatchObject({ status: 'not-checked', reason: { kind: 'source-unreadable', tx: sourceId, message: 'not found (a genesis allocation)' } });
    expect(verifySpendSignatures(spending(0n, alice), new Map(), 'local')[0]).toMatchObject({ status: 'not-checked', reason: { kind: 'source-not-read', tx: sourceId } });
  });

  it('bad input: a truncated signature fails instead of throwing', () => {
    const tx = spending(0n, alice);
    const truncated = { ...tx, credentials: [{ signatures: [tx.credentials[0]?.signatures[0]?.subarray(0, 64) ?? new Uint8Array(0)] }] };
    expect(verifySpendSignatures(truncated, sources, 'local')[0]?.status).toBe('fails');
  });
});
