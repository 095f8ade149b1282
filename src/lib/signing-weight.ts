/**
 * A validator set's weight split by who can sign. An inactive L1 validator (balance 0) keeps its
 * weight in the L1's set: the node counts it in the total (`getTotalStake`, `getValidatorsAt`, under
 * the empty node ID) and a Warp quorum is measured against that total, but the weight can never sign.
 */
import { cumulativeWeightCurve, heaviestFirst, weightThresholds, type CurvePoint, type WeightThresholds } from './staking';

export interface SetMember {
  weight: bigint;
  /** False for an inactive L1 validator: its weight is in the set but cannot sign. */
  active: boolean;
}

export interface SigningWeight extends WeightThresholds {
  /** Every member's weight, inactive ones included: what quorums are measured against. */
  total: bigint;
  inactiveCount: number;
  inactiveWeight: bigint;
}

/** Active members' weights heaviest first, sorted once per set: the thresholds and the curve both read them. */
const sortedActiveWeights = new WeakMap<readonly SetMember[], readonly bigint[]>();

function activeWeights(members: readonly SetMember[]): readonly bigint[] {
  let weights = sortedActiveWeights.get(members);
  if (!weights) {
    weights = heaviestFirst(members.flatMap((member) => (member.active ? [member.weight] : [])));
    sortedActiveWeights.set(members, weights);
  }
  return weights;
}

/** The set's total, its inactive part, and the fewest active validators holding over ⅓ and ½ of the total. */
export function signingWeight(members: readonly SetMember[]): SigningWeight {
  let total = 0n;
  let inactiveCount = 0;
  let inactiveWeight = 0n;
  for (const member of members) {
    total += member.weight;
    if (!member.active) {
      inactiveCount += 1;
      inactiveWeight += member.weight;
    }
  }
  return { total, inactiveCount, inactiveWeight, ...weightThresholds(activeWeights(members), total) };
}

/** How much of the whole set's weight the heaviest N active validators hold; it stops short of 100 % by the inactive share. */
export function signingWeightCurve(members: readonly SetMember[], maxPoints: number): CurvePoint[] {
  const total = members.reduce((sum, member) => sum + member.weight, 0n);
  return cumulativeWeightCurve(activeWeights(members), maxPoints, total);
}
