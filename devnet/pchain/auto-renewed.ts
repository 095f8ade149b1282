import { potentialReward, splitReward } from '../../src/lib/reward';
import type { OutputOwners, SignedTx, TransferableOutput } from '../../src/lib/codec/types';
import { parseId } from '../../src/lib/ids';
import { present } from '../../src/lib/present';
import type { BlockBuilder } from './block-builder';
import { BLS_KEYS } from './bls-keys';
import { MAX_VALIDATOR_STAKE, P_CHAIN_ID, uptimeRequirement } from './constants';
import { cb58 } from './hash';
import { addOutputs } from './ledger';
import { nodeIdTextOf, ownedOutput, primaryRewardConfig, register } from './staking';
import { expectKind } from './subnets';
import type { AutoRenewal, Staker } from './state';
import { amountOf } from './state';
import type { BuiltTx, WalletContext } from './wallet';
import type { UpgradeSchedule } from '../upgrades';
import { avaxOutput, buildTx, owners } from './wallet';

export interface AutoRenewedPlan {
  /** Pays, stakes and receives the rewards. */
  owner: Uint8Array;
  /** Signs config changes. */
  authority: Uint8Array;
  nodeId: Uint8Array;
  stake: bigint;
  /** Seconds of the first cycle. */
  period: bigint;
  shares: bigint;
  autoCompoundShares: bigint;
  uptimeBase: number;
}

/** The first `threshold` addresses of an owner sign, as the devnet's wallet signs authorisations. */
function authOf(owner: OutputOwners): { signatureIndices: bigint[] } {
  return { signatureIndices: Array.from({ length: Number(owner.threshold) }, (_, i) => BigInt(i)) };
}

export function addAutoRenewedValidator(builder: BlockBuilder, context: WalletContext, plan: AutoRenewedPlan): Staker | undefined {
  const key = context.rng.pick(BLS_KEYS);
  const built = buildTx(context, plan.owner, plan.stake, (base) => ({
    ...base,
    kind: 'AddAutoRenewedValidatorTx',
    nodeId: plan.nodeId,
    signer: { kind: 'ProofOfPossession', ...key },
    stake: [avaxOutput(plan.owner, plan.stake)],
    validationRewardsOwner: owners(plan.owner),
    delegationRewardsOwner: owners(plan.owner),
    validatorAuthority: owners(plan.authority),
    delegationShares: plan.shares,
    autoCompoundRewardShares: plan.autoCompoundShares,
    period: plan.period,
  }));
  if (!built || !builder.add(built)) return undefined;
  return applyAddAutoRenewedValidator(builder, built, plan.uptimeBase);
}

/** Its first cycle starts at the block's time and lasts `period`; `nextPeriod` starts as `period`. */
export function applyAddAutoRenewedValidator(builder: BlockBuilder, built: BuiltTx, uptimeBase: number): Staker {
  const state = builder.state;
  const tx = expectKind(built, 'AddAutoRenewedValidatorTx');
  const start = state.time;
  const weight = tx.stake.reduce((sum, output) => sum + amountOf(output.output), 0n);
  const signer = tx.signer.kind === 'ProofOfPossession' ? tx.signer : undefined;
  const staker: Staker = {
    txId: built.id,
    kind: 'validator',
    subnetId: P_CHAIN_ID,
    nodeId: tx.nodeId,
    nodeIdText: nodeIdTextOf(tx.nodeId),
    start,
    end: start + tx.period,
    weight,
    startHeight: builder.nextHeight,
    endHeight: undefined,
    potentialReward: potentialReward(primaryRewardConfig(state, start), tx.period, weight, state.supply),
    shares: tx.delegationShares,
    rewardOwner: tx.validationRewardsOwner,
    delegationRewardOwner: tx.delegationRewardsOwner,
    publicKey: signer?.publicKey,
    proofOfPossession: signer?.proofOfPossession,
    accruedDelegateeReward: 0n,
    uptimeBase,
    stakeOutputs: tx.stake,
    stakeOutputOffset: tx.outputs.length,
    delegatorCount: 0,
    delegatorWeight: 0n,
    autoRenewal: {
      authority: tx.validatorAuthority,
      nextPeriod: tx.period,
      autoCompoundShares: tx.autoCompoundRewardShares,
      accruedValidationRewards: 0n,
      accruedDelegateeRewards: 0n,
    },
  };
  register(state, staker);
  state.validatorsByNode.set(staker.nodeIdText, staker);
  return staker;
}

/** A config change signed by the validator's authority, paid by `payer`. */
export function setAutoRenewedConfig(builder: BlockBuilder, context: WalletContext, payer: Uint8Array, validator: Staker, autoCompoundShares: bigint, period: bigint): boolean {
  const authority = validator.autoRenewal?.authority;
  if (!authority) return false;
  const built = buildTx(
    context,
    payer,
    0n,
    (base) => ({ ...base, kind: 'SetAutoRenewedValidatorConfigTx', txId: parseId(validator.txId), auth: authOf(authority), autoCompoundRewardShares: autoCompoundShares, period }),
    authority,
  );
  if (!built || !builder.add(built)) return false;
  applySetAutoRenewedConfig(builder, built);
  return true;
}

