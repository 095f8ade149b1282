import { describe, expect, it } from 'vitest';
import { decodeAtomicTx as decodeWithLib } from '../../src/lib/codec/atomic-tx';
import { toHex } from '../../src/lib/hex';
import { EWOQ_ADDRESS, EWOQ_EVM_ADDRESS } from './accounts';
import type { AtomicTx } from './atomic';
import { AtomicCodecError, decodeAtomicTx, encodeSignedAtomicTx } from './atomic';
import { AVAX_ASSET_ID_BYTES, C_CHAIN_ID_BYTES, P_CHAIN_ID_BYTES } from './constants';
import { sha256 } from './hash';

const SIGNATURE = new Uint8Array(65).fill(7);
const IMPORT: AtomicTx = {
  kind: 'import',
  networkId: 12345,
  blockchainId: C_CHAIN_ID_BYTES,
  sourceChain: P_CHAIN_ID_BYTES,
  importedInputs: [{ txId: sha256(Uint8Array.of(1)), outputIndex: 2n, assetId: AVAX_ASSET_ID_BYTES, input: { kind: 'TransferInput', amount: 5_000n, signatureIndices: [0n] } }],
  outs: [{ address: EWOQ_EVM_ADDRESS, amount: 4_000n, assetId: AVAX_ASSET_ID_BYTES }],
};
const EXPORT: AtomicTx = {
  kind: 'export',
  networkId: 12345,
  blockchainId: C_CHAIN_ID_BYTES,
  destinationChain: P_CHAIN_ID_BYTES,
  ins: [{ address: EWOQ_EVM_ADDRESS, amount: 9_000n, assetId: AVAX_ASSET_ID_BYTES, nonce: 3n }],
  exportedOutputs: [{ assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount: 8_000n, locktime: 0n, threshold: 1n, addresses: [EWOQ_ADDRESS] } }],
};

function codecError(bytes: Uint8Array): string {
  try {
    decodeAtomicTx(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(AtomicCodecError);
    return (error as Error).message;
  }
  throw new Error('decoded');
}

describe('atomic tx codec (devnet side)', () => {
  it('default: an import and an export round-trip, and the explorer\'s codec reads the same tx', () => {
    for (const tx of [IMPORT, EXPORT]) {
      const encoded = encodeSignedAtomicTx(tx, [[SIGNATURE]]);
      const decoded = decodeAtomicTx(encoded.bytes);
      expect(decoded.tx).toEqual(tx);
      expect(decoded.credentials.map((signatures) => signatures.map(toHex))).toEqual([[toHex(SIGNATURE)]]);
      expect(decoded.id).toBe(encoded.id);
      expect(toHex(decoded.unsignedBytes)).toBe(toHex(encoded.unsignedBytes));
      const lib = decodeWithLib(encoded.bytes);
      expect(lib.unsignedTx.kind).toBe(tx.kind);
      expect(lib.unsignedTx.networkId).toBe(BigInt(tx.networkId));
      expect(lib.credentials.map((credential) => credential.signatures.map(toHex))).toEqual([[toHex(SIGNATURE)]]);
    }
  });

  it('error: what coreth\'s codec cannot read is its error', () => {
    const bytes = encodeSignedAtomicTx(IMPORT, [[SIGNATURE]]).bytes;
    expect(codecError(new Uint8Array(1))).toBe("couldn't unpack codec version: insufficient length");
    expect(codecError(Uint8Array.of(0, 1, ...bytes.subarray(2)))).toBe('unknown codec version: 1');
    const locked = bytes.slice();
    const typeOffset = 2 + 4 + 4 + 32 + 32 + 4 + 32 + 4 + 32;
    new DataView(locked.buffer).setUint32(typeOffset, 21);
    expect(codecError(locked)).toBe("couldn't unmarshal interface: unknown type ID 21");
    expect(codecError(bytes.subarray(0, bytes.length - 1))).toMatch(/^signatures: length 1 exceeds the 64 remaining bytes/);
  });
});
