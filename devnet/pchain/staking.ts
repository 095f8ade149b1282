import { potentialReward, PRIMARY_REWARD_CONFIG, rewardConfigForStakeStart, splitReward, type RewardConfig } from '../../src/lib/reward';
import type { OutputOwners, SignedTx, TransferableOutput } from '../../src/lib/codec/types';
import { parseId } from '../../src/lib/ids';
import { itemAt } from '../../src/lib/lists';
import type { BlockBuilder } from './block-builder';
import { BLS_KEYS } from './bls-keys';
import { nodeIdText } from './hash';
import { AVAX_ASSET_ID_BYTES, MAX_VALIDATOR_STAKE, MAX_VALIDATOR_WEIGHT_FACTOR, P_CHAIN_ID, P_CHAIN_ID_BYTES, uptimeRequirement } from './constants';
import { addOutputs } from './ledger';
import type { ChainState, Staker } from './state';
import type { BuiltTx, WalletContext } from './wallet';
import type { UpgradeSchedule } from '../upgrades';
import { avaxOutput, buildTx, owners } from './wallet';


export interface ValidatorPlan {
  /** Pays, stakes and receives the rewards. */
  owner: Uint8Array;
  nodeId: Uint8Array;
  stake: bigint;
  end: bigint;
  shares: bigint;
  bls: boolean;
  uptimeBase: number;
}

export interface DelegatorPlan {
  owner: Uint8Array;
  validator: Staker;
  stake: bigint;
  end: bigint;
}

/** Node ID texts by a validator tx's node ID bytes, which the delegations generated for it share. */
const nodeIdTexts = new WeakMap<Uint8Array, string>();

export function nodeIdTextOf(bytes: Uint8Array): string {
  let text = nodeIdTexts.get(bytes);
  if (text === undefined) {
    text = nodeIdText(bytes);
    nodeIdTexts.set(bytes, text);
  }
  return text;
}

const KIND_PRIORITY: Record<Staker['kind'], number> = { delegator: 0, subnetValidator: 1, validator: 2 };

function endsBefore(a: Staker, b: Staker): boolean {
  if (a.end !== b.end) return a.end < b.end;
  if (a.kind !== b.kind) return KIND_PRIORITY[a.kind] < KIND_PRIORITY[b.kind];
  return a.txId < b.txId;
}

export function sortEndQueue(state: ChainState): void {
  state.endQueue.sort((a, b) => (endsBefore(a, b) ? -1 : endsBefore(b, a) ? 1 : 0));
  state.deferEndQueue = false;
}

export function enqueueEnd(state: ChainState, staker: Staker): void {
  const queue = state.endQueue;
  if (state.deferEndQueue) {
    queue.push(staker);
    return;
  }
  let low = 0;
  let high = queue.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    // low ≤ mid < high ≤ queue.length.
    if (endsBefore(itemAt(queue, mid), staker)) low = mid + 1;
    else high = mid;
  }
  queue.splice(low, 0, staker);
}

/** A reward output owned as the staker's reward owner says. */
export function ownedOutput(owner: OutputOwners, amount: bigint): TransferableOutput {
  return { assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount, ...owner } };
}

export function register(state: ChainState, staker: Staker): void {
  state.stakers.push(staker);
  state.stakerByTx.set(staker.txId, staker);
  state.supply += staker.potentialReward;
  enqueueEnd(state, staker);
}

/** Room left under min(5 × own stake, max stake) for more delegation. */
export function delegationCapacity(validator: Staker): bigint {
  const factorCap = validator.weight * MAX_VALIDATOR_WEIGHT_FACTOR;
  const cap = factorCap < MAX_VALIDATOR_STAKE ? factorCap : MAX_VALIDATOR_STAKE;
  const used = validator.weight + validator.delegatorWeight;
  return cap > used ? cap - used : 0n;
}

