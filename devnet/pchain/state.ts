import type { GasState } from '../../src/lib/fees';
import type { UpgradeSchedule } from '../upgrades';
import type { AtomicTxRecord } from './atomic';
import { decodeBlock } from '../../src/lib/codec/block';
import { decodeSignedTx } from '../../src/lib/codec/tx';
import type { Block, OutputOwners, Output, PChainOwner, SignedTx, TransferableOutput } from '../../src/lib/codec/types';

/** A spendable output: `id` is sha256(uint64 BE outputIndex || txID), cb58. */
export interface Utxo {
  id: string;
  idBytes: Uint8Array;
  txId: Uint8Array;
  outputIndex: number;
  assetId: Uint8Array;
  output: Output;
}

export type TxStatus = 'Committed' | 'Aborted';

export interface TxRecord {
  id: string;
  /** Read from `bytes` each time it is asked for (see StoredTx). */
  readonly tx: SignedTx;
  bytes: Uint8Array;
  status: TxStatus;
  height: bigint;
}

export interface BlockRecord {
  id: string;
  /** Unix seconds (the genesis block carries no time of its own). */
  time: bigint;
  /** Read from `bytes` each time it is asked for (see StoredBlock). */
  readonly block: Block;
  bytes: Uint8Array;
}

/**
 * An accepted tx as the chain keeps it: its bytes. Its parsed form is read from them when asked
 * for (only a tx asked for as JSON): a grown network's hundreds of thousands of parsed txs were a
 * large part of its heap, and every full garbage collection walked them.
 */
export class StoredTx implements TxRecord {
  constructor(
    readonly id: string,
    readonly bytes: Uint8Array,
    readonly status: TxStatus,
    readonly height: bigint,
  ) {}

  get tx(): SignedTx {
    return decodeSignedTx(this.bytes);
  }
}

/** An accepted block as the chain keeps it: its bytes, parsed when asked for (as StoredTx). */
export class StoredBlock implements BlockRecord {
  constructor(
    readonly id: string,
    readonly time: bigint,
    readonly bytes: Uint8Array,
  ) {}

  get block(): Block {
    return decodeBlock(this.bytes);
  }
}

/** A Primary Network validator or delegator, or a permissioned subnet validator. */
export interface Staker {
  txId: string;
  kind: 'validator' | 'delegator' | 'subnetValidator';
  subnetId: string;
  nodeId: Uint8Array;
  nodeIdText: string;
  start: bigint;
  end: bigint;
  weight: bigint;
  /** Height of the block that added it; it leaves the set at `endHeight`. */
  startHeight: bigint;
  endHeight: bigint | undefined;
  potentialReward: bigint;
  /** Validators only: delegation fee shares (×10⁻⁶), owners and BLS key. */
  shares: bigint;
  rewardOwner: OutputOwners;
  delegationRewardOwner: OutputOwners;
  publicKey: Uint8Array | undefined;
  proofOfPossession: Uint8Array | undefined;
  /** Delegatee rewards the validator has earned from delegators that already ended. */
  accruedDelegateeReward: bigint;
  /** Uptime profile: percent around which this node's uptime moves. */
  uptimeBase: number;
  /** Stake outputs of the staker tx (returned when it ends). */
  stakeOutputs: TransferableOutput[];
  /** Validators only: current delegations to it. */
  delegatorCount: number;
  delegatorWeight: bigint;
  /** Index of the first stake output in the tx's output numbering. */
  stakeOutputOffset: number;
  /** An auto-renewed validator (Helicon): each cycle is a record of its own, all with the tx's ID. */
  autoRenewal?: AutoRenewal;
}

/** What the reference node keeps of an auto-renewed validator beside its staker (`StakingInfo`). */
export interface AutoRenewal {
  /** Who may change the config (`validatorAuthority`). */
  authority: OutputOwners;
  /** Seconds of the next cycle; 0 exits at the end of this one. */
  nextPeriod: bigint;
  /** Share of each cycle's rewards restaked, ×10⁻⁶. */
  autoCompoundShares: bigint;
  /** Rewards restaked by earlier cycles, already part of the weight. */
  accruedValidationRewards: bigint;
  accruedDelegateeRewards: bigint;
}

