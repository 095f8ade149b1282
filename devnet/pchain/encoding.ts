import { encodeBlock } from '../../src/lib/codec/block';
import { writeId, writeTypeId } from '../../src/lib/codec/fields';
import { encodeSignedTx, writeCodecVersion } from '../../src/lib/codec/tx';
import type { Block, Output, SignedTx } from '../../src/lib/codec/types';
import { Writer } from '../../src/lib/codec/writer';
import { encodeUtxo as encodeCodecUtxo } from '../../src/lib/codec/utxo';
import { cb58, hashId, sha256 } from './hash';
import type { Utxo } from './state';

export function encodeTx(tx: SignedTx): { bytes: Uint8Array; id: string; idBytes: Uint8Array } {
  const bytes = encodeSignedTx(tx);
  return { bytes, ...hashId(bytes) };
}

export function encodeBlockWithId(block: Block): { bytes: Uint8Array; id: string; idBytes: Uint8Array } {
  const bytes = encodeBlock(block);
  return { bytes, ...hashId(bytes) };
}

/** Bytes of the codec version that prefixes a stored tx's bytes but not a tx inside a block. */
const CODEC_VERSION_SIZE = 2;

/**
 * A Banff standard block's bytes and ID from its txs' stored bytes (codec version prefixed), the
 * same as `encodeBlockWithId` gives without encoding every tx a second time.
 */
export function encodeStandardBlockWithId(time: bigint, parentId: Uint8Array, height: bigint, txBytes: readonly Uint8Array[]): { bytes: Uint8Array; id: string; idBytes: Uint8Array } {
  const writer = new Writer();
  writeCodecVersion(writer);
  writeTypeId(writer, 'BanffStandardBlock');
  writer.u64(time, 'time');
  writeId(writer, parentId, 'parentID');
  writer.u64(height, 'height');
  writer.u32(txBytes.length, 'txs length');
  for (const bytes of txBytes) {
    const body = bytes.subarray(CODEC_VERSION_SIZE);
    writer.fixed(body, body.length, 'tx');
  }
  const bytes = writer.toBytes();
  return { bytes, ...hashId(bytes) };
}

const INDEX_LENGTH = 8;
const ID_LENGTH = 32;
const UINT32_RANGE = 2 ** 32;
const UTXO_ID_INPUT = new Uint8Array(INDEX_LENGTH + ID_LENGTH);
const UTXO_ID_VIEW = new DataView(UTXO_ID_INPUT.buffer);

/** ids.ID.Prefix: sha256(uint64 BE output index || txID), with the native sha256 of generation's hot path (src/lib/codec/utxo has the portable one). */
export function utxoIdBytes(txIdBytes: Uint8Array, outputIndex: number): Uint8Array {
  // One input buffer for the usual 32-byte tx ID: the hash has read it before the next call.
  const buffer = txIdBytes.length === ID_LENGTH ? UTXO_ID_INPUT : new Uint8Array(INDEX_LENGTH + txIdBytes.length);
  const view = buffer === UTXO_ID_INPUT ? UTXO_ID_VIEW : new DataView(buffer.buffer);
  view.setUint32(0, Math.floor(outputIndex / UINT32_RANGE));
  view.setUint32(4, outputIndex % UINT32_RANGE);
  buffer.set(txIdBytes, INDEX_LENGTH);
  return sha256(buffer);
}

export function makeUtxo(txIdBytes: Uint8Array, outputIndex: number, assetId: Uint8Array, output: Output): Utxo {
  const idBytes = utxoIdBytes(txIdBytes, outputIndex);
  return { id: cb58(idBytes), idBytes, txId: txIdBytes, outputIndex, assetId, output };
}

/** avax.UTXO bytes as `getUTXOs` returns them. */
export function encodeUtxo(utxo: Utxo): Uint8Array {
  return encodeCodecUtxo({ txId: utxo.txId, outputIndex: BigInt(utxo.outputIndex), assetId: utxo.assetId, output: utxo.output });
}
