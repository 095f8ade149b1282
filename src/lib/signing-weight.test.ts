import { describe, expect, it } from 'vitest';
import { signingWeight, signingWeightCurve, type SetMember } from './signing-weight';

const active = (weight: bigint): SetMember => ({ weight, active: true });
const inactive = (weight: bigint): SetMember => ({ weight, active: false });

describe('signingWeight', () => {
  it('default: the total holds inactive weight, named apart', () => {
    // The devnet L1 whose getTotalStake left out 19,277 of inactive weight.
    const set = [active(500_000n), active(406_625n), inactive(19_000n), inactive(277n)];
    expect(signingWeight(set)).toMatchObject({ total: 925_902n, inactiveCount: 2, inactiveWeight: 19_277n });
  });

  it('behavior: only active validators count toward ⅓ and ½, measured against the whole total', () => {
    // Total 1,200: the inactive 400 is the heaviest but cannot sign, so it is never one of the holders.
    const set = [inactive(400n), active(300n), active(250n), active(250n)];
    expect(signingWeight(set)).toMatchObject({ third: 2, half: 3 });
  });

  it('behavior: the inactive weight raises the bar the active ones must pass', () => {
    // Without the inactive 200 the total would be 800 and the heaviest alone would hold over a third.
    expect(signingWeight([active(300n), active(250n), active(250n), inactive(200n)])).toMatchObject({ third: 2, half: 2 });
  });

  it('error: when inactive weight is most of the set, no group of active validators holds over a third or a half', () => {
    expect(signingWeight([active(100n), inactive(900n)])).toMatchObject({ total: 1_000n, third: null, half: null });
    expect(signingWeight([active(400n), inactive(600n)])).toMatchObject({ third: 1, half: null });
  });

  it('args: a set with no inactive member is unchanged', () => {
    expect(signingWeight([active(10n), active(40n), active(20n), active(30n)])).toEqual({ total: 100n, inactiveCount: 0, inactiveWeight: 0n, third: 1, half: 2 });
  });

  it('args: an empty set has no holders', () => {
    expect(signingWeight([])).toEqual({ total: 0n, inactiveCount: 0, inactiveWeight: 0n, third: null, half: null });
  });

  it('behavior: weights beyond 2^53 stay exact', () => {
    const big = 2n ** 64n - 1n;
    expect(signingWeight([active(big), inactive(big)])).toMatchObject({ total: 2n * big, inactiveWeight: big, third: 1, half: null });
  });
});

describe('signingWeightCurve', () => {
  it('default: the active validators’ cumulative share stops short of 100 % by the inactive share', () => {
    expect(signingWeightCurve([active(1n), inactive(1n), active(2n)], 10)).toEqual([
      { validators: 1, percent: 50 },
      { validators: 2, percent: 75 },
    ]);
  });
});
