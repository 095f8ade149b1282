import { exactDecimal, roundHalfUp } from './percent';

/** Staking arithmetic of the Primary Network: delegation capacity, weight shares, L1 fee runway. */

/** A validator's weight with delegations may reach this many times its own stake (the node's MaxValidatorWeightFactor). */
export const MAX_VALIDATOR_WEIGHT_FACTOR = 5n;
/** MaxValidatorStake: 3,000,000 tokens in base units, on every network. */
export const MAX_VALIDATOR_STAKE = 3_000_000_000_000_000n;
/** Parts-per-million used by `delegationFee` shares. */
export const SHARES_DENOMINATOR = 1_000_000n;
const BASIS_POINTS = 10_000n;
const SECONDS_PER_DAY = 86_400n;
const MAINNET_NETWORK_ID = 1;
/** MinStakeDuration: 14 days on mainnet, 24 hours on the test and local networks. */
const MAINNET_MIN_STAKE_DURATION = 14n * SECONDS_PER_DAY;
const OTHER_MIN_STAKE_DURATION = SECONDS_PER_DAY;
/** MaxStakeDuration: 365 days on every network. */
export const MAX_STAKE_DURATION_SECONDS = 365n * SECONDS_PER_DAY;
/** Uptime (percent, as the network sees it) a Primary Network validator needs for it and its delegators to be rewarded. */
export const UPTIME_REQUIREMENT_PERCENT = 80;
/** ACP-267: what a Primary Network validation that starts at or after Helicon's activation needs. */
export const ACP267_UPTIME_REQUIREMENT_PERCENT = 90;

/**
 * The uptime a Primary Network validation started at `start` (unix seconds) needs, as the reference
 * node decides it at the reward: 90 % from Helicon's activation on, 80 % before it or while Helicon
 * is not scheduled. A delegation is judged by its validator's.
 */
export function uptimeRequirementPercent(start: bigint, heliconActivation: bigint | undefined): number {
  return heliconActivation !== undefined && start >= heliconActivation ? ACP267_UPTIME_REQUIREMENT_PERCENT : UPTIME_REQUIREMENT_PERCENT;
}

const FUJI_NETWORK_ID = 5;
const SECONDS_PER_HOUR = 3_600n;
/** ACP-273's HeliconMinStakeDuration (genesis_*.go of the reference node): 48 h on mainnet, 12 h on Fuji, 1 h on the local network. */
const HELICON_MIN_STAKE_DURATION: ReadonlyMap<number, bigint> = new Map([
  [MAINNET_NETWORK_ID, 48n * SECONDS_PER_HOUR],
  [FUJI_NETWORK_ID, 12n * SECONDS_PER_HOUR],
]);
const OTHER_HELICON_MIN_STAKE_DURATION = SECONDS_PER_HOUR;

/** The shortest staking period, also a delegation's, on the network with this ID (seconds). */
export function minStakeDurationSeconds(networkId: number): bigint {
  return networkId === MAINNET_NETWORK_ID ? MAINNET_MIN_STAKE_DURATION : OTHER_MIN_STAKE_DURATION;
}

/**
 * The shortest Primary Network validation (fixed-term or an auto-renewed cycle) the node takes at
 * chain time `now`, as the reference node's `primaryNetworkValidatorMinStakeDuration` decides it:
 * ACP-273's shorter minimum once Helicon is active, the network's `minStakeDurationSeconds` before.
 * A delegation keeps the latter.
 */
export function minValidatorStakeDurationSeconds(networkId: number, now: bigint, heliconActivation: bigint | undefined): bigint {
  if (heliconActivation === undefined || now < heliconActivation) return minStakeDurationSeconds(networkId);
  return HELICON_MIN_STAKE_DURATION.get(networkId) ?? OTHER_HELICON_MIN_STAKE_DURATION;
}

/**
 * What delegators may still add to a validator: `min(5 × own stake, max validator stake)` minus its
 * current total weight (own stake plus delegations), never below zero.
 */
export function delegationCapacity(ownStake: bigint, delegatedWeight: bigint, maxValidatorStake = MAX_VALIDATOR_STAKE): bigint {
  const byFactor = ownStake * MAX_VALIDATOR_WEIGHT_FACTOR;
  // Stryker disable next-line EqualityOperator: at equality both branches give the same value
  const limit = byFactor < maxValidatorStake ? byFactor : maxValidatorStake;
  const left = limit - ownStake - delegatedWeight;
  // Stryker disable next-line EqualityOperator: at equality both branches give the same value
  return left > 0n ? left : 0n;
}

