import { base58 } from '@scure/base';
import { bytesEqual, concatBytes } from './bytes';
import { CHECKSUM_LENGTH, checksum } from './checksum';

/** What is wrong with a cb58 string, for words meant for people rather than the node's. */
export type Cb58Problem = 'empty' | 'character' | 'short' | 'checksum';

/** A cb58 string that cannot be decoded; the message matches the node's wording. */
export class Cb58Error extends Error {
  override name = 'Cb58Error';
  constructor(
    message: string,
    readonly problem?: Cb58Problem,
  ) {
    super(message);
  }
}

const BASE58_DIGIT = /^[1-9A-HJ-NP-Za-km-z]*$/;

/** cb58 = base58(payload || last 4 bytes of sha256(payload)). */
export function cb58Encode(payload: Uint8Array): string {
  return base58.encode(concatBytes(payload, checksum(payload)));
}

export function cb58Decode(text: string): Uint8Array {
  if (text.length === 0) throw new Cb58Error('base58 decoding error: zero length string', 'empty');
  if (!BASE58_DIGIT.test(text)) {
    const bad = [...text].find((c) => !BASE58_DIGIT.test(c));
    throw new Cb58Error(`base58 decoding error: invalid base58 digit ('${bad}')`, 'character');
  }
  const raw = base58.decode(text);
  if (raw.length < CHECKSUM_LENGTH) throw new Cb58Error('input string is smaller than the checksum size', 'short');
  const payload = raw.subarray(0, raw.length - CHECKSUM_LENGTH);
  if (!bytesEqual(checksum(payload), raw.subarray(raw.length - CHECKSUM_LENGTH))) {
    throw new Cb58Error('invalid input checksum', 'checksum');
  }
  return payload;
}
