/**
 * Schemas of the `platform.*` results the app names (platform-types.ts derives their types). A
 * schema normalises what a node sends, so it is also where a result's fields are documented.
 */
import { isRecord } from '../../lib/json-value';
import { aliased, array, boolean, custom, date, decimal, integer, literal, nullable, object, optional, string, withDefault } from '../schema';
import { outputOwners } from './shared';

export const blockchain = object({ id: string, name: string, subnetID: string, vmID: string });

export const blockchainStatus = literal('Validating', 'Created', 'Preferred', 'Syncing', 'Unknown');

export const delegator = object({
  txID: string,
  startTime: integer,
  endTime: integer,
  weight: integer,
  nodeID: string,
  rewardOwner: optional(outputOwners),
  potentialReward: optional(integer),
});

export const currentValidator = object({
  nodeID: string,
  weight: integer,
  startTime: integer,
  txID: optional(string),
  endTime: optional(integer),
  /** L1 validators only. */
  validationID: optional(string),
  /** L1 validators only. */
  publicKey: optional(string),
  /** L1 validators only. */
  remainingBalanceOwner: optional(outputOwners),
  /** L1 validators only. */
  deactivationOwner: optional(outputOwners),
  /** L1 validators only. */
  minNonce: optional(integer),
  /** L1 validators only. */
  balance: optional(integer),
  /** Primary Network (and elastic subnet) validators only. */
  validationRewardOwner: optional(outputOwners),
  /** Primary Network (and elastic subnet) validators only. */
  delegationRewardOwner: optional(outputOwners),
  potentialReward: optional(integer),
  accruedDelegateeReward: optional(integer),
  /** Percent, e.g. 2 for "2.0000". */
  delegationFee: optional(aliased(['delegationFee', 'delegationFeeRate'], decimal)),
  /** Percent 0–100. */
  uptime: optional(decimal),
  connected: optional(boolean),
  signer: optional(
    object({ publicKey: string, proofOfPossession: aliased(['proofOfPossession', 'proofOfPosession'], string) }),
  ),
  /** Auto-renewed validators only (Helicon): who may change the config. */
  validatorAuthority: optional(outputOwners),
  /** Auto-renewed validators only: seconds of the next cycle; 0 exits at the end of this one. */
  nextPeriod: optional(integer),
  /** Auto-renewed validators only: the share of each cycle's rewards restaked, in millionths. */
  autoCompoundRewardShares: optional(integer),
  delegatorCount: optional(integer),
  delegatorWeight: optional(integer),
  delegators: optional(array(delegator)),
});

export const feeConfig = object({
  weights: array(integer),
  maxCapacity: integer,
  maxPerSecond: integer,
  targetPerSecond: integer,
  minPrice: integer,
  excessConversionConstant: integer,
});

export const feeState = object({ capacity: integer, excess: integer, price: integer, timestamp: date });

export const l1Validator = object({
  validationID: string,
  subnetID: string,
  nodeID: string,
  publicKey: string,
  remainingBalanceOwner: outputOwners,
  deactivationOwner: outputOwners,
  startTime: integer,
  weight: integer,
  minNonce: integer,
  balance: integer,
  height: optional(integer),
});

export const subnet = object({
  isPermissioned: boolean,
  controlKeys: withDefault(array(string), () => []),
  threshold: integer,
  locktime: integer,
  subnetTransformationTxID: optional(string),
  conversionID: optional(string),
  managerChainID: optional(string),
  /** `0x…` or null when the subnet is not an L1. */
  managerAddress: withDefault(nullable(string), () => null),
});

const keyedWeight = object({
  weight: integer,
  /** `0x…` compressed BLS key, or null when the node says the validator has none. */
  publicKey: withDefault(nullable(string), () => null),
});

/**
 * A validator's weight, sent as `{publicKey, weight}` or as a bare weight. A bare weight says
 * nothing about a key: `publicKey` is left absent, not null (the spec's `{nodeID: weight}` shape).
 */
export const validatorWeight = custom<{ weight: bigint; publicKey?: string | null }>(
  'a weight or {publicKey, weight}',
  (value, path) => (isRecord(value) ? keyedWeight.parse(value, path) : { weight: integer.parse(value, path) }),
);

export const validatorFeeConfig = object({
  capacity: integer,
  target: integer,
  minPrice: integer,
  excessConversionConstant: integer,
  /** Only in the published example, not on real nodes. */
  targetPerSecond: optional(integer),
});

export const validatorFeeState = object({ excess: integer, price: integer, timestamp: date });
