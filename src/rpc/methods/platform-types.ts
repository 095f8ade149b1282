import type { JsonValue } from '../json';
import type { OutputOwners } from './shared';

/** Normalised results of the `platform.*` methods. */
/** `hex` (with checksum, the default), `hexnc` (no checksum), `hexc`, or `json` (blocks and txs only). */
export type Encoding = 'hex' | 'hexnc' | 'hexc' | 'json';

export interface SubnetQuery {
  /** Primary Network when omitted. */
  subnetID?: string;
}

export interface EncodedBlock {
  /** `0x…` for hex encodings; the block's JSON (lossless: integers are bigints) for `json`. */
  block: JsonValue;
  encoding: string;
}

export interface EncodedTx {
  tx: JsonValue;
  encoding: string;
}

export interface Balance {
  /** Native-asset totals (reference node); absent on nodes that only send the per-asset maps. */
  balance?: bigint;
  unlocked?: bigint;
  lockedStakeable?: bigint;
  lockedNotStakeable?: bigint;
  /** assetID -> amount. */
  balances: Record<string, bigint>;
  unlockeds: Record<string, bigint>;
  lockedStakeables: Record<string, bigint>;
  lockedNotStakeables: Record<string, bigint>;
  utxoIDs: { txID: string; outputIndex: bigint }[];
}

export interface Blockchain {
  id: string;
  name: string;
  subnetID: string;
  vmID: string;
}

export type BlockchainStatus = 'Validating' | 'Created' | 'Preferred' | 'Syncing' | 'Unknown';
export type TxStatus = 'Committed' | 'Aborted' | 'Processing' | 'Dropped' | 'Unknown';

export interface Delegator {
  txID: string;
  startTime: bigint;
  endTime: bigint;
  weight: bigint;
  nodeID: string;
  rewardOwner?: OutputOwners;
  potentialReward?: bigint;
}

/** A current validator; which fields are present depends on the subnet kind (Primary Network, permissioned subnet or L1). */
export interface CurrentValidator {
  nodeID: string;
  weight: bigint;
  startTime: bigint;
  txID?: string;
  endTime?: bigint;
  /** L1 validators only. */
  validationID?: string;
  publicKey?: string;
  remainingBalanceOwner?: OutputOwners;
  deactivationOwner?: OutputOwners;
  minNonce?: bigint;
  balance?: bigint;
  /** Primary Network (and elastic subnet) validators only. */
  validationRewardOwner?: OutputOwners;
  delegationRewardOwner?: OutputOwners;
  potentialReward?: bigint;
  accruedDelegateeReward?: bigint;
  /** Percent, e.g. 2 for "2.0000". */
  delegationFee?: number;
  /** Percent 0–100. */
  uptime?: number;
  connected?: boolean;
  signer?: { publicKey: string; proofOfPossession: string };
  delegatorCount?: bigint;
  delegatorWeight?: bigint;
  delegators?: Delegator[];
}

export interface FeeConfig {
  weights: bigint[];
  maxCapacity: bigint;
  maxPerSecond: bigint;
  targetPerSecond: bigint;
  minPrice: bigint;
  excessConversionConstant: bigint;
}

export interface FeeState {
  capacity: bigint;
  excess: bigint;
  price: bigint;
  timestamp: Date;
}

export interface L1Validator {
  validationID: string;
  subnetID: string;
  nodeID: string;
  publicKey: string;
  remainingBalanceOwner: OutputOwners;
  deactivationOwner: OutputOwners;
  startTime: bigint;
  weight: bigint;
  minNonce: bigint;
  balance: bigint;
  height?: bigint;
}

export interface Subnet {
  isPermissioned: boolean;
  controlKeys: string[];
  threshold: bigint;
  locktime: bigint;
  subnetTransformationTxID?: string;
  conversionID?: string;
  managerChainID?: string;
  /** `0x…` or null when the subnet is not an L1. */
  managerAddress: string | null;
}

export interface ValidatorWeight {
  weight: bigint;
  /** `0x…` compressed BLS key, or null (also when the node sent bare weights). */
  publicKey: string | null;
}

export interface ValidatorSet {
  validators: { publicKey: string | null; weight: bigint; nodeIDs: string[] }[];
  totalWeight: bigint;
}

export interface ValidatorFeeConfig {
  capacity: bigint;
  target: bigint;
  minPrice: bigint;
  excessConversionConstant: bigint;
  /** Only in the published example, not on real nodes. */
  targetPerSecond?: bigint;
}

export interface ValidatorFeeState {
  excess: bigint;
  price: bigint;
  timestamp: Date;
}
