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
});

describe('splitReward', () => {
  it('default: the validator keeps its 2 % share', () => {
    expect(splitReward(1_000n, 20_000n)).toEqual([20n, 980n]);
  });

  it('args: rounding favours the validator', () => {
    expect(splitReward(999n, 20_000n)).toEqual([20n, 979n]);
  });
});
