import { MethodError } from '../handler';

/** Storage slots as geth's decodeHash reads them: up to 32 bytes of hex, 0x optional, left-padded. */
export const STORAGE_WORD_BYTES = 32;

export function leftPad(bytes: Uint8Array, length: number): Uint8Array {
  const padded = new Uint8Array(length);
  padded.set(bytes.subarray(Math.max(0, bytes.length - length)), Math.max(0, length - bytes.length));
  return padded;
}

export function storageKey(text: string): Uint8Array {
  let digits = text.startsWith('0x') || text.startsWith('0X') ? text.slice(2) : text;
  if (digits.length % 2 === 1) digits = `0${digits}`;
  if (digits.length > STORAGE_WORD_BYTES * 2) throw new MethodError('unable to decode storage key: hex string too long, want at most 32 bytes');
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw new MethodError('unable to decode storage key: hex string invalid');
  return leftPad(Uint8Array.from(Buffer.from(digits, 'hex')), STORAGE_WORD_BYTES);
}
