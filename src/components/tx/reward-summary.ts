import type { TxKind } from '../../lib/codec/types';
import type { InferredBlockKind } from '../../lib/codec/infer-kind';
import { isRecord } from '../../lib/json-value';
import type { TxStatus, TxView } from '../../queries/txs';
import type { UtxoRow } from '../address/utxo-rows';
import { nodeIdOf } from './json-access';

/** What a reward tx's staker was, read from the staker tx. */
export interface StakerSummary {
  kind: 'validator' | 'delegator' | 'permissionless validator' | 'permissionless delegator' | 'auto-renewed validator';
  nodeId: string | undefined;
}

const STAKER_KINDS: Partial<Record<TxKind, StakerSummary['kind']>> = {
  AddValidatorTx: 'validator',
  AddDelegatorTx: 'delegator',
  AddPermissionlessValidatorTx: 'permissionless validator',
  AddPermissionlessDelegatorTx: 'permissionless delegator',
  AddAutoRenewedValidatorTx: 'auto-renewed validator',
};

/** The staker a reward tx pays, or undefined when the tx it names is not one that is rewarded. */
export function stakerSummary(stakerTx: TxView): StakerSummary | undefined {
  const kind = STAKER_KINDS[stakerTx.kind];
  if (kind === undefined) return undefined;
  const validator = stakerTx.unsignedTx.validator;
  // An auto-renewed validator's node ID is a top-level field, in hex.
  const nodeId = isRecord(validator) ? nodeIdOf(validator.nodeID) : nodeIdOf(stakerTx.unsignedTx.nodeID);
  return { kind, nodeId };
}

export type RewardOutcome = 'rewarded' | 'notRewarded' | 'undecided';

/**
 * Whether the staker was rewarded: a reward tx is proposed, and its proposal aborted (the tx's
 * status, or the option block after the proposal block) means stake back without a reward.
 */
export function rewardOutcome(status: TxStatus, followingBlock: InferredBlockKind | undefined): RewardOutcome {
  if (status === 'Aborted' || followingBlock === 'BanffAbortBlock' || followingBlock === 'ApricotAbortBlock') return 'notRewarded';
  if (status === 'Committed') return 'rewarded';
  return 'undecided';
}

/** The total paid by the reward UTXOs, and to whom (each UTXO's owners). */
export function rewardPaid(rows: readonly UtxoRow[]): { total: bigint; owners: string[] } {
  const owners = [...new Set(rows.flatMap((row) => row.addresses))];
  return { total: rows.reduce((sum, row) => sum + row.amount, 0n), owners };
}
