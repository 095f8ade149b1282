import { describe, expect, it } from 'vitest';
import { formatAddress } from '../address';
import { writeTransferableInputs, writeTransferableOutputs } from './fields';
import { Writer } from './writer';
import { toHex, toHexWithChecksum } from '../hex';
import { idFromBytes, parseId } from '../ids';
import { PRIMARY_NETWORK_ID } from '../id-constants';
import { atomicFee, atomicTxBody } from './atomic-tx-view';

const ASSET = new Uint8Array(32).fill(5);
const C_CHAIN = new Uint8Array(32).fill(1);
const ACCOUNT = new Uint8Array(20).fill(0xaa);
const OWNER = new Uint8Array(20).fill(3);

function head(type: number): Writer {
  return new Writer().u16(0).u32(type).u32(12345).fixed(C_CHAIN, 32, 'blockchainID').fixed(parseId(PRIMARY_NETWORK_ID), 32, 'otherChain');
}

describe('atomicTxBody', () => {
  it('default', () => {
    const writer = head(1).u32(1).fixed(ACCOUNT, 20, 'address').u64(1_000n).fixed(ASSET, 32, 'assetID').u64(7n);
    writeTransferableOutputs(writer, [{ assetId: ASSET, output: { kind: 'TransferOutput', amount: 990n, locktime: 0n, threshold: 1n, addresses: [OWNER] } }], 'exportedOutputs');
    const body = atomicTxBody(toHexWithChecksum(writer.u32(0).toBytes()), 'local');
    expect(body).toEqual({
      kind: 'export',
      evmInputs: [{ address: toHex(ACCOUNT), amount: 1_000n, assetId: idFromBytes(ASSET), nonce: 7n }],
      exportedOutputs: [{ assetId: idFromBytes(ASSET), amount: 990n, locktime: 0n, threshold: 1n, addresses: [formatAddress('P', 'local', OWNER)] }],
    });
    expect(atomicFee(body!)).toBe(10n);
  });
  it('args: an import', () => {
    const writer = head(0);
    writeTransferableInputs(writer, [{ txId: new Uint8Array(32).fill(9), outputIndex: 2n, assetId: ASSET, input: { kind: 'TransferInput', amount: 500n, signatureIndices: [0n] } }], 'importedInputs');
    writer.u32(1).fixed(ACCOUNT, 20, 'address').u64(499n).fixed(ASSET, 32, 'assetID');
    const body = atomicTxBody(toHexWithChecksum(writer.u32(0).toBytes()), 'local');
    expect(body).toEqual({
      kind: 'import',
      importedInputs: [{ txId: idFromBytes(new Uint8Array(32).fill(9)), outputIndex: 2n, assetId: idFromBytes(ASSET), amount: 500n }],
      evmOutputs: [{ address: toHex(ACCOUNT), amount: 499n, assetId: idFromBytes(ASSET) }],
    });
    expect(atomicFee(body!)).toBe(1n);
  });
  it('error: truncated bytes or an unknown type give null', () => {
    expect(atomicTxBody(toHexWithChecksum(head(1).u32(3).toBytes()), 'local')).toBeNull();
    expect(atomicTxBody(toHexWithChecksum(head(4).toBytes()), 'local')).toBeNull();
  });
});
