import { describe, expect, it } from 'vitest';
import { estimateReward, stakeProblems } from './reward-estimate';

const TOKEN = 1_000_000_000n;
const YEAR = 365n * 86_400n;
const DAY = 86_400n;

describe('estimateReward', () => {
  it('default: a validator gets the whole potential reward', () => {
    // Half the cap minted, a full year: 12 % of the stake.
    expect(estimateReward({ kind: 'validator', stake: 2_000n * TOKEN, durationSeconds: YEAR, currentSupply: 360_000_000n * TOKEN, shares: 20_000n })).toEqual({
      total: 240n * TOKEN,
    });
  });

  it('args: a delegation is split by the fee, rounding for the validator', () => {
    const { total, split } = estimateReward({ kind: 'delegator', stake: 25n * TOKEN, durationSeconds: YEAR, currentSupply: 360_000_000n * TOKEN, shares: 20_000n });
    expect(total).toBe(3n * TOKEN);
    expect(split).toEqual({ validatorFee: 60_000_000n, delegator: 2_940_000_000n });
    expect(split!.validatorFee + split!.delegator).toBe(total);
  });
});

describe('stakeProblems', () => {
  const limits = { minStake: 2_000n * TOKEN, minDuration: DAY, start: 1_000n };

  it('default: a stake within every limit has none', () => {
    expect(stakeProblems('validator', 2_000n * TOKEN, 14n * DAY, limits)).toEqual([]);
  });

  it('behavior: each broken limit is named', () => {
    expect(stakeProblems('validator', TOKEN, DAY - 1n, limits)).toEqual([
      'The stake is below the minimum validator stake of 2,000.',
      'The period is shorter than the minimum staking duration of 1d.',
    ]);
    expect(stakeProblems('validator', 3_000_001n * TOKEN, YEAR + 1n, limits)).toEqual([
      'The stake is above the maximum validator stake of 3,000,000.',
      'The period is longer than the maximum staking duration of 365d.',
    ]);
  });

  it("behavior: a delegation may not outlast its validator", () => {
    const delegation = { ...limits, minStake: 25n * TOKEN, validatorEnd: limits.start + 2n * DAY };
    expect(stakeProblems('delegator', 25n * TOKEN, 2n * DAY, delegation)).toEqual([]);
    expect(stakeProblems('delegator', 25n * TOKEN, 2n * DAY + 1n, delegation)).toEqual(['The delegation would end after its validator does, 2d from now.']);
  });
});
