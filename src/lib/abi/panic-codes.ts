/** What Solidity's `Panic(uint256)` codes mean (from the Solidity documentation's list). */
const PANIC_MEANINGS: ReadonlyMap<bigint, string> = new Map([
  [0x00n, 'generic panic inserted by the compiler'],
  [0x01n, 'assertion failed (assert with a false condition)'],
  [0x11n, 'arithmetic overflow or underflow'],
  [0x12n, 'division or modulo by zero'],
  [0x21n, 'value too big or negative for its enum type'],
  [0x22n, 'storage byte array incorrectly encoded'],
  [0x31n, 'pop() on an empty array'],
  [0x32n, 'array index out of bounds'],
  [0x41n, 'too much memory allocated, or an array too large'],
  [0x51n, 'call to an uninitialised internal function'],
]);

export function panicMeaning(code: bigint): string {
  return PANIC_MEANINGS.get(code) ?? 'unknown panic code';
}
