import { addTxSignatures, evm, utils, type Context } from '@avalabs/avalanchejs';
import { describe, expect, it } from 'vitest';
import { formatAddress } from '../address';
import { fromHex } from '../hex';
import { idFromBytes, parseId } from '../ids';
import { PRIMARY_NETWORK_ID } from '../id-constants';
import { addressOfPrivateKey, signMessage } from '../secp256k1';
import { decodeAtomicTx, encodeAtomicTx, encodeUnsignedAtomicTx, type UnsignedAtomicTx } from './atomic-tx';
import { CodecError } from './codec-error';
import { credentialSigners } from './signers';

const EWOQ_KEY = fromHex('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');
const ASSET = new Uint8Array(32).fill(5);
const C_CHAIN = new Uint8Array(32).fill(1);
const ACCOUNT = new Uint8Array(20).fill(0xaa);

const CONTEXT: Context.Context = {
  xBlockchainID: idFromBytes(new Uint8Array(32).fill(2)),
  pBlockchainID: PRIMARY_NETWORK_ID,
  cBlockchainID: idFromBytes(C_CHAIN),
  avaxAssetID: idFromBytes(ASSET),
  baseTxFee: 1_000_000n,
  createAssetTxFee: 10_000_000n,
  networkID: 12345,
  hrp: 'local',
  platformFeeConfig: {
    weights: [1, 1, 1, 1],
    maxCapacity: 1_000_000n,
    maxPerSecond: 1_000n,
    targetPerSecond: 500n,
    minPrice: 1n,
    excessConversionConstant: 5_000n,
  },
};

const EXPORT: UnsignedAtomicTx = {
  kind: 'export',
  networkId: 12345n,
  blockchainId: C_CHAIN,
  destinationChain: parseId(PRIMARY_NETWORK_ID),
  ins: [{ address: ACCOUNT, amount: 1_000n, assetId: ASSET, nonce: 7n }],
  exportedOutputs: [{ assetId: ASSET, output: { kind: 'TransferOutput', amount: 990n, locktime: 0n, threshold: 1n, addresses: [new Uint8Array(20).fill(3)] } }],
};

describe('atomic tx codec', () => {
  it('default', () => {
    const signature = signMessage(EWOQ_KEY, encodeUnsignedAtomicTx(EXPORT));
    const bytes = encodeAtomicTx({ unsignedTx: EXPORT, credentials: [{ signatures: [signature] }] });
    const decoded = decodeAtomicTx(bytes);
    expect(decoded).toEqual({ unsignedTx: EXPORT, credentials: [{ signatures: [signature] }] });
    expect(encodeAtomicTx(decoded)).toEqual(bytes);
    expect(credentialSigners(encodeUnsignedAtomicTx(decoded.unsignedTx), decoded.credentials)).toEqual([[expect.objectContaining({ address: addressOfPrivateKey(EWOQ_KEY) })]]);
  });

  it('behavior: reads an export that avalanchejs built and signed, with its ID and signer', async () => {
    const from = addressOfPrivateKey(EWOQ_KEY);
    const to = new Uint8Array(20).fill(9);
    const unsigned = evm.newExportTxFromBaseFee(CONTEXT, 25n, 5_000_000n, PRIMARY_NETWORK_ID, from, [to], 3n);
    await addTxSignatures({ unsignedTx: unsigned, privateKeys: [EWOQ_KEY] });
    const signedBytes = unsigned.getSignedTx().toBytes();
    const decoded = decodeAtomicTx(signedBytes);
    expect(decoded.unsignedTx.kind).toBe('export');
    if (decoded.unsignedTx.kind !== 'export') return;
    expect(decoded.unsignedTx.ins).toEqual([expect.objectContaining({ address: from, nonce: 3n })]);
    const output = decoded.unsignedTx.exportedOutputs[0]!.output;
    expect(output.kind === 'TransferOutput' && output.amount).toBe(5_000_000n);
    expect(output.kind === 'TransferOutput' && formatAddress('P', 'local', output.addresses[0]!)).toBe(utils.format('P', 'local', to));
    expect(encodeUnsignedAtomicTx(decoded.unsignedTx)).toEqual(unsigned.toBytes());
    expect(credentialSigners(unsigned.toBytes(), decoded.credentials)).toEqual([[expect.objectContaining({ address: from })]]);
  });

  it('behavior: a signature over other bytes recovers another address', () => {
    const signature = signMessage(EWOQ_KEY, new Uint8Array([1, 2, 3]));
    const [signers] = credentialSigners(encodeUnsignedAtomicTx(EXPORT), [{ signatures: [signature] }]);
    expect(signers![0]?.address).not.toEqual(addressOfPrivateKey(EWOQ_KEY));
  });

  it('error: an unknown type, trailing bytes or a stake-locked output', () => {
    const bytes = encodeAtomicTx({ unsignedTx: EXPORT, credentials: [] });
    const unknownType = bytes.slice();
    unknownType[5] = 4;
    expect(() => decodeAtomicTx(unknownType)).toThrow(new CodecError('type ID 4 is not an atomic import (0) or export (1)', { kind: 'typeId', typeId: 4 }));
    expect(() => decodeAtomicTx(new Uint8Array([...bytes, 0]))).toThrow(/^atomic tx: 1 trailing bytes/);
    const locked: UnsignedAtomicTx = {
      ...EXPORT,
      exportedOutputs: [{ assetId: ASSET, output: { kind: 'LockOut', locktime: 5n, output: { kind: 'TransferOutput', amount: 1n, locktime: 0n, threshold: 1n, addresses: [] } } }],
    };
    expect(() => decodeAtomicTx(encodeAtomicTx({ unsignedTx: locked, credentials: [] }))).toThrow(CodecError);
    expect(() => decodeAtomicTx(encodeAtomicTx({ unsignedTx: locked, credentials: [] }))).toThrow(/type ID 22 \(LockOut\) at offset \d+ is not allowed here; expected TransferOutput/);
  });
});

describe('EVM input and output counts against their smallest size', () => {
  // coreth's EVMOutput: address (20), amount (8), assetID (32); an EVMInput adds its nonce (8).
  const EVM_OUTPUT_SIZE = 60;
  const EVM_INPUT_SIZE = 68;

  it('error: one more EVM input or output than the bytes left can hold is refused before reading', () => {
    const exportBytes = encodeUnsignedAtomicTx({ ...EXPORT, exportedOutputs: [] });
    // Codec version, type, network, C-Chain and destination: the inputs' count follows.
    const inputsAt = 2 + 4 + 4 + 32 + 32;
    const cutInputs = exportBytes.subarray(0, inputsAt + 4 + EVM_INPUT_SIZE - 1);
    expect(() => decodeAtomicTx(cutInputs)).toThrow(`inputs: length 1 exceeds the ${EVM_INPUT_SIZE - 1} remaining bytes`);
    const imported: UnsignedAtomicTx = { kind: 'import', networkId: 12345n, blockchainId: C_CHAIN, sourceChain: parseId(PRIMARY_NETWORK_ID), importedInputs: [], outs: [{ address: ACCOUNT, amount: 1n, assetId: ASSET }] };
    const importBytes = encodeUnsignedAtomicTx(imported);
    // The outputs' count follows an empty list of imported inputs.
    const outputsAt = 2 + 4 + 4 + 32 + 32 + 4;
    expect(() => decodeAtomicTx(importBytes.subarray(0, outputsAt + 4 + EVM_OUTPUT_SIZE - 1))).toThrow(`outputs: length 1 exceeds the ${EVM_OUTPUT_SIZE - 1} remaining bytes`);
  });
});