export function addValidator(builder: BlockBuilder, context: WalletContext, plan: ValidatorPlan): Staker | undefined {
  const start = builder.state.time;
  const key = plan.bls ? context.rng.pick(BLS_KEYS) : undefined;
  // Base fields listed, not spread (as for delegations): thousands of generated validators.
  const built = buildTx(context, plan.owner, plan.stake, (base) => ({
    networkId: base.networkId,
    blockchainId: base.blockchainId,
    outputs: base.outputs,
    inputs: base.inputs,
    memo: base.memo,
    kind: 'AddPermissionlessValidatorTx',
    validator: { nodeId: plan.nodeId, start, end: plan.end, weight: plan.stake },
    subnetId: P_CHAIN_ID_BYTES,
    signer: key ? { kind: 'ProofOfPossession', ...key } : { kind: 'EmptySigner' },
    stake: [avaxOutput(plan.owner, plan.stake)],
    validationRewardsOwner: owners(plan.owner),
    delegationRewardsOwner: owners(plan.owner),
    shares: plan.shares,
  }));
  if (!built || !builder.add(built)) return undefined;
  return applyAddValidator(builder, built, plan.uptimeBase);
}

/** The reward config of a Primary Network stake starting at `start` on this chain: ACP-285's after Helicon. */
export function primaryRewardConfig(state: ChainState, start: bigint): RewardConfig {
  return rewardConfigForStakeStart(PRIMARY_REWARD_CONFIG, start, state.upgrades.heliconTime);
}

/** A Primary Network validator starts at the block's time, as the tx describes it. */
export function applyAddValidator(builder: BlockBuilder, built: BuiltTx, uptimeBase: number): Staker {
  const state = builder.state;
  const tx = built.tx.unsignedTx;
  if (tx.kind !== 'AddPermissionlessValidatorTx') throw new Error(`expected an AddPermissionlessValidatorTx, got ${tx.kind}`);
  const start = state.time;
  const staker: Staker = {
    txId: built.id,
    kind: 'validator',
    subnetId: P_CHAIN_ID,
    nodeId: tx.validator.nodeId,
    nodeIdText: nodeIdTextOf(tx.validator.nodeId),
    start,
    end: tx.validator.end,
    weight: tx.validator.weight,
    startHeight: builder.nextHeight,
    endHeight: undefined,
    potentialReward: potentialReward(primaryRewardConfig(state, start), tx.validator.end - start, tx.validator.weight, state.supply),
    shares: tx.shares,
    rewardOwner: tx.validationRewardsOwner,
    delegationRewardOwner: tx.delegationRewardsOwner,
    publicKey: tx.signer.kind === 'ProofOfPossession' ? tx.signer.publicKey : undefined,
    proofOfPossession: tx.signer.kind === 'ProofOfPossession' ? tx.signer.proofOfPossession : undefined,
    accruedDelegateeReward: 0n,
    uptimeBase,
    stakeOutputs: tx.stake,
    stakeOutputOffset: tx.outputs.length,
    delegatorCount: 0,
    delegatorWeight: 0n,
  };
  register(state, staker);
  state.validatorsByNode.set(staker.nodeIdText, staker);
  return staker;
}

export function addDelegator(builder: BlockBuilder, context: WalletContext, plan: DelegatorPlan): Staker | undefined {
  const start = builder.state.time;
  const validator = plan.validator;
  if (plan.stake > delegationCapacity(validator) || plan.end > validator.end || validator.endHeight !== undefined) return undefined;
  // Base fields listed, not spread: this runs for each of the tens of thousands of generated delegations.
  const built = buildTx(context, plan.owner, plan.stake, (base) => ({
    networkId: base.networkId,
    blockchainId: base.blockchainId,
    outputs: base.outputs,
    inputs: base.inputs,
    memo: base.memo,
    kind: 'AddPermissionlessDelegatorTx',
    validator: { nodeId: validator.nodeId, start, end: plan.end, weight: plan.stake },
    subnetId: P_CHAIN_ID_BYTES,
    stake: [avaxOutput(plan.owner, plan.stake)],
    rewardsOwner: owners(plan.owner),
  }));
  if (!built || !builder.add(built)) return undefined;
  return applyAddDelegator(builder, built);
}

