import { t } from '@lingui/core/macro';

/** What Solidity's `Panic(uint256)` codes mean (from the Solidity documentation's list). */
const PANIC_MEANINGS: ReadonlyMap<bigint, () => string> = new Map([
  [0x00n, () => t`generic panic inserted by the compiler`],
  [0x01n, () => t`assertion failed (assert with a false condition)`],
  [0x11n, () => t`arithmetic overflow or underflow`],
  [0x12n, () => t`division or modulo by zero`],
  [0x21n, () => t`value too big or negative for its enum type`],
  [0x22n, () => t`storage byte array incorrectly encoded`],
  [0x31n, () => t`pop() on an empty array`],
  [0x32n, () => t`array index out of bounds`],
  [0x41n, () => t`too much memory allocated, or an array too large`],
  [0x51n, () => t`call to an uninitialised internal function`],
]);

export function panicMeaning(code: bigint): string {
  return PANIC_MEANINGS.get(code)?.() ?? t`unknown panic code`;
}
