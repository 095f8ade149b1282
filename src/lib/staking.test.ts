import { describe, expect, it } from 'vitest';
import {
  cumulativeWeightCurve,
  heaviestFirst,
  delegationCapacity,
  minStakeDurationSeconds,
  minValidatorStakeDurationSeconds,
  feePercentToShares,
  MAX_VALIDATOR_STAKE,
  runwayEnd,
  runwaySeconds,
  shareOf,
  uptimeRequirementPercent,
  weightThresholds,
} from './staking';

const AVAX = 1_000_000_000n;

describe('delegationCapacity', () => {
  it('default: five times own stake minus the current weight', () => {
    expect(delegationCapacity(2_000n * AVAX, 1_000n * AVAX)).toBe(7_000n * AVAX);
  });
  it('args: a large own stake is capped by the maximum validator stake', () => {
    expect(delegationCapacity(1_000_000n * AVAX, 500_000n * AVAX)).toBe(MAX_VALIDATOR_STAKE - 1_500_000n * AVAX);
  });
  it('behavior: never negative when the validator is over the limit', () => {
    expect(delegationCapacity(2_000n * AVAX, 9_000n * AVAX)).toBe(0n);
  });
});

describe('shareOf', () => {
  it('default: fraction of the total', () => {
    expect(shareOf(1n, 3n)).toBeCloseTo(0.333333, 6);
  });
  it('args: a zero total gives zero', () => {
    expect(shareOf(5n, 0n)).toBe(0);
  });
  it('behavior: cut at 4 decimals of a percent, the float that decimal reads as', () => {
    expect(String(shareOf(7_075_080n, 100_000_000n))).toBe('0.07075');
  });
  it('behavior: exact for amounts beyond 2^53', () => {
    expect(shareOf(360_000_000n * AVAX, 720_000_000n * AVAX)).toBe(0.5);
  });
});

describe('heaviestFirst', () => {
  it('behavior: weights already heaviest first are returned as they are, not sorted again', () => {
    const sorted = [40n, 30n, 30n, 1n];
    expect(heaviestFirst(sorted)).toBe(sorted);
    expect(heaviestFirst([])).toEqual([]);
  });
  it('behavior: other weights come back as a sorted copy, the input left alone', () => {
    const weights = [10n, 40n, 20n, 2n ** 70n];
    expect(heaviestFirst(weights)).toEqual([2n ** 70n, 40n, 20n, 10n]);
    expect(weights).toEqual([10n, 40n, 20n, 2n ** 70n]);
  });
  it('behavior: equal weights keep their place and lighter ones go after heavier ones', () => {
    expect(heaviestFirst([1n, 3n, 2n, 3n])).toEqual([3n, 3n, 2n, 1n]);
    expect(heaviestFirst([2n, 5n])).toEqual([5n, 2n]);
  });
});

describe('weightThresholds', () => {
  it('default: heaviest first, strictly more than a third and a half', () => {
    expect(weightThresholds([10n, 40n, 20n, 30n])).toEqual({ third: 1, half: 2 });
  });
  it('behavior: exactly a third is not enough', () => {
    expect(weightThresholds([1n, 1n, 1n])).toEqual({ third: 2, half: 2 });
  });
  it('args: an empty set has no holders', () => {
    expect(weightThresholds([])).toEqual({ third: null, half: null });
  });
  it('args: against a larger total, weights that never pass a fraction have no count for it', () => {
    expect(weightThresholds([30n, 20n], 100n)).toEqual({ third: 2, half: null });
  });
  it('behavior: many equal validators', () => {
    const weights = Array.from({ length: 2000 }, () => 2_000n * AVAX);
    expect(weightThresholds(weights)).toEqual({ third: 667, half: 1001 });
  });
});

describe('runway', () => {
  it('default: whole seconds the balance pays for', () => {
    expect(runwaySeconds(44_236_800n, 512n)).toBe(86_400n);
  });
  it('behavior: floors a partial second', () => {
    expect(runwaySeconds(1_023n, 512n)).toBe(1n);
  });
  it('error: a zero price has no runway', () => {
    expect(runwaySeconds(100n, 0n)).toBeNull();
  });
  it('args: the end date counts from the given time', () => {
    expect(runwayEnd(new Date('2025-01-01T00:00:00Z'), 86_400n).toISOString()).toBe('2025-01-02T00:00:00.000Z');
  });
});

