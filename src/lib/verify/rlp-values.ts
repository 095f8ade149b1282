import { fromHex } from '../hex';

/** An RLP integer: big-endian without leading zeros (zero is the empty string). */
export function uintBytes(value: bigint): Uint8Array {
  if (value < 0n) throw new Error(`a negative integer (${value}) has no RLP encoding`);
  if (value === 0n) return new Uint8Array(0);
  const digits = value.toString(16);
  return fromHex(`0x${digits.length % 2 === 0 ? digits : `0${digits}`}`);
}

/** Hex bytes of node JSON; `what` names the field when they are not hex. */
export function hexBytes(text: string | undefined, what: string): Uint8Array {
  if (text === undefined) throw new Error(`the answer gives no ${what}`);
  try {
    return fromHex(text);
  } catch {
    throw new Error(`${what} is not hex: ${text}`);
  }
}
