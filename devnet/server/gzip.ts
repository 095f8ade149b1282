import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync, gzip } from 'node:zlib';
import { itemAt } from '../../src/lib/lists';
import type { EncodedJson } from '../encoded-json';
import { crc32Combine } from './crc32-combine';
import type { RpcReply } from './rpc-reply';

/** gziphandler's DefaultMinSize: shorter answers go out as they are. */
export const GZIP_MIN_BYTES = 1400;
/** A fast level that still shrinks a large validator set well (docs/performance.md has the figures). */
const LEVEL = 2;
/** gzip member header: magic, deflate, no flags, no mtime, no extra flags, OS unknown (as Go writes it). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const TRAILER_SIZE = 8;
const UINT32 = 2 ** 32;

const gzipAsync = promisify(gzip);
const deflateRawAsync = promisify(deflateRaw);

/**
 * Whether the request takes gzip, read as gziphandler reads Accept-Encoding: codings split on
 * commas, a coding's quality its last parameter's `q` (1 when that parameter is not `q`), a coding
 * with an unreadable quality ignored, a later mention of a coding overriding an earlier one.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const qualities = new Map<string, number>();
  for (const coding of header.split(',')) {
    const [name, ...params] = coding.split(';');
    let quality = 1;
    let readable = true;
    for (const param of params) {
      const text = param.trim();
      quality = 1;
      if (!text.startsWith('q=')) continue;
      const value = text.slice(2);
      quality = Number(value);
      readable = value.trim() !== '' && !Number.isNaN(quality);
    }
    const key = (name ?? '').trim().toLowerCase();
    if (key !== '' && readable) qualities.set(key, Math.min(Math.max(quality, 0), 1));
  }
  return (qualities.get('gzip') ?? 0) > 0;
}

/** Whether the reply is long enough to be compressed (its UTF-8 bytes, as gziphandler counts them). */
export function worthCompressing(body: string): boolean {
  return body.length >= GZIP_MIN_BYTES || Buffer.byteLength(body) >= GZIP_MIN_BYTES;
}

/**
 * A kept answer's result as a piece of a deflate stream: compressed from an empty window and ended
 * on a byte boundary (a sync flush), so it can follow any other such piece; with the CRC-32 of the
 * envelope's opening and the result, which every reply built on them continues from.
 */
interface CompressedResult {
  before: string;
  deflated: Buffer[];
  crc: number;
  length: number;
}

/** One piece of a result, compressed as above, with its CRC-32 and length in bytes. */
interface CompressedPiece {
  deflated: Buffer;
  crc: number;
  bytes: number;
}

/** Compressed once per kept answer, which lasts until the next block. */
const compressedResults = new WeakMap<EncodedJson, Promise<CompressedResult>>();

/**
 * Pieces of results given in pieces, by their text: a piece a new answer shares with an earlier
 * one (the entries a block did not change) is not compressed again. A piece goes once the last
 * few results compressed have not used it.
 */
const compressedPieces = new Map<string, { piece: CompressedPiece; usedBy: number }>();
const PIECES_KEPT_FOR_RESULTS = 4;
let resultsCompressed = 0;

/** A whole result goes to the thread pool; pieces are compressed here, as handing each over costs more than compressing it. */
async function compressWhole(text: string): Promise<CompressedPiece> {
  const bytes = Buffer.from(text);
  const deflated = await deflateRawAsync(bytes, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
  return { deflated, crc: crc32(bytes), bytes: bytes.length };
}

function keptPiece(text: string, result: number): CompressedPiece {
  let held = compressedPieces.get(text);
  if (!held) {
    const bytes = Buffer.from(text);
    held = { piece: { deflated: deflateRawSync(bytes, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH }), crc: crc32(bytes), bytes: bytes.length }, usedBy: result };
    compressedPieces.set(text, held);
  }
  held.usedBy = result;
  return held.piece;
}

/** Drops the pieces the last few results compressed have not used. */
function dropUnusedPieces(number: number): void {
  for (const [text, held] of compressedPieces) if (held.usedBy <= number - PIECES_KEPT_FOR_RESULTS) compressedPieces.delete(text);
}

/** Pieces compressed between two turns of the event loop when compressing ahead: a few milliseconds. */
const PIECES_PER_TURN = 32;

/**
 * Compresses a result's pieces ahead of the requests that will want them gzipped (an answer
 * prepared after a block), a few at a time, so that requests are served in between; a request
 * that comes meanwhile compresses what is left itself.
 */
export async function compressAhead(result: EncodedJson): Promise<void> {
  if (result.pieces.length === 1) return;
  const number = ++resultsCompressed;
  for (const [index, piece] of result.pieces.entries()) {
    keptPiece(piece, number);
    if ((index + 1) % PIECES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  dropUnusedPieces(number);
}

async function compressResult(before: string, result: EncodedJson): Promise<CompressedResult> {
  const number = ++resultsCompressed;
  const pieces = result.pieces.length === 1 ? [await compressWhole(itemAt(result.pieces, 0))] : result.pieces.map((text) => keptPiece(text, number));
  dropUnusedPieces(number);
  let crc = crc32(before);
  let length = Buffer.byteLength(before);
  const deflated: Buffer[] = [];
  for (const piece of pieces) {
    crc = crc32Combine(crc, piece.crc, piece.bytes);
    length += piece.bytes;
    deflated.push(piece.deflated);
  }
  return { before, deflated, crc, length };
}

function compressedResult(before: string, result: EncodedJson): Promise<CompressedResult> {
  let held = compressedResults.get(result);
  if (!held) {
    held = compressResult(before, result);
    compressedResults.set(result, held);
  }
  return held.then((compressed) => (compressed.before === before ? compressed : compressResult(before, result)));
}

/** Whether the reply is long enough to be compressed; a kept answer's text is not joined to tell. */
export function replyWorthCompressing(reply: RpcReply): boolean {
  if (!reply.keptResult) return worthCompressing(reply.body);
  const { before, result, after } = reply.keptResult;
  return before.length + result.length + after.length >= GZIP_MIN_BYTES || worthCompressing(reply.body);
}

/** The body gzipped; a reply around a kept answer reuses the answer's compressed bytes. */
export async function gzipReply(reply: RpcReply): Promise<Buffer> {
  if (!reply.keptResult) return gzipAsync(Buffer.from(reply.body), { level: LEVEL });
  const { before, result, after } = reply.keptResult;
  const kept = await compressedResult(before, result);
  const afterBytes = Buffer.from(after);
  const trailer = Buffer.alloc(TRAILER_SIZE);
  trailer.writeUInt32LE(crc32(afterBytes, kept.crc), 0);
  trailer.writeUInt32LE((kept.length + afterBytes.length) % UINT32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    deflateRawSync(before, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH }),
    ...kept.deflated,
    deflateRawSync(afterBytes, { level: LEVEL }),
    trailer,
  ]);
}
