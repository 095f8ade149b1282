/** The Primary Network staking reward formula and the delegation fee split. */
export const PERCENT_DENOMINATOR = 1_000_000n;
const NANOSECONDS_PER_SECOND = 1_000_000_000n;

export interface RewardConfig {
  maxConsumptionRate: bigint;
  minConsumptionRate: bigint;
  /** Seconds. */
  mintingPeriod: bigint;
  supplyCap: bigint;
}

export const PRIMARY_REWARD_CONFIG: RewardConfig = {
  maxConsumptionRate: 120_000n,
  minConsumptionRate: 100_000n,
  mintingPeriod: 365n * 24n * 3600n,
  supplyCap: 720_000_000_000_000_000n,
};

/**
 * Potential reward of staking `stake` for `durationSeconds` when `currentSupply` is minted. The node
 * works in nanoseconds; the divisions happen in the same order so the floors match.
 */
export function potentialReward(config: RewardConfig, durationSeconds: bigint, stake: bigint, currentSupply: bigint): bigint {
  const duration = durationSeconds * NANOSECONDS_PER_SECOND;
  const mintingPeriod = config.mintingPeriod * NANOSECONDS_PER_SECOND;
  const remaining = config.supplyCap - currentSupply;
  if (remaining <= 0n || currentSupply <= 0n) return 0n;
  const rateNumerator =
    (config.maxConsumptionRate - config.minConsumptionRate) * duration + config.minConsumptionRate * mintingPeriod;
  const rateDenominator = mintingPeriod * PERCENT_DENOMINATOR;
  const reward = (remaining * rateNumerator * stake * duration) / rateDenominator / currentSupply / mintingPeriod;
  // Stryker disable next-line EqualityOperator: at equality both branches give the same value
  return reward > remaining ? remaining : reward;
}

/** Splits a delegator's reward: `[validator's cut, delegator's part]` for `shares` (×10⁻⁶). */
export function splitReward(total: bigint, shares: bigint): [bigint, bigint] {
  const delegatorPart = ((PERCENT_DENOMINATOR - shares) * total) / PERCENT_DENOMINATOR;
  return [total - delegatorPart, delegatorPart];
}
