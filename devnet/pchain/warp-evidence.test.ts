import { bls12_381 } from '@noble/curves/bls12-381.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeBlock, blockTxs } from '../../src/lib/codec/block';
import { unsignedWarpBytes, decodeWarpMessage } from '../../src/lib/codec/warp-message';
import { fromHexWithChecksum } from '../../src/lib/hex';
import { idFromBytes } from '../../src/lib/ids';
import { createPChain, type PChain } from './pchain';
import { TEST_CONFIG } from './test-chain';

// The Warp messages in the L1 txs the devnet makes, checked as a node checks them but with @noble
// directly: the bit set names signers in the canonical set `getAllValidatorsAt` answers at the
// block's parent, their aggregate key verifies the signature, and their weight meets 67 %.

const DST = 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';
const MAX_BLOCKS = 120;
const DAY_SECONDS = 86_400;
const WANTED = 4;

interface Evidence {
  height: bigint;
  kind: string;
  subnetId: string;
  signers: number[];
  setSize: number;
  verifies: boolean;
  weight: bigint;
  total: bigint;
}

let chain: PChain;
let evidence: Evidence[];
/** The sets answered just before each block with Warp evidence was made, by the block's parent height. */
const answeredBefore = new Map<bigint, SetAnswer>();

/** The indices a bit set names: bit i of the big-endian integer is validator i. */
function indicesOf(bits: Uint8Array): number[] {
  const indices: number[] = [];
  bits.forEach((byte, position) => {
    for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) indices.push((bits.length - 1 - position) * 8 + bit);
  });
  return indices;
}

type SetAnswer = { validatorSets: Record<string, { validators: Array<{ publicKey: string; weight: string }>; totalWeight: string }> };

/** The Warp evidence of one block's L1 txs, against the sets answered before the block was made. */
function evidenceOf(height: bigint, before: SetAnswer, subnetOf: ReadonlyMap<string, string>, wanted: (subnetId: string) => boolean = () => true): Evidence[] {
  const { block } = chain.platform.getBlockByHeight!({ height: height.toString(), encoding: 'hex' }) as { block: string };
  return blockTxs(decodeBlock(fromHexWithChecksum(block))).flatMap((tx) => {
    const unsigned = tx.unsignedTx;
    if (unsigned.kind !== 'RegisterL1ValidatorTx' && unsigned.kind !== 'SetL1ValidatorWeightTx') return [];
    const message = decodeWarpMessage(unsigned.message);
    const subnetId = subnetOf.get(idFromBytes(message.sourceChainId)) ?? '';
    if (!wanted(subnetId)) return [];
    const set = before.validatorSets[subnetId];
    if (!set) throw new Error(`no set for ${subnetId} at ${height - 1n}`);
    const signers = indicesOf(message.signers);
    const keys = signers.flatMap((index) => set.validators[index] ?? []);
    // A bit naming no validator of the set fails, as the node's check does.
    const aggregate = keys.length === signers.length ? bls12_381.longSignatures.aggregatePublicKeys(keys.map((key) => bls12_381.G1.Point.fromHex(key.publicKey.slice(2)))) : undefined;
    const verifies = aggregate !== undefined && bls12_381.longSignatures.verify(message.signature, bls12_381.longSignatures.hash(unsignedWarpBytes(message), DST), aggregate);
    const weight = keys.reduce((sum, key) => sum + BigInt(key.weight), 0n);
    return [{ height, kind: unsigned.kind, subnetId, signers, setSize: set.validators.length, verifies, weight, total: BigInt(set.totalWeight) }];
  });
}

beforeAll(() => {
  chain = createPChain(TEST_CONFIG);
  const { blockchains } = chain.platform.getBlockchains!({}) as { blockchains: Array<{ id: string; subnetID: string }> };
  const subnetOf = new Map(blockchains.map((entry) => [entry.id, entry.subnetID]));
  evidence = [];
  // Block by block, the sets asked for just before each block is made: the sets at its parent.
  for (let block = 0; block < MAX_BLOCKS && evidence.length < WANTED; block++) {
    const parent = chain.height();
    const before = chain.platform.getAllValidatorsAt!({ height: parent.toString() }) as SetAnswer;
    chain.produceBlock();
    const found = evidenceOf(chain.height(), before, subnetOf);
    if (found.length > 0) answeredBefore.set(parent, before);
    evidence.push(...found);
  }
});

describe('the Warp messages of the devnet’s L1 txs', () => {
  it('default: each verifies against the signers its bit set names in the canonical set at the block’s parent, with at least 67 % of the weight', () => {
    expect(evidence.map((entry) => entry.kind)).toContain('RegisterL1ValidatorTx');
    for (const entry of evidence) {
      expect(entry.verifies, `${entry.kind} at ${entry.height}`).toBe(true);
      expect(entry.weight * 100n >= entry.total * 67n, `${entry.kind} at ${entry.height}: ${entry.weight} of ${entry.total}`).toBe(true);
    }
  });

  it('behavior: the sets at those heights answer the same afterwards: later weight changes do not rewrite them', () => {
    chain.advanceTime(DAY_SECONDS);
    expect(answeredBefore.size).toBeGreaterThan(0);
    for (const [height, answer] of answeredBefore) expect(chain.platform.getAllValidatorsAt!({ height: height.toString() })).toEqual(answer);
  });

  it('behavior: signers are a subset, as an aggregator gathers them, not always the whole set', () => {
    expect(evidence.some((entry) => entry.signers.length < entry.setSize)).toBe(true);
  });
});

describe('the registrations a large genesis makes beyond each L1’s conversion', () => {
  it('default: the first of each of several L1s verifies against the canonical set at its block’s parent, as the activity’s do', () => {
    const large = createPChain({ ...TEST_CONFIG, profile: 'mainnet' });
    const { blockchains } = large.platform.getBlockchains!({}) as { blockchains: Array<{ id: string; subnetID: string }> };
    const subnetOf = new Map(blockchains.map((entry) => [entry.id, entry.subnetID]));
    chain = large;
    const checked = new Map<string, Evidence>();
    const unchecked = (subnetId: string) => !checked.has(subnetId);
    for (let height = 1n; height <= large.height() && checked.size < WANTED; height++) {
      const { block } = large.platform.getBlockByHeight!({ height: height.toString(), encoding: 'hex' }) as { block: string };
      if (!blockTxs(decodeBlock(fromHexWithChecksum(block))).some((tx) => tx.unsignedTx.kind === 'RegisterL1ValidatorTx')) continue;
      const before = large.platform.getAllValidatorsAt!({ height: (height - 1n).toString() }) as SetAnswer;
      for (const entry of evidenceOf(height, before, subnetOf, unchecked)) if (unchecked(entry.subnetId)) checked.set(entry.subnetId, entry);
    }
    // Most L1s of the profile have more validators than a conversion holds.
    expect(checked.size).toBe(WANTED);
    for (const entry of checked.values()) {
      expect(entry.verifies, `the first registration on ${entry.subnetId}, at ${entry.height}`).toBe(true);
      expect(entry.weight * 100n >= entry.total * 67n).toBe(true);
    }
  }, 120_000);
});