/** Shares keep 4 decimals of a percent, cut (not rounded): rounding half-up to 3 decimals or fewer stays exact. */
const SHARE_UNITS = BASIS_POINTS * 100n;

/**
 * `part / total` as a fraction with 4 decimals of a percent, cut (0 when total is 0). The float is
 * the one nearest that decimal, so `formatFractionPercent` reads the decimal back.
 */
export function shareOf(part: bigint, total: bigint): number {
  if (total <= 0n) return 0;
  return Number((part * SHARE_UNITS) / total) / Number(SHARE_UNITS);
}

/** `part / total` (total above 0) in percent with 4 decimals, cut, as `shareOf` (multiplying its float by 100 would not stay on the decimal). */
function percentOf(part: bigint, total: bigint): number {
  return Number((part * SHARE_UNITS) / total) / Number(BASIS_POINTS);
}

export interface WeightThresholds {
  /** Fewest validators that together hold more than a third of the weight (can halt the network); null when all of them together do not. */
  third: number | null;
  /** Fewest validators that together hold more than half of the weight; null when all of them together do not. */
  half: number | null;
}

const sumOf = (weights: readonly bigint[]): bigint => weights.reduce((sum, weight) => sum + weight, 0n);

const heavierFirst = (a: bigint, b: bigint): number => (a > b ? -1 : a < b ? 1 : 0);

/**
 * `weights` heaviest first: the array itself when it already is (one sort of a large set then
 * serves several figures), else a sorted copy.
 */
export function heaviestFirst(weights: readonly bigint[]): readonly bigint[] {
  let previous: bigint | undefined;
  for (const weight of weights) {
    if (previous !== undefined && weight > previous) return [...weights].sort(heavierFirst);
    previous = weight;
  }
  return weights;
}

/**
 * The smallest number of validators, heaviest first, whose summed weight exceeds a third and a half of
 * `total`. Strictly more than the fraction: a set of exactly one third cannot stop consensus. `total`
 * is the whole set's weight, which may hold weight that none of `weights` can sign with (inactive L1
 * validators); it defaults to the sum of `weights`.
 */
export function weightThresholds(weights: readonly bigint[], total: bigint = sumOf(weights)): WeightThresholds {
  const sorted = heaviestFirst(weights);
  let third: number | null = null;
  let half: number | null = null;
  let running = 0n;
  for (const [i, weight] of sorted.entries()) {
    running += weight;
    if (third === null && running * 3n > total) third = i + 1;
    if (running * 2n > total) {
      half = i + 1;
      break;
    }
  }
  return { third, half };
}

/** Whole seconds an L1 validator's balance pays for at `pricePerSecond` (null when the price is 0). */
export function runwaySeconds(balance: bigint, pricePerSecond: bigint): bigint | null {
  if (pricePerSecond <= 0n) return null;
  return balance / pricePerSecond;
}

/** When the balance runs out, counting from `from` (the chain time the balance was read at). */
export function runwayEnd(from: Date, seconds: bigint): Date {
  return new Date(from.getTime() + Number(seconds) * 1000);
}

/** Delegation fee percent (e.g. 2 for "2.0000") as the tx's parts-per-million shares, from the decimal the node sent. */
export function feePercentToShares(percent: number): bigint {
  const { units, scale } = exactDecimal(percent);
  return roundHalfUp(units * (SHARES_DENOMINATOR / 100n), 10n ** BigInt(scale));
}

export interface CurvePoint {
  /** Number of validators counted, heaviest first. */
  validators: number;
  /** Their combined share of the total weight, in percent. */
  percent: number;
}

/**
 * The cumulative weight curve (heaviest first) sampled at most `maxPoints` times: how much of
 * `total` (by default the sum of `weights`) the top N validators hold. Always includes the first and
 * the last validator.
 */
export function cumulativeWeightCurve(weights: readonly bigint[], maxPoints: number, total: bigint = sumOf(weights)): CurvePoint[] {
  const sorted = heaviestFirst(weights);
  if (sorted.length === 0 || total === 0n) return [];
  const every = Math.max(1, Math.ceil(sorted.length / Math.max(1, maxPoints - 1)));
  const points: CurvePoint[] = [];
  let running = 0n;
  sorted.forEach((weight, index) => {
    running += weight;
    const count = index + 1;
    if (count === 1 || count % every === 0 || count === sorted.length) {
      points.push({ validators: count, percent: percentOf(running, total) });
    }
  });
  return points;
}
