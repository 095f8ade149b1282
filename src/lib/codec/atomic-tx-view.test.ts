import { describe, expect, it } from 'vitest';
import { formatAddress } from '../address';
import { writeTransferableInputs, writeTransferableOutputs } from './fields';
import { Writer } from './writer';
import { toHex, toHexWithChecksum } from '../hex';
import { idFromBytes, parseId } from '../ids';
import { PRIMARY_NETWORK_ID } from '../id-constants';
import { atomicFee, atomicTxBody, atomicTxBodyOf } from './atomic-tx-view';
import type { TransferOutput } from './types';

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

describe('atomicTxBodyOf', () => {
  const X_CHAIN = new Uint8Array(32).fill(8);
  const OTHER_ASSET = new Uint8Array(32).fill(6);
  const locked: TransferOutput = { kind: 'TransferOutput', amount: 40n, locktime: 9n, threshold: 1n, addresses: [OWNER] };

  it('behavior: an export to another chain than the P-Chain pays X-Chain addresses; a stake-locked output shows its inner output', () => {
    const body = atomicTxBodyOf(
      { kind: 'export', networkId: 1n, blockchainId: C_CHAIN, destinationChain: X_CHAIN, ins: [{ address: ACCOUNT, amount: 41n, assetId: ASSET, nonce: 0n }], exportedOutputs: [{ assetId: ASSET, output: { kind: 'LockOut', locktime: 100n, output: locked } }] },
      'local',
    );
    expect(body).toStrictEqual({
      kind: 'export',
      evmInputs: [{ address: toHex(ACCOUNT), amount: 41n, assetId: idFromBytes(ASSET), nonce: 0n }],
      exportedOutputs: [{ assetId: idFromBytes(ASSET), amount: 40n, locktime: 9n, threshold: 1n, addresses: [formatAddress('X', 'local', OWNER)] }],
    });
  });

  it('behavior: an import of a stake-locked input shows its inner amount; an EVM output has no nonce', () => {
    const body = atomicTxBodyOf(
      {
        kind: 'import',
        networkId: 1n,
        blockchainId: C_CHAIN,
        sourceChain: parseId(PRIMARY_NETWORK_ID),
        importedInputs: [{ txId: ASSET, outputIndex: 0n, assetId: ASSET, input: { kind: 'LockIn', locktime: 100n, input: { kind: 'TransferInput', amount: 30n, signatureIndices: [0n] } } }],
        outs: [{ address: ACCOUNT, amount: 30n, assetId: ASSET }],
      },
      'local',
    );
    expect(body).toStrictEqual({
      kind: 'import',
      importedInputs: [{ txId: idFromBytes(ASSET), outputIndex: 0n, assetId: idFromBytes(ASSET), amount: 30n }],
      evmOutputs: [{ address: toHex(ACCOUNT), amount: 30n, assetId: idFromBytes(ASSET) }],
    });
    // Consumed exactly what it produced: no fee, but a fee of 0.
    expect(atomicFee(body)).toBe(0n);
  });

  it('error: no fee for a tx of two assets, or one producing more than it consumes', () => {
    const transfer = (amount: bigint, assetId = idFromBytes(ASSET)) => ({ address: toHex(ACCOUNT), amount, assetId });
    const output = (amount: bigint) => ({ assetId: idFromBytes(ASSET), amount, locktime: 0n, threshold: 1n, addresses: [] });
    expect(atomicFee({ kind: 'export', evmInputs: [transfer(10n), transfer(5n, idFromBytes(OTHER_ASSET))], exportedOutputs: [output(9n)] })).toBeUndefined();
    expect(atomicFee({ kind: 'export', evmInputs: [transfer(10n)], exportedOutputs: [output(11n)] })).toBeUndefined();
  });
});
