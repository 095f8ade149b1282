import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync, gzip } from 'node:zlib';
import type { KeptAnswer } from './answer-cache';
import type { RpcReply } from './rpc-reply';

/** gziphandler's DefaultMinSize: shorter answers go out as they are. */
export const GZIP_MIN_BYTES = 1400;
/** A fast level: large answers are compressed while their request waits. */
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
 * A kept answer's reply up to its end, compressed once: the envelope's opening and the result as a
 * deflate stream ended on a byte boundary (a sync flush), so that any reply's closing (its `id`)
 * can follow it; with the CRC-32 and length of what it holds, which the reply's trailer continues.
 */
interface CompressedOpening {
  before: string;
  deflated: Buffer;
  crc: number;
  length: number;
}

/** Compressed once per kept answer, for as long as the answer is kept. */
const compressedAnswers = new WeakMap<KeptAnswer, Promise<CompressedOpening>>();

async function compressOpening(before: string, result: KeptAnswer): Promise<CompressedOpening> {
  const bytes = Buffer.from(`${before}${result.text}`);
  const deflated = await deflateRawAsync(bytes, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
  return { before, deflated, crc: crc32(bytes), length: bytes.length };
}

function compressedOpening(before: string, result: KeptAnswer): Promise<CompressedOpening> {
  let held = compressedAnswers.get(result);
  if (!held) {
    held = compressOpening(before, result);
    compressedAnswers.set(result, held);
  }
  return held.then((compressed) => (compressed.before === before ? compressed : compressOpening(before, result)));
}

/** The body gzipped; a reply around a kept answer reuses the answer's compressed bytes. */
export async function gzipReply(reply: RpcReply): Promise<Buffer> {
  if (!reply.keptResult) return gzipAsync(Buffer.from(reply.body), { level: LEVEL });
  const { before, result, after } = reply.keptResult;
  const opening = await compressedOpening(before, result);
  const afterBytes = Buffer.from(after);
  const trailer = Buffer.alloc(TRAILER_SIZE);
  trailer.writeUInt32LE(crc32(afterBytes, opening.crc), 0);
  trailer.writeUInt32LE((opening.length + afterBytes.length) % UINT32, 4);
  return Buffer.concat([GZIP_HEADER, opening.deflated, deflateRawSync(afterBytes, { level: LEVEL }), trailer]);
}
