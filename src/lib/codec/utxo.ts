import { sha256 } from '../checksum';
import { cb58Encode } from '../cb58';
import { readId, readOutput, writeId, writeOutput } from './fields';
import { Reader } from './reader';
import { readCodecVersion, writeCodecVersion } from './tx';
import type { TransferableOutput, Utxo } from './types';
import { Writer } from './writer';

/** A UTXO as `getUTXOs` / `getRewardUTXOs` return it (codec version prefixed). */
export function encodeUtxo(utxo: Utxo): Uint8Array {
  const writer = new Writer();
  writeCodecVersion(writer);
  writeId(writer, utxo.txId, 'txID');
  writer.u32(utxo.outputIndex, 'outputIndex');
  writeId(writer, utxo.assetId, 'assetID');
  writeOutput(writer, utxo.output);
  return writer.toBytes();
}

export function decodeUtxo(bytes: Uint8Array): Utxo {
  const reader = new Reader(bytes);
  readCodecVersion(reader);
  const txId = readId(reader, 'txID');
  const outputIndex = reader.u32('outputIndex');
  const assetId = readId(reader, 'assetID');
  const utxo = { txId, outputIndex, assetId, output: readOutput(reader) };
  reader.end('utxo');
  return utxo;
}

/** A staked output as `getStake` returns it in `stakedOutputs` (codec version prefixed). */
export function encodeTransferableOutput(output: TransferableOutput): Uint8Array {
  const writer = new Writer();
  writeCodecVersion(writer);
  writeId(writer, output.assetId, 'assetID');
  writeOutput(writer, output.output);
  return writer.toBytes();
}

export function decodeTransferableOutput(bytes: Uint8Array): TransferableOutput {
  const reader = new Reader(bytes);
  readCodecVersion(reader);
  const assetId = readId(reader, 'assetID');
  const output = { assetId, output: readOutput(reader) };
  reader.end('transferable output');
  return output;
}

/** Raw UTXO ID: sha256(uint64 big-endian output index || tx ID), the node's `ID.Prefix`. */
export function utxoIdBytes(txId: Uint8Array, outputIndex: bigint): Uint8Array {
  const writer = new Writer();
  writer.u64(outputIndex, 'outputIndex');
  writeId(writer, txId, 'txID');
  return sha256(writer.toBytes());
}

/** cb58 UTXO ID (`endIndex.utxo`, `utxoIDs`). */
export function utxoId(txId: Uint8Array, outputIndex: bigint): string {
  return cb58Encode(utxoIdBytes(txId, outputIndex));
}
