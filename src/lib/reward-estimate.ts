import { formatAmount } from './amount';
import { potentialReward, PRIMARY_REWARD_CONFIG, splitReward, type RewardConfig } from './reward';
import { formatDuration, type StakerKind } from './reward-inputs';
import { MAX_STAKE_DURATION_SECONDS, MAX_VALIDATOR_STAKE } from './staking';

export interface RewardEstimate {
  /** The potential reward the node would record for the staker. */
  total: bigint;
  /** A delegation's reward, split as the node pays it out. */
  split?: { delegator: bigint; validatorFee: bigint };
  /** The staker's own part (a delegation's after the fee) as a yearly rate, in basis points (see `annualYield`). */
  annualYield: bigint;
}

/** A yearly yield is counted in basis points, hundredths of a percent: 813 is 8.13 %. */
export const BASIS_POINTS_PER_PERCENT = 100n;
const BASIS_POINTS_PER_WHOLE = 100n * BASIS_POINTS_PER_PERCENT;

/**
 * The yearly rate `reward` over `durationSeconds` comes to on `stake`, in basis points rounded half
 * up: simple, not compounded, over the reward's year (its minting period). Exact integer math; 0
 * without a stake or a period.
 */
export function annualYield(reward: bigint, stake: bigint, durationSeconds: bigint): bigint {
  if (stake <= 0n || durationSeconds <= 0n) return 0n;
  const numerator = reward * PRIMARY_REWARD_CONFIG.mintingPeriod * BASIS_POINTS_PER_WHOLE;
  const denominator = stake * durationSeconds;
  return (2n * numerator + denominator) / (2n * denominator);
}

export interface EstimateInput {
  kind: StakerKind;
  /** The reward config for the stake's start (`rewardConfigForStakeStart`). */
  config: RewardConfig;
  stake: bigint;
  durationSeconds: bigint;
  currentSupply: bigint;
  /** The validator's delegation fee, parts per million; delegations only. */
  shares?: bigint;
}

/** The reward of staking from now, as the node computes it when the staker starts, and a delegation's split. */
export function estimateReward({ kind, config, stake, durationSeconds, currentSupply, shares }: EstimateInput): RewardEstimate {
  const total = potentialReward(config, durationSeconds, stake, currentSupply);
  if (kind === 'validator' || shares === undefined) return { total, annualYield: annualYield(total, stake, durationSeconds) };
  const [validatorFee, delegator] = splitReward(total, shares);
  return { total, split: { delegator, validatorFee }, annualYield: annualYield(delegator, stake, durationSeconds) };
}

export interface StakeLimits {
  /** The node's minimum stake for this kind of staker (`platform.getMinStake`). */
  minStake: bigint;
  /** The network's shortest staking period for this staker, seconds. */
  minDuration: bigint;
  /** The rule that set `minDuration` when it is not the network's usual one (ACP-273's). */
  minDurationRule?: string;
  /** When the period starts (chain time, unix seconds). */
  start: bigint;
  /** A delegation's validator's end time (unix seconds), when one was picked. */
  validatorEnd?: bigint;
}

/** Why the node would refuse such a staker, if it would: the reward is still shown, for comparison. */
export function stakeProblems(kind: StakerKind, stake: bigint, durationSeconds: bigint, limits: StakeLimits): string[] {
  const problems: string[] = [];
  const amount = (value: bigint) => formatAmount(value, { trimZeros: true });
  if (stake < limits.minStake) problems.push(`The stake is below the minimum ${kind} stake of ${amount(limits.minStake)}.`);
  if (kind === 'validator' && stake > MAX_VALIDATOR_STAKE) problems.push(`The stake is above the maximum validator stake of ${amount(MAX_VALIDATOR_STAKE)}.`);
  if (durationSeconds < limits.minDuration) {
    const rule = limits.minDurationRule === undefined ? '' : ` (${limits.minDurationRule})`;
    problems.push(`The period is shorter than the minimum staking duration of ${formatDuration(limits.minDuration)}${rule}.`);
  }
  if (durationSeconds > MAX_STAKE_DURATION_SECONDS) problems.push(`The period is longer than the maximum staking duration of ${formatDuration(MAX_STAKE_DURATION_SECONDS)}.`);
  if (limits.validatorEnd !== undefined && limits.start + durationSeconds > limits.validatorEnd) {
    problems.push(`The delegation would end after its validator does, ${formatDuration(limits.validatorEnd - limits.start)} from now.`);
  }
  return problems;
}