export interface Subnet {
  id: string;
  createTxId: string;
  owner: OutputOwners;
  chains: string[];
  conversionId: string | undefined;
  managerChainId: string | undefined;
  managerAddress: Uint8Array | undefined;
  createdHeight: bigint;
}

export interface Chain {
  id: string;
  name: string;
  subnetId: string;
  vmId: string;
  evmChainId: number;
  createdHeight: bigint;
}

export interface L1ValidatorState {
  validationId: string;
  subnetId: string;
  nodeId: Uint8Array;
  nodeIdText: string;
  publicKey: Uint8Array;
  remainingBalanceOwner: PChainOwner;
  deactivationOwner: PChainOwner;
  weight: bigint;
  /** The weights a SetL1ValidatorWeightTx replaced, oldest first: `weight` at heights below `until`. */
  earlierWeights?: Array<{ until: bigint; weight: bigint }>;
  startTime: bigint;
  minNonce: bigint;
  /** 0 when inactive; the balance is `endAccumulatedFee − accruedFees` while active. */
  endAccumulatedFee: bigint;
  startHeight: bigint;
  /** Height at which its weight was set to zero (it leaves the set). */
  endHeight: bigint | undefined;
  /** Heights at which it was active: `[from, to)`, `to` undefined while active. */
  activity: Array<{ from: bigint; to: bigint | undefined }>;
}

export interface DroppedTx {
  id: string;
  reason: string;
}

/** The P-Chain state changed only by accepting blocks. */
export interface ChainState {
  networkId: number;
  hrp: string;
  /** The network upgrade schedule the chain runs (the rules and the reward config a staker's start time selects). */
  upgrades: UpgradeSchedule;
  blocks: BlockRecord[];
  blockIndex: Map<string, number>;
  txs: Map<string, TxRecord>;
  dropped: Map<string, DroppedTx>;
  utxos: Map<string, Utxo>;
  /** Address (hex) → UTXO IDs it can spend. */
  utxosByAddress: Map<string, Set<string>>;
  /** Atomic UTXOs by `<destination chain>:<source chain>`, same indexing. */
  atomic: Map<string, AtomicUtxoSet>;
  rewardUtxos: Map<string, Utxo[]>;
  stakers: Staker[];
  stakerByTx: Map<string, Staker>;
  /** Current Primary Network validators by node ID text. */
  validatorsByNode: Map<string, Staker>;
  /** Current stakers ordered by end time (then delegators first, then tx ID): the next to leave first. */
  endQueue: Staker[];
  /** While true (bulk genesis), stakers are appended to `endQueue` and sorted once at the end. */
  deferEndQueue: boolean;
  subnets: Map<string, Subnet>;
  subnetOrder: string[];
  chains: Map<string, Chain>;
  l1Validators: Map<string, L1ValidatorState>;
  /** C-Chain atomic txs and the C-Chain block counter they are accepted at. */
  atomicTxs: Map<string, AtomicTxRecord>;
  cChainHeight: bigint;
  evmNonces: Map<string, bigint>;
  supply: bigint;
  gas: GasState;
  validatorExcess: bigint;
  accruedFees: bigint;
  time: bigint;
}

export interface AtomicUtxoSet {
  utxos: Map<string, Utxo>;
  byAddress: Map<string, Set<string>>;
}

export function newAtomicSet(): AtomicUtxoSet {
  return { utxos: new Map(), byAddress: new Map() };
}

export function ownersOf(output: Output): Uint8Array[] {
  return output.kind === 'LockOut' ? output.output.addresses : output.addresses;
}

/** The owner that signs for an output the devnet spends itself (its wallets' outputs all name one). */
export function firstOwnerOf(output: Output): Uint8Array {
  const [owner] = ownersOf(output);
  if (!owner) throw new Error('the output names no owner to sign with');
  return owner;
}

/** The last accepted block: genesis is accepted before anything reads the chain. */
export function headBlock(state: ChainState): BlockRecord {
  const head = state.blocks.at(-1);
  if (!head) throw new Error('the P-Chain has no genesis block yet');
  return head;
}

export function amountOf(output: Output): bigint {
  return output.kind === 'LockOut' ? output.output.amount : output.amount;
}
