import { delegationCapacity, shareOf } from '../../lib/staking';
import type { CurrentValidator } from '../../rpc/methods/platform-types';

/** How a validator entered the set: staked on the Primary Network (or an elastic subnet), added by subnet owners, or an L1 validator. */
export type ValidatorKind = 'staking' | 'permissioned' | 'l1';

/** One row of a validator table, derived once per answer so sorting and filtering only compare plain values. */
export interface ValidatorRow {
  kind: ValidatorKind;
  nodeID: string;
  /** Staking and permissioned validators. */
  txID?: string;
  /** L1 validators. */
  validationID?: string;
  ownStake: bigint;
  delegatedWeight: bigint;
  delegatorCount: bigint;
  totalWeight: bigint;
  /** Fraction of the set's total weight. */
  share: number;
  /** Staking validators only. */
  capacity?: bigint;
  delegationFee?: number;
  uptime?: number;
  connected?: boolean;
  startTime: bigint;
  endTime?: bigint;
  potentialReward?: bigint;
  hasBls: boolean;
  /** Auto-renewed validators (Helicon): the next cycle's length, 0 when it exits at the end of this one. */
  nextPeriod?: bigint;
  /** L1 validators: balance left for the continuous fee; inactive ones have 0. */
  balance?: bigint;
  /** L1 validators: false once the balance is 0 (the weight stays in the set but cannot sign). */
  active?: boolean;
  /** Reward and balance owner addresses (for search and the address lookup). */
  owners: string[];
  /** Lower-cased node ID, IDs and owners: what the free-text search matches. */
  searchText: string;
}

function kindOf(validator: CurrentValidator): ValidatorKind {
  if (validator.validationID !== undefined) return 'l1';
  if (validator.validationRewardOwner !== undefined || validator.potentialReward !== undefined) return 'staking';
  return 'permissioned';
}

/** Each owner address once (a validator's reward owners are most often the same one). A plain loop: it runs for every validator of a set of tens of thousands. */
function ownersOf(validator: CurrentValidator): string[] {
  const owners: string[] = [];
  for (const owner of [validator.validationRewardOwner, validator.delegationRewardOwner, validator.remainingBalanceOwner, validator.deactivationOwner]) {
    for (const address of owner?.addresses ?? []) if (!owners.includes(address)) owners.push(address);
  }
  return owners;
}

/** Rows of a `getCurrentValidators` answer, with shares of the set's total weight. */
export function toValidatorRows(validators: readonly CurrentValidator[]): ValidatorRow[] {
  const total = validators.reduce((sum, validator) => sum + validator.weight + (validator.delegatorWeight ?? 0n), 0n);
  return validators.map((validator) => {
    const kind = kindOf(validator);
    const delegatedWeight = validator.delegatorWeight ?? 0n;
    const totalWeight = validator.weight + delegatedWeight;
    const owners = ownersOf(validator);
    return {
      kind,
      nodeID: validator.nodeID,
      txID: validator.txID,
      validationID: validator.validationID,
      ownStake: validator.weight,
      delegatedWeight,
      delegatorCount: validator.delegatorCount ?? 0n,
      totalWeight,
      share: shareOf(totalWeight, total),
      capacity: kind === 'staking' ? delegationCapacity(validator.weight, delegatedWeight) : undefined,
      delegationFee: validator.delegationFee,
      uptime: validator.uptime,
      connected: validator.connected,
      startTime: validator.startTime,
      endTime: validator.endTime,
      potentialReward: validator.potentialReward,
      hasBls: validator.signer !== undefined || validator.publicKey !== undefined,
      nextPeriod: validator.nextPeriod,
      balance: validator.balance,
      // A node that leaves the balance out says nothing about activity.
      active: kind === 'l1' && validator.balance !== undefined ? validator.balance > 0n : undefined,
      owners,
      searchText: [validator.nodeID, validator.txID ?? '', validator.validationID ?? '', ...owners].join(' ').toLowerCase(),
    };
  });
}

export type YesNo = 'yes' | 'no';

