import { potentialReward, PRIMARY_REWARD_CONFIG, splitReward } from '../../src/lib/reward';
import type { SignedTx, TransferableOutput } from '../../src/lib/codec/types';
import { nodeIdFromBytes, parseId } from '../../src/lib/ids';
import type { BlockBuilder } from './block-builder';
import { MAX_VALIDATOR_STAKE, MAX_VALIDATOR_WEIGHT_FACTOR, P_CHAIN_ID, P_CHAIN_ID_BYTES, UPTIME_REQUIREMENT } from './constants';
import { addOutputs } from './ledger';
import type { ChainState, Staker } from './state';
import type { WalletContext } from './wallet';
import { avaxOutput, buildTx, owners } from './wallet';

const BLS_PUBLIC_KEY_LENGTH = 48;
const BLS_SIGNATURE_LENGTH = 96;

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
    if (endsBefore(queue[mid]!, staker)) low = mid + 1;
    else high = mid;
  }
  queue.splice(low, 0, staker);
}

function register(state: ChainState, staker: Staker): void {
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
  const state = builder.state;
  const start = state.time;
  const publicKey = plan.bls ? context.rng.bytes(BLS_PUBLIC_KEY_LENGTH) : undefined;
  const proofOfPossession = plan.bls ? context.rng.bytes(BLS_SIGNATURE_LENGTH) : undefined;
  const stakeOutputs = [avaxOutput(plan.owner, plan.stake)];
  let outputCount = 0;
  const built = buildTx(context, plan.owner, plan.stake, (base) => {
    outputCount = base.outputs.length;
    return {
      ...base,
      kind: 'AddPermissionlessValidatorTx',
      validator: { nodeId: plan.nodeId, start, end: plan.end, weight: plan.stake },
      subnetId: P_CHAIN_ID_BYTES,
      signer: publicKey && proofOfPossession ? { kind: 'ProofOfPossession', publicKey, proofOfPossession } : { kind: 'EmptySigner' },
      stake: stakeOutputs,
      validationRewardsOwner: owners(plan.owner),
      delegationRewardsOwner: owners(plan.owner),
      shares: plan.shares,
    };
  });
  if (!built || !builder.add(built)) return undefined;
  const staker: Staker = {
    txId: built.id,
    kind: 'validator',
    subnetId: P_CHAIN_ID,
    nodeId: plan.nodeId,
    nodeIdText: nodeIdFromBytes(plan.nodeId),
    start,
    end: plan.end,
    weight: plan.stake,
    startHeight: builder.nextHeight,
    endHeight: undefined,
    potentialReward: potentialReward(PRIMARY_REWARD_CONFIG, plan.end - start, plan.stake, state.supply),
    shares: plan.shares,
    rewardOwner: owners(plan.owner),
    delegationRewardOwner: owners(plan.owner),
    publicKey,
    proofOfPossession,
    accruedDelegateeReward: 0n,
    uptimeBase: plan.uptimeBase,
    stakeOutputs,
    stakeOutputOffset: outputCount,
    delegatorCount: 0,
    delegatorWeight: 0n,
  };
  register(state, staker);
  state.validatorsByNode.set(staker.nodeIdText, staker);
  return staker;
}

export function addDelegator(builder: BlockBuilder, context: WalletContext, plan: DelegatorPlan): Staker | undefined {
  const state = builder.state;
  const start = state.time;
  const validator = plan.validator;
  if (plan.stake > delegationCapacity(validator) || plan.end > validator.end || validator.endHeight !== undefined) return undefined;
  const stakeOutputs = [avaxOutput(plan.owner, plan.stake)];
  let outputCount = 0;
  const built = buildTx(context, plan.owner, plan.stake, (base) => {
    outputCount = base.outputs.length;
    return {
      ...base,
      kind: 'AddPermissionlessDelegatorTx',
      validator: { nodeId: validator.nodeId, start, end: plan.end, weight: plan.stake },
      subnetId: P_CHAIN_ID_BYTES,
      stake: stakeOutputs,
      rewardsOwner: owners(plan.owner),
    };
  });
  if (!built || !builder.add(built)) return undefined;
  const staker: Staker = {
    ...validator,
    txId: built.id,
    kind: 'delegator',
    start,
    end: plan.end,
    weight: plan.stake,
    startHeight: builder.nextHeight,
    endHeight: undefined,
    potentialReward: potentialReward(PRIMARY_REWARD_CONFIG, plan.end - start, plan.stake, state.supply),
    shares: 0n,
    rewardOwner: owners(plan.owner),
    delegationRewardOwner: owners(plan.owner),
    publicKey: undefined,
    proofOfPossession: undefined,
    accruedDelegateeReward: 0n,
    stakeOutputs,
    stakeOutputOffset: outputCount,
    delegatorCount: 0,
    delegatorWeight: 0n,
  };
  register(state, staker);
  validator.delegatorCount += 1;
  validator.delegatorWeight += plan.stake;
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
export function rewardStaker(builder: BlockBuilder, staker: Staker): void {
  const state = builder.state;
  const validator = staker.kind === 'delegator' ? state.validatorsByNode.get(staker.nodeIdText) : staker;
  const commit = (validator?.uptimeBase ?? 0) >= UPTIME_REQUIREMENT;
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
        if (delegatorPart > 0n) rewards.push(avaxOutput(staker.rewardOwner.addresses[0]!, delegatorPart));
      }
    } else {
      state.validatorsByNode.delete(staker.nodeIdText);
      if (commit && staker.potentialReward > 0n) rewards.push(avaxOutput(staker.rewardOwner.addresses[0]!, staker.potentialReward));
      if (staker.accruedDelegateeReward > 0n) {
        rewards.push(avaxOutput(staker.delegationRewardOwner.addresses[0]!, staker.accruedDelegateeReward));
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
