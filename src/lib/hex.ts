import { hex } from '@scure/base';
import { bytesEqual, concatBytes } from './bytes';
import { CHECKSUM_LENGTH, checksum } from './checksum';

export class HexError extends Error {
  override name = 'HexError';
}

/** `0x` + lowercase hex, no checksum (the node's `hexnc`). */
export function toHex(bytes: Uint8Array): string {
  return `0x${hex.encode(bytes)}`;
}

export function fromHex(text: string): Uint8Array {
  if (!text.startsWith('0x') && !text.startsWith('0X')) throw new HexError('missing 0x prefix to hex encoding');
  const body = text.slice(2);
  const bad = body.match(/[^0-9a-fA-F]/);
  if (bad) throw new HexError(`encoding/hex: invalid byte: U+${(bad[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')} '${bad[0]}'`);
  if (body.length % 2 !== 0) throw new HexError('encoding/hex: odd length hex string');
  return hex.decode(body.toLowerCase());
}

/** The node's `hex` encoding: `0x` + hex(bytes || last 4 bytes of sha256(bytes)). */
export function toHexWithChecksum(bytes: Uint8Array): string {
  return toHex(concatBytes(bytes, checksum(bytes)));
}

export function fromHexWithChecksum(text: string): Uint8Array {
  const raw = fromHex(text);
  if (raw.length < CHECKSUM_LENGTH) throw new HexError('input string is smaller than the checksum size');
  const payload = raw.subarray(0, raw.length - CHECKSUM_LENGTH);
  if (!bytesEqual(checksum(payload), raw.subarray(raw.length - CHECKSUM_LENGTH))) {
    throw new HexError('invalid input checksum');
  }
  return payload;
}
