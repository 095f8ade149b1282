import { sha256 } from '../checksum';
import { cb58Encode } from '../cb58';
import { readId, readTypeId, writeId, writeTypeId } from './fields';
import { Reader } from './reader';
import { readCodecVersion, readSignedTx, writeCodecVersion, writeSignedTx } from './tx';
import type { Block, BlockKind, SignedTx } from './types';
import { Writer } from './writer';

export const BLOCK_KINDS = [
  'ApricotProposalBlock',
  'ApricotAbortBlock',
  'ApricotCommitBlock',
  'ApricotStandardBlock',
  'ApricotAtomicBlock',
  'BanffProposalBlock',
  'BanffAbortBlock',
  'BanffCommitBlock',
  'BanffStandardBlock',
] as const satisfies readonly BlockKind[];

/** Smallest signed tx: an AdvanceTimeTx (type ID, time) with an empty credential list. */
const MIN_SIGNED_TX_SIZE = 4 + 8 + 4;

function writeTxs(writer: Writer, txs: readonly SignedTx[]): void {
  writer.list(txs, (tx) => writeSignedTx(writer, tx), 'txs');
}

function readTxs(reader: Reader): SignedTx[] {
  return reader.list(() => readSignedTx(reader), MIN_SIGNED_TX_SIZE, 'txs');
}

export function encodeBlock(block: Block): Uint8Array {
  const writer = new Writer();
  writeCodecVersion(writer);
  writeTypeId(writer, block.kind);
  switch (block.kind) {
    case 'BanffProposalBlock':
      writer.u64(block.time, 'time');
      writeTxs(writer, block.txs);
      break;
    case 'BanffAbortBlock':
    case 'BanffCommitBlock':
    case 'BanffStandardBlock':
      writer.u64(block.time, 'time');
      break;
  }
  writeId(writer, block.parentId, 'parentID');
  writer.u64(block.height, 'height');
  switch (block.kind) {
    case 'ApricotProposalBlock':
    case 'ApricotAtomicBlock':
    case 'BanffProposalBlock':
      writeSignedTx(writer, block.tx);
      break;
    case 'ApricotStandardBlock':
    case 'BanffStandardBlock':
      writeTxs(writer, block.txs);
      break;
  }
  return writer.toBytes();
}

export function decodeBlock(bytes: Uint8Array): Block {
  const reader = new Reader(bytes);
  readCodecVersion(reader);
  const block = readBlock(reader);
  reader.end('block');
  return block;
}

function readBlock(reader: Reader): Block {
  const kind = readTypeId(reader, BLOCK_KINDS, 'block');
  switch (kind) {
    case 'BanffProposalBlock': {
      const time = reader.u64('time');
      const txs = readTxs(reader);
      const parentId = readId(reader, 'parentID');
      const height = reader.u64('height');
      return { kind, time, txs, parentId, height, tx: readSignedTx(reader) };
    }
    case 'BanffAbortBlock':
    case 'BanffCommitBlock': {
      const time = reader.u64('time');
      const parentId = readId(reader, 'parentID');
      return { kind, time, parentId, height: reader.u64('height') };
    }
    case 'BanffStandardBlock': {
      const time = reader.u64('time');
      const parentId = readId(reader, 'parentID');
      const height = reader.u64('height');
      return { kind, time, parentId, height, txs: readTxs(reader) };
    }
    case 'ApricotAbortBlock':
    case 'ApricotCommitBlock': {
      const parentId = readId(reader, 'parentID');
      return { kind, parentId, height: reader.u64('height') };
    }
    case 'ApricotStandardBlock': {
      const parentId = readId(reader, 'parentID');
      const height = reader.u64('height');
      return { kind, parentId, height, txs: readTxs(reader) };
    }
    case 'ApricotProposalBlock':
    case 'ApricotAtomicBlock': {
      const parentId = readId(reader, 'parentID');
      const height = reader.u64('height');
      return { kind, parentId, height, tx: readSignedTx(reader) };
    }
  }
}

/** cb58 block ID: sha256 of the block bytes (what `platform.getBlock` takes). */
export function blockId(bytes: Uint8Array): string {
  return cb58Encode(sha256(bytes));
}

/** Txs a block carries, in encoding order (decision txs first, then the proposal tx). */
export function blockTxs(block: Block): SignedTx[] {
  switch (block.kind) {
    case 'BanffProposalBlock':
      return [...block.txs, block.tx];
    case 'ApricotProposalBlock':
    case 'ApricotAtomicBlock':
      return [block.tx];
    case 'ApricotStandardBlock':
    case 'BanffStandardBlock':
      return block.txs;
    default:
      return [];
  }
}