describe('feePercentToShares', () => {
  it('default: percent to parts per million', () => {
    expect(feePercentToShares(2)).toBe(20_000n);
    expect(feePercentToShares(4.7345)).toBe(47_345n);
  });
  it('behavior: half a part rounds up from the decimal (0.00015 × 10,000 is 1.4999… in floats)', () => {
    expect(feePercentToShares(0.00015)).toBe(2n);
  });
});

describe('cumulativeWeightCurve', () => {
  it('default: heaviest first, ending at 100 %', () => {
    expect(cumulativeWeightCurve([1n, 3n], 10)).toEqual([
      { validators: 1, percent: 75 },
      { validators: 2, percent: 100 },
    ]);
  });
  it('args: sampled to at most the given number of points', () => {
    const curve = cumulativeWeightCurve(Array.from({ length: 2000 }, (_, index) => BigInt(index + 1)), 101);
    expect(curve.length).toBeLessThanOrEqual(101);
    expect(curve[0]!.validators).toBe(1);
    expect(curve.at(-1)).toEqual({ validators: 2000, percent: 100 });
  });
  it('args: every ⌈n / (points − 1)⌉-th validator is a point, besides the first and the last', () => {
    expect(cumulativeWeightCurve(Array.from({ length: 10 }, () => 1n), 3).map((point) => [point.validators, point.percent])).toEqual([
      [1, 10],
      [5, 50],
      [10, 100],
    ]);
    expect(cumulativeWeightCurve(Array.from({ length: 7 }, () => 1n), 4).map((point) => point.validators)).toEqual([1, 3, 6, 7]);
  });
  it('error: nothing to draw without weight', () => {
    expect(cumulativeWeightCurve([], 10)).toEqual([]);
    expect(cumulativeWeightCurve([0n], 10)).toEqual([]);
  });
});

describe('minStakeDurationSeconds', () => {
  it('args: 14 days on mainnet, 24 hours on Fuji and the local network', () => {
    expect(minStakeDurationSeconds(1)).toBe(1_209_600n);
    expect(minStakeDurationSeconds(5)).toBe(86_400n);
    expect(minStakeDurationSeconds(12345)).toBe(86_400n);
  });
});

describe('minValidatorStakeDurationSeconds', () => {
  const HELICON = 1_785_250_800n;
  it("default: once Helicon is active, ACP-273's minimum: 48 h on mainnet, 12 h on Fuji, 1 h on the local network", () => {
    expect(minValidatorStakeDurationSeconds(1, HELICON, HELICON)).toBe(172_800n);
    expect(minValidatorStakeDurationSeconds(5, HELICON, HELICON)).toBe(43_200n);
    expect(minValidatorStakeDurationSeconds(12345, HELICON + 1n, HELICON)).toBe(3_600n);
  });
  it("edge: a second before Helicon, or with Helicon not scheduled, the network's minimum", () => {
    expect(minValidatorStakeDurationSeconds(1, HELICON - 1n, HELICON)).toBe(1_209_600n);
    expect(minValidatorStakeDurationSeconds(5, HELICON - 1n, HELICON)).toBe(86_400n);
    expect(minValidatorStakeDurationSeconds(12345, HELICON, undefined)).toBe(86_400n);
  });
});

describe('uptimeRequirementPercent', () => {
  // ACP-267 (the reference node's options.go prefersCommit): 90 % for a Primary Network validation
  // that starts at or after Helicon's activation, the network's 80 % otherwise.
  const HELICON = 1_785_250_800n;
  it('default: a validation started before Helicon, or with Helicon not scheduled, needs 80 %', () => {
    expect(uptimeRequirementPercent(HELICON - 1n, HELICON)).toBe(80);
    expect(uptimeRequirementPercent(HELICON, undefined)).toBe(80);
  });
  it('behavior: one started at the activation or after it needs 90 %', () => {
    expect(uptimeRequirementPercent(HELICON, HELICON)).toBe(90);
    expect(uptimeRequirementPercent(HELICON + 86_400n, HELICON)).toBe(90);
  });
});
