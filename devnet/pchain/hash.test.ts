import { sha256 as portableSha256 } from '@noble/hashes/sha2.js';
import { base58 as portableBase58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cb58Encode } from '../../src/lib/cb58';
import { toHex } from '../../src/lib/hex';
import { nodeIdFromBytes } from '../../src/lib/ids';
import { addressOfPublicKey } from '../../src/lib/secp256k1';
import { base58, cb58, nativeHex, nodeIdText, sha256, shortAddressOf } from './hash';

const NODE_ID_LENGTH = 20;

describe('hash', () => {
  it('default: base58, native hex, cb58, sha256, short addresses and node IDs equal the portable versions, leading zeros and empty input included', () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 80 }),
      fc.uint8Array({ minLength: NODE_ID_LENGTH, maxLength: NODE_ID_LENGTH }),
      fc.tuple(fc.integer({ min: 1, max: 6 }), fc.uint8Array({ maxLength: 40 })).map(([zeros, rest]) => new Uint8Array([...new Uint8Array(zeros), ...rest])),
    );
    fc.assert(
      fc.property(bytes, (input) => {
        expect(base58(input)).toBe(portableBase58.encode(input));
        const split = Math.floor(input.length / 2);
        expect(base58(input.subarray(0, split), input.subarray(split))).toBe(portableBase58.encode(input));
        expect(nativeHex(input)).toBe(toHex(input));
        expect(nativeHex(input.subarray(1))).toBe(toHex(input.subarray(1)));
        expect(cb58(input)).toBe(cb58Encode(input));
        expect(sha256(input)).toEqual(portableSha256(input));
        expect(shortAddressOf(input)).toEqual(addressOfPublicKey(input));
        if (input.length === NODE_ID_LENGTH) expect(nodeIdText(input)).toBe(nodeIdFromBytes(input));
      }),
      { numRuns: 2000 },
    );
  });

  it('behavior: all-zero and all-0xff inputs of every ID size', () => {
    for (const size of [0, 1, 20, 32, 36]) {
      for (const fill of [0, 0xff]) {
        const input = new Uint8Array(size).fill(fill);
        expect(base58(input)).toBe(portableBase58.encode(input));
      }
    }
  });
});
