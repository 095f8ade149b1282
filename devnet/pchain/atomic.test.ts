import { describe, expect, it } from 'vitest';
import type { UnsignedAtomicTx } from '../../src/lib/codec/atomic-tx';
import { atomicTxId, decodeAtomicTx } from '../../src/lib/codec/atomic-tx';
import { CodecError } from '../../src/lib/codec/codec-error';
import { toHex } from '../../src/lib/hex';
import { EWOQ_ADDRESS, EWOQ_EVM_ADDRESS } from './accounts';
import { decodeIssuedAtomicTx, signAtomicTx } from './atomic';
import { AVAX_ASSET_ID_BYTES, C_CHAIN_ID_BYTES, P_CHAIN_ID_BYTES } from './constants';
import { sha256 } from './hash';

const SIGNATURE = new Uint8Array(65).fill(7);
const IMPORT: UnsignedAtomicTx = {
  kind: 'import',
  networkId: 12345n,
  blockchainId: C_CHAIN_ID_BYTES,
  sourceChain: P_CHAIN_ID_BYTES,
  importedInputs: [{ txId: sha256(Uint8Array.of(1)), outputIndex: 2n, assetId: AVAX_ASSET_ID_BYTES, input: { kind: 'TransferInput', amount: 5_000n, signatureIndices: [0n] } }],
  outs: [{ address: EWOQ_EVM_ADDRESS, amount: 4_000n, assetId: AVAX_ASSET_ID_BYTES }],
};
const EXPORT: UnsignedAtomicTx = {
  kind: 'export',
  networkId: 12345n,
  blockchainId: C_CHAIN_ID_BYTES,
  destinationChain: P_CHAIN_ID_BYTES,
  ins: [{ address: EWOQ_EVM_ADDRESS, amount: 9_000n, assetId: AVAX_ASSET_ID_BYTES, nonce: 3n }],
  exportedOutputs: [{ assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount: 8_000n, locktime: 0n, threshold: 1n, addresses: [EWOQ_ADDRESS] } }],
};

function signed(tx: UnsignedAtomicTx): Uint8Array {
  return signAtomicTx(tx, () => [[SIGNATURE]]).bytes;
}

function codecError(bytes: Uint8Array): string {
  try {
    decodeIssuedAtomicTx(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(CodecError);
    return (error as Error).message;
  }
  throw new Error('decoded');
}

describe('issued atomic txs', () => {
  it('default: a signed import and export decode to the same tx, signed bytes and ID the explorer\'s codec gives', () => {
    for (const tx of [IMPORT, EXPORT]) {
      const signedOver: string[] = [];
      const issued = signAtomicTx(tx, (unsignedBytes) => {
        signedOver.push(toHex(unsignedBytes));
        return [[new Uint8Array(65).fill(1), SIGNATURE]];
      });
      const decoded = decodeIssuedAtomicTx(issued.bytes);
      expect(decoded.unsignedTx).toEqual(tx);
      expect(decoded.credentials.map((credential) => credential.signatures.map(toHex))).toEqual([[toHex(new Uint8Array(65).fill(1)), toHex(SIGNATURE)]]);
      expect(decoded.id).toBe(atomicTxId(issued.bytes));
      expect(decoded.id).toBe(issued.id);
      expect(signedOver).toEqual([toHex(decoded.unsignedBytes)]);
      expect(toHex(decoded.unsignedBytes)).toBe(toHex(issued.bytes.subarray(0, decoded.unsignedBytes.length)));
      expect(decodeAtomicTx(issued.bytes)).toEqual({ unsignedTx: decoded.unsignedTx, credentials: decoded.credentials });
    }
  });

  it('error: what coreth\'s codec cannot read is its error', () => {
    const bytes = signed(IMPORT);
    expect(codecError(new Uint8Array(1))).toBe("couldn't unpack codec version: insufficient length");
    expect(codecError(Uint8Array.of(0, 1, ...bytes.subarray(2)))).toBe('unknown codec version: 1');
    expect(codecError(Uint8Array.of(0, 0, 0, 0, 0, 9))).toBe("couldn't unmarshal interface: unknown type ID 9");
    const locked = bytes.slice();
    const typeOffset = 2 + 4 + 4 + 32 + 32 + 4 + 32 + 4 + 32;
    new DataView(locked.buffer).setUint32(typeOffset, 21);
    expect(codecError(locked)).toBe("couldn't unmarshal interface: unknown type ID 21");
    const lockedOutput = signed({ ...EXPORT, exportedOutputs: [{ assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'LockOut', locktime: 5n, output: { kind: 'TransferOutput', amount: 8_000n, locktime: 0n, threshold: 1n, addresses: [EWOQ_ADDRESS] } } }] });
    expect(codecError(lockedOutput)).toBe("couldn't unmarshal interface: unknown type ID 22");
    expect(codecError(new Uint8Array([...bytes, 0, 0]))).toBe(`trailing buffer space: read ${bytes.length} provided ${bytes.length + 2}`);
    expect(codecError(bytes.subarray(0, bytes.length - 1))).toMatch(/^signatures: length 1 exceeds the 64 remaining bytes/);
  });
});
