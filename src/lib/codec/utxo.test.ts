import { itemAt } from '../lists';
import { bytesEqual } from '../bytes';
import { fromHexWithChecksum } from '../hex';
import { CodecError } from './codec-error';
import getStake from '../../../test/fixtures/real-responses/platform.getStake.json';
import getUtxosPage1 from '../../../test/fixtures/real-responses/platform.getUTXOs_page1.json';
import getUtxosSourceChainX from '../../../test/fixtures/real-responses/platform.getUTXOs_sourceChain-X.json';
import { sampleBytes } from './test-samples';
import type { Utxo } from './types';
import { decodeTransferableOutput, decodeUtxo, encodeTransferableOutput, encodeUtxo, utxoId, utxoIdBytes } from './utxo';

// Published UTXO and staked-output examples of the reference node.
const PUBLISHED_UTXOS = [...getUtxosPage1.response.result.utxos, ...getUtxosSourceChainX.response.result.utxos];

describe('utxo codec', () => {
  test.each(PUBLISHED_UTXOS)('default: published UTXO %# re-encodes byte for byte', (hex) => {
    const bytes = fromHexWithChecksum(hex);
    const utxo = decodeUtxo(bytes);
    expect(utxo.output.kind).toBe('TransferOutput');
    expect(bytesEqual(encodeUtxo(utxo), bytes)).toBe(true);
  });

  test('behavior: a single-UTXO page ends at that UTXO', () => {
    const result = getUtxosSourceChainX.response.result;
    const utxo = decodeUtxo(fromHexWithChecksum(result.utxos[0]!));
    expect(utxoId(utxo.txId, utxo.outputIndex)).toBe(result.endIndex.utxo);
  });

  test('default: the published staked output re-encodes byte for byte', () => {
    const result = getStake.response.result;
    const bytes = fromHexWithChecksum(result.stakedOutputs[0]!);
    const output = decodeTransferableOutput(bytes);
    expect(output.output).toMatchObject({ kind: 'TransferOutput', amount: BigInt(result.staked) });
    expect(bytesEqual(encodeTransferableOutput(output), bytes)).toBe(true);
  });

  test('args: a stake-locked UTXO round trips', () => {
    const utxo: Utxo = {
      txId: sampleBytes(32, 1),
      outputIndex: 3n,
      assetId: sampleBytes(32, 2),
      output: { kind: 'LockOut', locktime: 1n, output: { kind: 'TransferOutput', amount: 5n, locktime: 0n, threshold: 1n, addresses: [sampleBytes(20, 3)] } },
    };
    expect(decodeUtxo(encodeUtxo(utxo))).toEqual(utxo);
  });

  test('error: bytes cut short name the field (`avax.UTXO`: txID, outputIndex, assetID, then the output)', () => {
    const bytes = fromHexWithChecksum(itemAt(PUBLISHED_UTXOS, 0));
    expect(() => decodeUtxo(bytes.subarray(0, 12))).toThrow('txID: needs 32 bytes at offset 2 but only 10 remain');
    expect(() => decodeUtxo(bytes.subarray(0, 36))).toThrow('outputIndex: needs 4 bytes at offset 34 but only 2 remain');
    expect(() => decodeUtxo(bytes.subarray(0, 43))).toThrow('assetID: needs 32 bytes at offset 38 but only 5 remain');
    const staked = fromHexWithChecksum(itemAt(getStake.response.result.stakedOutputs, 0));
    expect(() => decodeTransferableOutput(staked.subarray(0, 7))).toThrow('assetID: needs 32 bytes at offset 2 but only 5 remain');
    expect(() => decodeTransferableOutput(new Uint8Array([...staked, 0]))).toThrow(/^transferable output: 1 trailing bytes/);
  });

  test('error: values that do not fit name the field', () => {
    const utxo = decodeUtxo(fromHexWithChecksum(itemAt(PUBLISHED_UTXOS, 0)));
    expect(() => encodeUtxo({ ...utxo, txId: sampleBytes(31, 1) })).toThrow('txID: expected 32 bytes but got 31');
    expect(() => encodeUtxo({ ...utxo, outputIndex: 1n << 32n })).toThrow('outputIndex: 4294967296 is out of range 0..4294967295');
    expect(() => encodeUtxo({ ...utxo, assetId: sampleBytes(33, 1) })).toThrow('assetID: expected 32 bytes but got 33');
    expect(() => encodeTransferableOutput({ assetId: sampleBytes(31, 1), output: utxo.output })).toThrow('assetID: expected 32 bytes but got 31');
    expect(() => utxoIdBytes(utxo.txId, -1n)).toThrow('outputIndex: -1 is out of range 0..18446744073709551615');
    expect(() => utxoIdBytes(sampleBytes(20, 1), 0n)).toThrow('txID: expected 32 bytes but got 20');
  });

  test('error: truncated or padded UTXO bytes', () => {
    const bytes = fromHexWithChecksum(itemAt(PUBLISHED_UTXOS, 0));
    expect(() => decodeUtxo(bytes.subarray(0, bytes.length - 1))).toThrow(CodecError);
    expect(() => decodeUtxo(new Uint8Array([...bytes, 0]))).toThrow(/utxo: 1 trailing bytes/);
  });
});
