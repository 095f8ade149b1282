import { describe, expect, it } from 'vitest';
import { PRIMARY_REWARD_CONFIG, potentialReward, splitReward } from './reward';

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
