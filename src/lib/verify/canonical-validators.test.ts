import { bls12_381 } from '@noble/curves/bls12-381.js';
import { describe, expect, it } from 'vitest';
import { canonicalSet, type SetMember } from './canonical-validators';

// Keys made by @noble from small secret keys; their order is read from @noble's uncompressed bytes.
const keyOf = (secret: number) => bls12_381.longSignatures.getPublicKey(Uint8Array.from({ length: 32 }, (_, index) => (index === 31 ? secret : 0))).toBytes(true);
const uncompressedHex = (key: Uint8Array) => Buffer.from(bls12_381.G1.Point.fromBytes(key).toBytes(false)).toString('hex');
const member = (id: number, weight: bigint, publicKey: Uint8Array | undefined): SetMember => ({ nodeId: `node-${id}`, nodeIdBytes: Uint8Array.of(id), weight, publicKey });

describe('the canonical validator set', () => {
  it('default: nodes sharing a key are one entry with their weights summed, entries in uncompressed-key order', () => {
    const [a, b, c] = [keyOf(3), keyOf(5), keyOf(7)] as [Uint8Array, Uint8Array, Uint8Array];
    const set = canonicalSet([member(4, 10n, a), member(2, 5n, b), member(1, 7n, a), member(3, 1n, c)]);
    const order = [a, b, c].map(uncompressedHex).sort();
    expect(set.validators.map((entry) => uncompressedHex(entry.publicKey))).toEqual(order);
    const merged = set.validators.find((entry) => entry.publicKey === a);
    expect(merged).toEqual({ publicKey: a, weight: 17n, nodeIds: ['node-1', 'node-4'] });
    expect(set.totalWeight).toBe(23n);
  });

  it('behavior: a member without a key counts in the total only', () => {
    const set = canonicalSet([member(1, 7n, undefined), member(2, 3n, keyOf(3))]);
    expect(set.validators).toHaveLength(1);
    expect(set.totalWeight).toBe(10n);
  });
});
