import { compareBytes } from '../../src/lib/bytes';
import { toHex } from '../../src/lib/hex';
import { EMPTY_NODE_ID, SHORT_ID_LENGTH } from '../../src/lib/id-constants';
import { P_CHAIN_ID } from './constants';
import type { WeightedValidator } from './dialect';
import type { ChainState, L1ValidatorState, Staker } from './state';

export function isCurrentAt(staker: { startHeight: bigint; endHeight: bigint | undefined }, height: bigint): boolean {
  return staker.startHeight <= height && (staker.endHeight === undefined || height < staker.endHeight);
}

export function l1ActiveAt(validator: L1ValidatorState, height: bigint): boolean {
  return isCurrentAt(validator, height) && validator.activity.some((span) => span.from <= height && (span.to === undefined || height < span.to));
}

interface Entry extends WeightedValidator {
  nodeIdBytes: Uint8Array;
}

const EMPTY_NODE_ID_BYTES = new Uint8Array(SHORT_ID_LENGTH);

/** An L1 validator's weight at `height`: a later SetL1ValidatorWeightTx does not change the past. */
function l1WeightAt(validator: L1ValidatorState, height: bigint): bigint {
  return validator.earlierWeights?.find((earlier) => height < earlier.until)?.weight ?? validator.weight;
}

/**
 * The validator set of `subnetId` at `height`: Primary Network validators with their delegations,
 * subnet validators, and L1 validators, in node ID order. As in the reference node's validator
 * manager, an L1 validator that is inactive at `height` keeps its weight in the set under the empty
 * node ID, with no BLS key, summed with the other inactive ones.
 */
export function validatorSetAt(state: ChainState, subnetId: string, height: bigint): WeightedValidator[] {
  const entries = new Map<string, Entry>();
  const add = (nodeId: string, nodeIdBytes: Uint8Array, weight: bigint, publicKey: Uint8Array | undefined): void => {
    const entry = entries.get(nodeId);
    if (entry) {
      entry.weight += weight;
      if (publicKey && entry.publicKey === null) entry.publicKey = toHex(publicKey);
    } else {
      entries.set(nodeId, { nodeId, nodeIdBytes, weight, publicKey: publicKey ? toHex(publicKey) : null });
    }
  };
  for (const staker of state.stakers) {
    if (staker.subnetId !== subnetId || !isCurrentAt(staker, height)) continue;
    add(staker.nodeIdText, staker.nodeId, staker.weight, staker.kind === 'delegator' ? undefined : staker.publicKey);
  }
  if (subnetId !== P_CHAIN_ID) {
    for (const validator of state.l1Validators.values()) {
      if (validator.subnetId !== subnetId || !isCurrentAt(validator, height)) continue;
      const weight = l1WeightAt(validator, height);
      if (l1ActiveAt(validator, height)) add(validator.nodeIdText, validator.nodeId, weight, validator.publicKey);
      else add(EMPTY_NODE_ID, EMPTY_NODE_ID_BYTES, weight, undefined);
    }
  }
  return [...entries.values()].sort((a, b) => compareBytes(a.nodeIdBytes, b.nodeIdBytes)).map(({ nodeId, publicKey, weight }) => ({ nodeId, publicKey, weight }));
}

/** Stakers of `subnetId` that have not left yet, in the order they will leave. */
export function currentStakers(state: ChainState, subnetId: string): Staker[] {
  return state.endQueue.filter((staker) => staker.subnetId === subnetId);
}