/** The new share and period take effect at the end of the current cycle. */
export function applySetAutoRenewedConfig(builder: BlockBuilder, built: BuiltTx): void {
  const tx = expectKind(built, 'SetAutoRenewedValidatorConfigTx');
  const validator = present(builder.state.stakerByTx.get(cb58(tx.txId)), "The config tx's validator");
  const renewal = present(validator.autoRenewal, "The config tx's validator renewal");
  renewal.autoCompoundShares = tx.autoCompoundRewardShares;
  renewal.nextPeriod = tx.period;
}

/**
 * The next cycle (`restakeAutoRenewedValidatorOnCommit`): the configured share of the cycle's
 * reward and delegatee reward is restaked, within the room left under the maximum stake (split
 * between the two in proportion), and the validator goes on as a new record from the option block.
 * Returns what is withdrawn: `[validation, delegatee]`.
 */
function renew(builder: BlockBuilder, staker: Staker, renewal: AutoRenewal, optionHeight: bigint): [bigint, bigint] {
  const state = builder.state;
  let [restakedValidation] = splitReward(staker.potentialReward, renewal.autoCompoundShares);
  let [restakedDelegatee] = splitReward(staker.accruedDelegateeReward, renewal.autoCompoundShares);
  const capacity = MAX_VALIDATOR_STAKE - staker.weight;
  const restaked = restakedValidation + restakedDelegatee;
  if (restaked > capacity) {
    restakedValidation = (restakedValidation * capacity) / restaked;
    restakedDelegatee = capacity - restakedValidation;
  }
  const weight = staker.weight + restakedValidation + restakedDelegatee;
  const start = staker.end;
  const next: Staker = {
    ...staker,
    start,
    end: start + renewal.nextPeriod,
    weight,
    startHeight: optionHeight,
    endHeight: undefined,
    potentialReward: potentialReward(primaryRewardConfig(state, start), renewal.nextPeriod, weight, state.supply),
    accruedDelegateeReward: 0n,
    autoRenewal: {
      ...renewal,
      accruedValidationRewards: renewal.accruedValidationRewards + restakedValidation,
      accruedDelegateeRewards: renewal.accruedDelegateeRewards + restakedDelegatee,
    },
  };
  register(state, next);
  state.validatorsByNode.set(next.nodeIdText, next);
  return [staker.potentialReward - restakedValidation, staker.accruedDelegateeReward - restakedDelegatee];
}

/**
 * Ends an auto-renewed validator's cycle: a proposal block with its RewardAutoRenewedValidatorTx
 * (the cycle's end as its timestamp), committed when the uptime met the requirement, aborted
 * otherwise. Commit renews it for `nextPeriod`, or, when that is 0, returns the stake and pays
 * every reward; abort returns the stake and the accrued rewards and forfeits the cycle's reward.
 * Reward outputs belong to the reward tx, stake outputs to the validator tx.
 */
export function rewardAutoRenewedValidator(builder: BlockBuilder, staker: Staker, renewal: AutoRenewal, upgrades: UpgradeSchedule): void {
  const state = builder.state;
  // Each cycle is judged from its own start, as the reference node measures uptime.
  const commit = staker.uptimeBase >= uptimeRequirement(upgrades, staker.start);
  const stakerTxId = parseId(staker.txId);
  const time = staker.end > state.time ? staker.end : state.time;
  const tx: SignedTx = { unsignedTx: { kind: 'RewardAutoRenewedValidatorTx', txId: stakerTxId, timestamp: time }, credentials: [] };
  builder.propose(time, tx, commit, (optionHeight, rewardTxId) => {
    staker.endHeight = optionHeight;
    const delegatee = staker.accruedDelegateeReward + renewal.accruedDelegateeRewards;
    let withdrawn: [bigint, bigint];
    if (commit && renewal.nextPeriod > 0n) withdrawn = renew(builder, staker, renewal, optionHeight);
    else {
      state.validatorsByNode.delete(staker.nodeIdText);
      addOutputs(state, stakerTxId, staker.stakeOutputs, staker.stakeOutputOffset);
      if (!commit) state.supply -= staker.potentialReward;
      withdrawn = [renewal.accruedValidationRewards + (commit ? staker.potentialReward : 0n), delegatee];
    }
    const [validation, delegation] = withdrawn;
    const rewards: TransferableOutput[] = [];
    if (validation > 0n) rewards.push(ownedOutput(staker.rewardOwner, validation));
    if (delegation > 0n) rewards.push(ownedOutput(staker.delegationRewardOwner, delegation));
    if (rewards.length > 0) state.rewardUtxos.set(rewardTxId, addOutputs(state, parseId(rewardTxId), rewards));
  });
}
