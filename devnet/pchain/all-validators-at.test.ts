import { bls12_381 } from '@noble/curves/bls12-381.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPChain, type PChain } from './pchain';
import { TEST_CONFIG } from './test-chain';

interface WarpEntry {
  publicKey: string;
  weight: string;
  nodeIDs: string[];
}

let chain: PChain;
beforeAll(() => {
  chain = createPChain(TEST_CONFIG);
});

const bytesOf = (hex: string) => Uint8Array.from(Buffer.from(hex.slice(2), 'hex'));
/** The uncompressed key, made by @noble directly: the reference node orders the set by it. */
const uncompressed = (hex: string) => Buffer.from(bls12_381.G1.Point.fromBytes(bytesOf(hex)).toBytes(false));

describe('getAllValidatorsAt answers the canonical sets, as the reference node flattens them', () => {
  it('default: one entry per BLS key, weights of the nodes sharing it summed, in uncompressed-key order, the total over every member', () => {
    const { validatorSets } = chain.platform.getAllValidatorsAt!({ height: 'proposed' }) as { validatorSets: Record<string, { validators: WarpEntry[]; totalWeight: string }> };
    let shared = 0;
    for (const [subnetId, set] of Object.entries(validatorSets)) {
      const members = chain.platform.getValidatorsAt!({ subnetID: subnetId, height: 'proposed' }) as Record<string, { publicKey: string | null; weight: string }>;
      const expected = new Map<string, { weight: bigint; nodeIDs: string[] }>();
      for (const [nodeID, member] of Object.entries(members)) {
        if (member.publicKey === null) continue;
        const entry = expected.get(member.publicKey) ?? { weight: 0n, nodeIDs: [] };
        entry.weight += BigInt(member.weight);
        entry.nodeIDs.push(nodeID);
        expected.set(member.publicKey, entry);
      }
      expect(set.validators.map((entry) => entry.publicKey).sort()).toEqual([...expected.keys()].sort());
      for (const entry of set.validators) {
        expect(BigInt(entry.weight)).toBe(expected.get(entry.publicKey)?.weight);
        expect([...entry.nodeIDs].sort()).toEqual([...(expected.get(entry.publicKey)?.nodeIDs ?? [])].sort());
        if (entry.nodeIDs.length > 1) shared += 1;
      }
      const order = set.validators.map((entry) => uncompressed(entry.publicKey));
      expect([...order].sort(Buffer.compare)).toEqual(order);
      expect(new Set(order.map((key) => key.toString('hex'))).size).toBe(order.length);
      expect(BigInt(set.totalWeight)).toBe(Object.values(members).reduce((sum, member) => sum + BigInt(member.weight), 0n));
    }
    expect(shared).toBeGreaterThan(0);
  });
});