/** A delegation to a current Primary Network validator starts at the block's time. */
export function applyAddDelegator(builder: BlockBuilder, built: BuiltTx): Staker {
  const state = builder.state;
  const tx = built.tx.unsignedTx;
  if (tx.kind !== 'AddPermissionlessDelegatorTx') throw new Error(`expected an AddPermissionlessDelegatorTx, got ${tx.kind}`);
  const validator = state.validatorsByNode.get(nodeIdTextOf(tx.validator.nodeId));
  if (!validator) throw new Error(`no current validator ${nodeIdText(tx.validator.nodeId)}`);
  const start = state.time;
  // The validator's fields a delegation shares are named, not spread: 22k generated delegations.
  const staker: Staker = {
    txId: built.id,
    kind: 'delegator',
    subnetId: validator.subnetId,
    nodeId: validator.nodeId,
    nodeIdText: validator.nodeIdText,
    start,
    end: tx.validator.end,
    weight: tx.validator.weight,
    startHeight: builder.nextHeight,
    endHeight: undefined,
    potentialReward: potentialReward(primaryRewardConfig(state, start), tx.validator.end - start, tx.validator.weight, state.supply),
    shares: 0n,
    rewardOwner: tx.rewardsOwner,
    delegationRewardOwner: tx.rewardsOwner,
    publicKey: undefined,
    proofOfPossession: undefined,
    accruedDelegateeReward: 0n,
    uptimeBase: validator.uptimeBase,
    stakeOutputs: tx.stake,
    stakeOutputOffset: tx.outputs.length,
    delegatorCount: 0,
    delegatorWeight: 0n,
  };
  register(state, staker);
  validator.delegatorCount += 1;
  validator.delegatorWeight += tx.validator.weight;
  return staker;
}

/** Adds a permissioned subnet validator (no reward; it simply leaves at its end time). */
export function registerSubnetValidator(state: ChainState, staker: Staker): void {
  state.stakers.push(staker);
  state.stakerByTx.set(staker.txId, staker);
  enqueueEnd(state, staker);
}

/**
 * Ends a Primary Network staker: a proposal block with its RewardValidatorTx, committed when the
 * validator's uptime met the requirement (stake back plus reward), aborted otherwise (stake back,
 * the potential reward leaves the supply).
 */
export function rewardStaker(builder: BlockBuilder, staker: Staker, upgrades: UpgradeSchedule): void {
  const state = builder.state;
  const validator = staker.kind === 'delegator' ? state.validatorsByNode.get(staker.nodeIdText) : staker;
  const commit = validator !== undefined && validator.uptimeBase >= uptimeRequirement(upgrades, validator.start);
  const stakerTxId = parseId(staker.txId);
  const tx: SignedTx = { unsignedTx: { kind: 'RewardValidatorTx', txId: stakerTxId }, credentials: [] };
  const time = staker.end > state.time ? staker.end : state.time;
  builder.propose(time, tx, commit, (optionHeight) => {
    staker.endHeight = optionHeight;
    let index = staker.stakeOutputOffset;
    addOutputs(state, stakerTxId, staker.stakeOutputs, index);
    index += staker.stakeOutputs.length;
    const rewards: TransferableOutput[] = [];
    if (staker.kind === 'delegator') {
      if (validator) {
        validator.delegatorCount -= 1;
        validator.delegatorWeight -= staker.weight;
      }
      if (commit) {
        const [validatorCut, delegatorPart] = splitReward(staker.potentialReward, validator?.shares ?? 0n);
        if (validator) validator.accruedDelegateeReward += validatorCut;
        if (delegatorPart > 0n) rewards.push(ownedOutput(staker.rewardOwner, delegatorPart));
      }
    } else {
      state.validatorsByNode.delete(staker.nodeIdText);
      if (commit && staker.potentialReward > 0n) rewards.push(ownedOutput(staker.rewardOwner, staker.potentialReward));
      if (staker.accruedDelegateeReward > 0n) {
        rewards.push(ownedOutput(staker.delegationRewardOwner, staker.accruedDelegateeReward));
      }
    }
    if (!commit) state.supply -= staker.potentialReward;
    if (rewards.length > 0) state.rewardUtxos.set(staker.txId, addOutputs(state, stakerTxId, rewards, index));
  });
}

/** Removes permissioned subnet validators whose end time has passed. */
export function removeSubnetValidator(staker: Staker, height: bigint): void {
  staker.endHeight = height;
}
