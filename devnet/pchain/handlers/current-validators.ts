import { toHex } from '../../../src/lib/hex';
import type { JsonObject } from '../../../src/lib/json-value';
import { P_CHAIN_ID } from '../constants';
import { signerJson } from '../dialect';
import { l1Balance } from '../fee-state';
import type { L1ValidatorState, Staker } from '../state';
import { currentStakers } from '../validator-sets';
import { float4, ownerJson } from './format';
import { observedConnected, observedUptime } from './observer';
import type { View } from './view';
import { cached } from './view';

const PERCENT_DENOMINATOR = 1_000_000;

/** One member of a current set: its node ID (for `nodeIDs`) and the state behind its entry. */
export interface CurrentEntry {
  nodeId: string;
  /** A Primary Network validator (its delegators may be listed with it). */
  validator?: Staker;
  json: () => JsonObject;
}

function primaryValidatorJson(view: View, validator: Staker): JsonObject {
  const time = view.network.state.time;
  const entry: JsonObject = {
    txID: validator.txId,
    startTime: validator.start.toString(),
    endTime: validator.end.toString(),
    weight: validator.weight.toString(),
    nodeID: validator.nodeIdText,
    validationRewardOwner: ownerJson(validator.rewardOwner, view.hrp),
    delegationRewardOwner: ownerJson(validator.delegationRewardOwner, view.hrp),
    potentialReward: validator.potentialReward.toString(),
    accruedDelegateeReward: validator.accruedDelegateeReward.toString(),
    delegationFee: float4((Number(validator.shares) * 100) / PERCENT_DENOMINATOR),
    uptime: float4(observedUptime(view.observer, validator, time)),
    connected: observedConnected(view.observer, validator, time),
  };
  if (validator.publicKey && validator.proofOfPossession) entry.signer = signerJson(view.dialect, toHex(validator.publicKey), toHex(validator.proofOfPossession));
  // The reference node embeds an auto-renewed validator's config (`AutoRenewedConfig`) here.
  const renewal = validator.autoRenewal;
  if (renewal) {
    entry.validatorAuthority = ownerJson(renewal.authority, view.hrp);
    entry.nextPeriod = renewal.nextPeriod.toString();
    entry.autoCompoundRewardShares = renewal.autoCompoundShares.toString();
  }
  entry.delegatorCount = validator.delegatorCount.toString();
  entry.delegatorWeight = validator.delegatorWeight.toString();
  return entry;
}

function subnetValidatorJson(validator: Staker): JsonObject {
  return { txID: validator.txId, startTime: validator.start.toString(), endTime: validator.end.toString(), weight: validator.weight.toString(), nodeID: validator.nodeIdText };
}

export function l1ValidatorJson(view: View, validator: L1ValidatorState): JsonObject {
  return {
    nodeID: validator.nodeIdText,
    weight: validator.weight.toString(),
    startTime: validator.startTime.toString(),
    validationID: validator.validationId,
    publicKey: toHex(validator.publicKey),
    remainingBalanceOwner: ownerJson(validator.remainingBalanceOwner, view.hrp),
    deactivationOwner: ownerJson(validator.deactivationOwner, view.hrp),
    minNonce: validator.minNonce.toString(),
    balance: l1Balance(view.network.state, validator).toString(),
  };
}

/** The members of `subnetId`'s current set, in answer order; worked out once per block. */
export function currentEntries(view: View, subnetId: string): CurrentEntry[] {
  return cached(view, `current:${subnetId}`, () => {
    const state = view.network.state;
    if (subnetId === P_CHAIN_ID) {
      const entries: CurrentEntry[] = [];
      // One pass over every staker that has not left (delegators are most of them), validators first checked by kind.
      for (const staker of state.endQueue) {
        if (staker.kind === 'validator' && staker.subnetId === subnetId) entries.push({ nodeId: staker.nodeIdText, validator: staker, json: () => primaryValidatorJson(view, staker) });
      }
      return entries;
    }
    const entries: CurrentEntry[] = currentStakers(state, subnetId).map((staker) => ({ nodeId: staker.nodeIdText, json: () => subnetValidatorJson(staker) }));
    for (const validator of state.l1Validators.values()) {
      if (validator.subnetId === subnetId && validator.endHeight === undefined) entries.push({ nodeId: validator.nodeIdText, json: () => l1ValidatorJson(view, validator) });
    }
    return entries;
  });
}

/** The answer listing `entries`, with each Primary Network validator's delegators when they are given. */
export function validatorsAnswer(entries: readonly CurrentEntry[], delegators?: (validator: Staker) => JsonObject[]): JsonObject {
  return { validators: entries.map((entry) => (delegators && entry.validator ? { ...entry.json(), delegators: delegators(entry.validator) } : entry.json())) };
}
