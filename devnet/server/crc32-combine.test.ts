import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine } from './crc32-combine';

describe('crc32Combine', () => {
  it('default: the CRC-32 of two pieces put together equals the CRC-32 of the whole', () => {
    for (const [a, b] of [[0, 0], [0, 5], [7, 0], [1, 1], [100, 65_537], [3, 1_000_000]] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crc32(Buffer.concat([first, second])));
    }
  });
});
