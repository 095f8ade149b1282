const SELECTOR_HEX_LENGTH = 10;
const HEX_DIGITS_PER_BYTE = 2;

/** The selector of call data, or null when it is shorter than one (a plain transfer, or a deploy). */
export function selectorOf(input: string): string | null {
  return input.length >= SELECTOR_HEX_LENGTH ? input.slice(0, SELECTOR_HEX_LENGTH).toLowerCase() : null;
}

/** Bytes of `0x` hex (call data, bytecode). */
export function hexByteLength(hex: string): number {
  return Math.floor((hex.length - 2) / HEX_DIGITS_PER_BYTE);
}