/** The "uptime below" filter's value for each validator's own requirement (80 %, or 90 % for one started once Helicon is active). */
export const UPTIME_REQUIREMENT = 'requirement';

/** The uptime a Primary Network validation started at `start` (unix seconds) needs to be rewarded, in percent. */
type UptimeRequirementOf = (start: bigint) => number;

/** The filters of the validators table; every one is a URL search parameter. */
export interface ValidatorFilters {
  /** Free text: part of a node ID, tx/validation ID or owner address. */
  query?: string;
  connected?: YesNo;
  /** Only validators whose uptime is below this percent, or below what each one's reward needs. */
  uptimeBelow?: number | typeof UPTIME_REQUIREMENT;
  /** Days: only validators whose period ends within that many days from now. */
  endingWithinDays?: number;
  bls?: YesNo;
  /** Auto-renewed validators (yes) or fixed-term ones (no). */
  autoRenewing?: YesNo;
  /** Only validators that can still take a delegation: capacity left and time for the shortest one. */
  delegationOpen?: boolean;
  active?: YesNo;
}

const SECONDS_PER_DAY = 86_400;

function matchesYesNo(value: boolean | undefined, wanted: YesNo | undefined): boolean {
  return wanted === undefined || value === (wanted === 'yes');
}

function uptimeThreshold(uptimeBelow: ValidatorFilters['uptimeBelow'], row: ValidatorRow, requirementOf: UptimeRequirementOf | undefined): number | undefined {
  if (uptimeBelow !== UPTIME_REQUIREMENT) return uptimeBelow;
  return requirementOf?.(row.startTime);
}

/**
 * The test a row must pass to be shown, or undefined when no filter is set (every row is). Time
 * filters count from `nowSeconds`, the chain's time; until it is known they keep nothing. A
 * delegation must end by its validator's end, so one is open only while at least
 * `minDelegationSeconds` of the period remain. Uptime below the requirement keeps nothing until
 * `requirementOf` is known (the network's upgrade schedule).
 */
export function validatorFilter(
  filters: ValidatorFilters,
  nowSeconds: number | undefined,
  minDelegationSeconds: bigint,
  requirementOf?: UptimeRequirementOf,
): ((row: ValidatorRow) => boolean) | undefined {
  const query = filters.query?.trim().toLowerCase() ?? '';
  if (query === '' && !hasFilters(filters)) return undefined;
  const latestOpenStart = (row: ValidatorRow) => (row.endTime === undefined ? undefined : row.endTime - minDelegationSeconds);
  const now = nowSeconds === undefined ? undefined : BigInt(Math.floor(nowSeconds));
  const endLimit = filters.endingWithinDays === undefined || nowSeconds === undefined ? undefined : BigInt(Math.floor(nowSeconds + filters.endingWithinDays * SECONDS_PER_DAY));
  const uptimeBelow = (row: ValidatorRow) => {
    const threshold = uptimeThreshold(filters.uptimeBelow, row, requirementOf);
    return threshold !== undefined && row.uptime !== undefined && row.uptime < threshold;
  };
  return (row) =>
    (query === '' || row.searchText.includes(query)) &&
    matchesYesNo(row.connected, filters.connected) &&
    matchesYesNo(row.hasBls, filters.bls) &&
    matchesYesNo(row.nextPeriod !== undefined, filters.autoRenewing) &&
    matchesYesNo(row.active, filters.active) &&
    (filters.uptimeBelow === undefined || uptimeBelow(row)) &&
    (filters.endingWithinDays === undefined || (endLimit !== undefined && row.endTime !== undefined && row.endTime <= endLimit)) &&
    (!filters.delegationOpen || (now !== undefined && row.capacity !== undefined && row.capacity > 0n && (latestOpenStart(row) ?? now) >= now));
}

/** True when at least one filter (other than the search text) is set. */
export function hasFilters(filters: ValidatorFilters): boolean {
  return Object.entries(filters).some(([key, value]) => key !== 'query' && value !== undefined && value !== false);
}
