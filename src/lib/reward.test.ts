import { describe, expect, it } from 'vitest';
import { PRIMARY_REWARD_CONFIG, potentialReward, rewardConfigForStakeStart, splitReward } from './reward';

const AVAX = 1_000_000_000n;
const YEAR = 365n * 24n * 3600n;

describe('potentialReward', () => {
  it('default: a full minting period at half the cap earns the max rate (12 %)', () => {
    // remaining = 360M AVAX = supply, so reward = stake · 0.12 exactly.
    expect(potentialReward(PRIMARY_REWARD_CONFIG, YEAR, 2_000n * AVAX, 360_000_000n * AVAX)).toBe(240n * AVAX);
  });

  it('args: a half-year stake earns the interpolated rate on half the time', () => {
    // rate = 0.10 + 0.02 · 0.5 = 0.11; reward = 2,000 AVAX · 0.11 · 0.5 · (360M / 360M) = 110 AVAX.
    expect(potentialReward(PRIMARY_REWARD_CONFIG, YEAR / 2n, 2_000n * AVAX, 360_000_000n * AVAX)).toBe(110n * AVAX);
  });

  it('behavior: nothing is left to mint at the supply cap', () => {
    expect(potentialReward(PRIMARY_REWARD_CONFIG, YEAR, 2_000n * AVAX, PRIMARY_REWARD_CONFIG.supplyCap)).toBe(0n);
  });

  it('args: the reward scales with what is left to mint over the current supply', () => {
    // remaining 480M over supply 240M doubles the 12 % of a full year: 2,000 AVAX · 0.24.
    expect(potentialReward(PRIMARY_REWARD_CONFIG, YEAR, 2_000n * AVAX, 240_000_000n * AVAX)).toBe(480n * AVAX);
  });

  it('behavior: the reward is never more than what is left to mint', () => {
    // A stake ten times the supply would earn 1.2 × what is left; it gets what is left.
    expect(potentialReward(PRIMARY_REWARD_CONFIG, YEAR, 10_000n * AVAX, 1_000n * AVAX)).toBe(PRIMARY_REWARD_CONFIG.supplyCap - 1_000n * AVAX);
  });

  it('error: no supply or a supply past the cap earns nothing', () => {
    expect(potentialReward(PRIMARY_REWARD_CONFIG, YEAR, 2_000n * AVAX, 0n)).toBe(0n);
    expect(potentialReward(PRIMARY_REWARD_CONFIG, YEAR, 2_000n * AVAX, PRIMARY_REWARD_CONFIG.supplyCap + AVAX)).toBe(0n);
  });
});

describe('splitReward', () => {
  it('default: the validator keeps its 2 % share', () => {
    expect(splitReward(1_000n, 20_000n)).toEqual([20n, 980n]);
  });

  it('args: rounding favours the validator', () => {
    expect(splitReward(999n, 20_000n)).toEqual([20n, 979n]);
  });

  it('args: a 100 % fee leaves the delegator nothing, a 0 % fee leaves it everything', () => {
    expect(splitReward(999n, 1_000_000n)).toEqual([999n, 0n]);
    expect(splitReward(999n, 0n)).toEqual([0n, 999n]);
  });
});

describe('rewardConfigForStakeStart', () => {
  // ACP-285 (the reference node's reward/calculator.go configForStakeStart): the minimum consumption
  // rate moves from 10 % to 7.5 % over the 90 days after Helicon, by the stake's start. Figures
  // worked out by hand: 25,000 millionths × elapsed / 90 days, floored.
  const HELICON = 1_785_250_800n;
  const DAY = 86_400n;
  const minRate = (start: bigint, helicon: bigint | undefined = HELICON, config = PRIMARY_REWARD_CONFIG) =>
    rewardConfigForStakeStart(config, start, helicon).minConsumptionRate;

  it('default: before Helicon, or with Helicon not scheduled, the config is as it is', () => {
    expect(rewardConfigForStakeStart(PRIMARY_REWARD_CONFIG, HELICON - 1n, HELICON)).toBe(PRIMARY_REWARD_CONFIG);
    expect(rewardConfigForStakeStart(PRIMARY_REWARD_CONFIG, HELICON + 400n * DAY, undefined)).toBe(PRIMARY_REWARD_CONFIG);
  });
  it('behavior: ramped linearly from the activation to 90 days after it, then 7.5 %', () => {
    expect(minRate(HELICON)).toBe(100_000n);
    expect(minRate(HELICON + 1n)).toBe(100_000n);
    expect(minRate(HELICON + 30n * DAY)).toBe(91_667n);
    expect(minRate(HELICON + 45n * DAY)).toBe(87_500n);
    expect(minRate(HELICON + 90n * DAY - 1n)).toBe(75_001n);
    expect(minRate(HELICON + 90n * DAY)).toBe(75_000n);
    expect(minRate(HELICON + 400n * DAY)).toBe(75_000n);
  });
  it('behavior: only the minimum moves; the maximum, minting period and cap stay', () => {
    const { minConsumptionRate, ...rest } = rewardConfigForStakeStart(PRIMARY_REWARD_CONFIG, HELICON + 45n * DAY, HELICON);
    const { minConsumptionRate: before, ...restBefore } = PRIMARY_REWARD_CONFIG;
    expect([minConsumptionRate, before]).toEqual([87_500n, 100_000n]);
    expect(rest).toEqual(restBefore);
  });
  it('edge: a custom network below the target is raised toward it; one whose maximum is below the target, or already at it, is left alone', () => {
    const low = { ...PRIMARY_REWARD_CONFIG, minConsumptionRate: 50_000n };
    expect(minRate(HELICON + 45n * DAY, HELICON, low)).toBe(62_500n);
    const capped = { ...PRIMARY_REWARD_CONFIG, minConsumptionRate: 50_000n, maxConsumptionRate: 70_000n };
    expect(minRate(HELICON + 400n * DAY, HELICON, capped)).toBe(50_000n);
    const atTarget = { ...PRIMARY_REWARD_CONFIG, minConsumptionRate: 75_000n };
    expect(minRate(HELICON + 45n * DAY, HELICON, atTarget)).toBe(75_000n);
  });
});
