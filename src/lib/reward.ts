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

/** ACP-285: the Primary Network's minimum consumption rate once Helicon is active (7.5 %). */
const HELICON_MIN_CONSUMPTION_RATE = 75_000n;
/** ACP-285: stakes starting within this time of Helicon's activation get a share of the change in proportion. */
const HELICON_MIN_CONSUMPTION_RAMP_SECONDS = 90n * 24n * 3600n;

/**
 * The Primary Network's reward config for a stake starting at `stakeStart` (unix seconds), as the
 * reference node's `configForStakeStart` makes it: before Helicon's activation (or with Helicon not
 * scheduled) the config as it is; from the activation on, the minimum consumption rate moves to
 * 7.5 %, linearly over the 90 days after it. A config already at 7.5 %, or whose maximum is below it,
 * stays as it is.
 */
export function rewardConfigForStakeStart(config: RewardConfig, stakeStart: bigint, heliconActivation: bigint | undefined): RewardConfig {
  if (heliconActivation === undefined || stakeStart < heliconActivation) return config;
  if (config.minConsumptionRate === HELICON_MIN_CONSUMPTION_RATE || config.maxConsumptionRate < HELICON_MIN_CONSUMPTION_RATE) return config;
  const fullChange =
    config.minConsumptionRate > HELICON_MIN_CONSUMPTION_RATE ? config.minConsumptionRate - HELICON_MIN_CONSUMPTION_RATE : HELICON_MIN_CONSUMPTION_RATE - config.minConsumptionRate;
  const elapsed = stakeStart - heliconActivation;
  const change = elapsed < HELICON_MIN_CONSUMPTION_RAMP_SECONDS ? (fullChange * elapsed) / HELICON_MIN_CONSUMPTION_RAMP_SECONDS : fullChange;
  const minConsumptionRate = config.minConsumptionRate < HELICON_MIN_CONSUMPTION_RATE ? config.minConsumptionRate + change : config.minConsumptionRate - change;
  return { ...config, minConsumptionRate };
}

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
