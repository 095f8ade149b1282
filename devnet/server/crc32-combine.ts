import { itemAt } from '../../src/lib/lists';

/**
 * zlib's crc32_combine: the CRC-32 of A followed by B from the CRC-32 of each and B's length, so
 * that pieces checked once need not be read again when they are put together in another order.
 * Polynomials over GF(2), reflected, as zlib 1.2.12+ computes it (multmodp, x2nmodp).
 */
const POLY = 0xedb88320;
/** x^1 in the reflected representation. */
const X1 = 0x40000000;
const X0 = 0x80000000;
const BITS = 32;

/** a·b modulo the CRC polynomial. */
function multmodp(a: number, b: number): number {
  let m = X0;
  let product = 0;
  let factor = b;
  for (;;) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k < 32. */
const X2N = new Uint32Array(BITS);
X2N[0] = X1;
for (let k = 1; k < BITS; k++) X2N[k] = multmodp(itemAt(X2N, k - 1), itemAt(X2N, k - 1));

/** x^(n·2^k) modulo the polynomial. */
function x2nmodp(n: number, k: number): number {
  let power = X0;
  let rest = n;
  let bit = k;
  while (rest > 0) {
    if (rest % 2 === 1) power = multmodp(itemAt(X2N, bit % BITS), power);
    rest = Math.floor(rest / 2);
    bit++;
  }
  return power;
}

/** The CRC-32 of A‖B, from crc32(A), crc32(B) and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multmodp(x2nmodp(lengthB, 3), crcA) ^ crcB) >>> 0;
}
