import { describe, expect, it } from 'vitest';
import { PRIMARY_REWARD_CONFIG, rewardConfigForStakeStart } from './reward';
import { annualYield, estimateReward, stakeProblems } from './reward-estimate';

const TOKEN = 1_000_000_000n;
const YEAR = 365n * 86_400n;
const DAY = 86_400n;

describe('estimateReward', () => {
  it('default: a validator gets the whole potential reward', () => {
    // Half the cap minted, a full year: 12 % of the stake.
    expect(estimateReward({ config: PRIMARY_REWARD_CONFIG, kind: 'validator', stake: 2_000n * TOKEN, durationSeconds: YEAR, currentSupply: 360_000_000n * TOKEN, shares: 20_000n })).toEqual({
      total: 240n * TOKEN,
      annualYield: 1_200n,
    });
  });

  it('args: a delegation is split by the fee, rounding for the validator', () => {
    const { total, split } = estimateReward({ config: PRIMARY_REWARD_CONFIG, kind: 'delegator', stake: 25n * TOKEN, durationSeconds: YEAR, currentSupply: 360_000_000n * TOKEN, shares: 20_000n });
    expect(total).toBe(3n * TOKEN);
    expect(split).toEqual({ validatorFee: 60_000_000n, delegator: 2_940_000_000n });
    expect(split!.validatorFee + split!.delegator).toBe(total);
  });

  it("args: a delegation's yearly yield is its part after the fee", () => {
    // 12 % a year, less a 2 % fee: 11.76 %.
    expect(estimateReward({ config: PRIMARY_REWARD_CONFIG, kind: 'delegator', stake: 25n * TOKEN, durationSeconds: YEAR, currentSupply: 360_000_000n * TOKEN, shares: 20_000n }).annualYield).toBe(1_176n);
  });

  it('behavior: after Helicon (ACP-285, minimum rate 7.5 %) a half-year validation earns 9.75 % a year instead of 11 %', () => {
    // Half the cap minted: the yearly rate is min + (max − min) × ½, so 10 % + 1 % before and 7.5 % + 2.25 % after.
    const input = { kind: 'validator' as const, stake: 2_000n * TOKEN, durationSeconds: YEAR / 2n, currentSupply: 360_000_000n * TOKEN };
    const helicon = 1_785_250_800n;
    const before = estimateReward({ ...input, config: PRIMARY_REWARD_CONFIG });
    const after = estimateReward({ ...input, config: rewardConfigForStakeStart(PRIMARY_REWARD_CONFIG, helicon + 90n * DAY, helicon) });
    expect([before.total, before.annualYield]).toEqual([110n * TOKEN, 1_100n]);
    expect([after.total, after.annualYield]).toEqual([97_500_000_000n, 975n]);
  });

  it('behavior: a shorter period earns at a lower yearly rate (the formula favours long stakes)', () => {
    const supply = 360_000_000n * TOKEN;
    const short = estimateReward({ config: PRIMARY_REWARD_CONFIG, kind: 'validator', stake: 2_000n * TOKEN, durationSeconds: 14n * DAY, currentSupply: supply });
    // With as much left to mint as is minted: 10 % + 2 % × 14/365 = 10.0767… % a year, against 12 % for a year.
    expect(short.annualYield).toBe(1_008n);
  });
});

describe('annualYield', () => {
  it('default: the reward over the period, scaled to a year, in basis points', () => {
    expect(annualYield(8n * TOKEN, 100n * TOKEN, YEAR)).toBe(800n);
    expect(annualYield(TOKEN, 100n * TOKEN, YEAR / 2n)).toBe(200n);
  });

  it('behavior: rounds half up, exactly at any size', () => {
    // 0.125 basis points rounds down, 0.5 up, 1.4999… down.
    expect(annualYield(125n, 10_000_000n, YEAR)).toBe(0n);
    expect(annualYield(5n, 100_000n, YEAR)).toBe(1n);
    expect(annualYield(14_999n, 100_000_000n, YEAR)).toBe(1n);
    expect(annualYield(15_000n, 100_000_000n, YEAR)).toBe(2n);
    const huge = 10n ** 30n;
    expect(annualYield(huge, 10n * huge, YEAR)).toBe(1_000n);
  });

  it('error: no stake or no period gives 0, not a division by zero', () => {
    expect(annualYield(TOKEN, 0n, YEAR)).toBe(0n);
    expect(annualYield(TOKEN, TOKEN, 0n)).toBe(0n);
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

  it("args: the rule behind a minimum that is not the network's usual one is named", () => {
    const acp273 = { ...limits, minDuration: 3_600n, minDurationRule: 'ACP-273, since Helicon' };
    expect(stakeProblems('validator', 2_000n * TOKEN, 3_600n, acp273)).toEqual([]);
    expect(stakeProblems('validator', 2_000n * TOKEN, 3_599n, acp273)).toEqual(['The period is shorter than the minimum staking duration of 1h (ACP-273, since Helicon).']);
  });

  it("behavior: a delegation may not outlast its validator", () => {
    const delegation = { ...limits, minStake: 25n * TOKEN, validatorEnd: limits.start + 2n * DAY };
    expect(stakeProblems('delegator', 25n * TOKEN, 2n * DAY, delegation)).toEqual([]);
    expect(stakeProblems('delegator', 25n * TOKEN, 2n * DAY + 1n, delegation)).toEqual(['The delegation would end after its validator does, 2d from now.']);
  });
});
