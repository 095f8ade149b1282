import { fromHex } from '../../lib/hex';

const PRINTABLE = /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u;

/** The memo as text when its bytes are printable UTF-8, else null (show the hex). */
export function memoText(hex: string): string | null {
  try {
    const bytes = fromHex(hex);
    if (bytes.length === 0) return null;
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return PRINTABLE.test(text) ? text : null;
  } catch {
    return null;
  }
}

/** Byte length of `0x…` hex. */
export function hexByteLength(hex: string): number {
  return Math.max(0, (hex.length - 2) / 2);
}
