import { compareBytes } from '../../../src/lib/bytes';
import { toHex } from '../../../src/lib/hex';
import { canonicalSetAt } from '../warp-signers';
import { parseId, parseNodeId } from '../../../src/lib/ids';
import type { JsonObject } from '../../../src/lib/json-value';
import { itemAt } from '../../../src/lib/lists';
import type { Service } from '../../handler';
import { MethodError, UnmarshalError } from '../../handler';
import { id, nodeId, objectParams, str, uint } from '../../params';
import { P_CHAIN_ID } from '../constants';
import { validatorsAtJson } from '../dialect';
import { Random } from '../random';
import type { Staker } from '../state';
import { currentStakers, validatorSetAt } from '../validator-sets';
import { currentEntries, l1ValidatorJson, validatorsAnswer } from './current-validators';
import { ownerJson } from './format';
import type { View } from './view';
import { cached, height } from './view';

const MAX_SAMPLE_SIZE = 0xffffn;

function delegatorJson(view: View, delegator: Staker): JsonObject {
  return {
    txID: delegator.txId,
    startTime: delegator.start.toString(),
    endTime: delegator.end.toString(),
    weight: delegator.weight.toString(),
    nodeID: delegator.nodeIdText,
    rewardOwner: ownerJson(delegator.rewardOwner, view.hrp),
    potentialReward: delegator.potentialReward.toString(),
  };
}

/** `height` of getValidatorsAt: a number, a decimal string or "proposed". */
function heightParam(view: View, value: unknown): bigint {
  if (value === 'proposed') return height(view);
  try {
    return uint(value, 'height');
  } catch {
    throw new UnmarshalError('height: not a height');
  }
}

function checkFinalized(view: View, requested: bigint, subnetId: string): void {
  const current = height(view);
  if (requested > current) {
    throw new MethodError(
      `failed to get validator set at ${requested}: failed to fetch validator set at unfinalized height with SubnetID = ${subnetId}: current P-chain height (${current}) < requested P-Chain height (${requested})`,
    );
  }
}

function isKnownSubnet(view: View, subnetId: string): boolean {
  return subnetId === P_CHAIN_ID || view.network.state.subnets.has(subnetId);
}

export function validatorHandlers(view: View): Service {
  const state = view.network.state;
  return {
    getCurrentValidators: (params) => {
      const args = objectParams(params);
      const subnetId = id(args.subnetID, 'subnetID');
      const requested = Array.isArray(args.nodeIDs) ? args.nodeIDs.map((value, i) => nodeId(value, `nodeIDs[${i}]`)) : [];
      if (requested.length === 0) return validatorsAnswer(currentEntries(view, subnetId));
      const wanted = new Set(requested);
      const chosen = currentEntries(view, subnetId).filter((entry) => wanted.has(entry.nodeId));
      if (wanted.size !== 1) return validatorsAnswer(chosen);
      return validatorsAnswer(chosen, (validator) =>
        state.endQueue.filter((s) => s.kind === 'delegator' && s.nodeIdText === validator.nodeIdText).map((d) => delegatorJson(view, d)),
      );
    },

    getValidatorsAt: (params) => {
      const args = objectParams(params);
      const subnetId = id(args.subnetID, 'subnetID');
      const at = heightParam(view, args.height);
      checkFinalized(view, at, subnetId);
      return cached(view, `at:${subnetId}:${at}:${view.dialect}`, () => validatorsAtJson(view.dialect, validatorSetAt(state, subnetId, at)));
    },

    getAllValidatorsAt: (params) => {
      const args = objectParams(params);
      const at = heightParam(view, args.height);
      checkFinalized(view, at, P_CHAIN_ID);
      return cached(view, `all:${at}`, () => {
        const sets: JsonObject = {};
        for (const subnetId of [P_CHAIN_ID, ...state.subnetOrder]) {
          const set = canonicalSetAt(state, subnetId, at);
          // Only chains with validators at that height, as the node answers.
          if (set.totalWeight === 0n) continue;
          sets[subnetId] = {
            validators: set.validators.map((v) => ({ publicKey: toHex(v.publicKey), weight: v.weight.toString(), nodeIDs: v.nodeIds })),
            totalWeight: set.totalWeight.toString(),
          };
        }
        return { validatorSets: sets };
      });
    },

    sampleValidators: (params) => {
      const args = objectParams(params);
      const size = Number(uint(args.size, 'size', MAX_SAMPLE_SIZE));
      const subnetId = id(args.subnetID, 'subnetID');
      const members = validatorSetAt(state, subnetId, height(view));
      if (members.length === 0 && !isKnownSubnet(view, subnetId)) throw new MethodError(`sampling ${subnetId} errored with missing validators`);
      if (size > members.length) throw new MethodError(`sampling ${subnetId} errored with insufficient weight`);
      const rng = new Random(`sample:${height(view)}:${subnetId}:${size}`);
      const pool = [...members];
      const chosen: string[] = [];
      for (let i = 0; i < size; i++) {
        const total = pool.reduce((sum, m) => sum + m.weight, 0n);
        let roll = rng.bigBetween(0n, total - 1n);
        const index = pool.findIndex((m) => (roll -= m.weight) < 0n);
        // The pool starts with at least `size` members (checked above) and loses one per pick.
        chosen.push(itemAt(pool.splice(index < 0 ? 0 : index, 1), 0).nodeId);
      }
      return { validators: chosen.sort((a, b) => compareBytes(parseNodeId(a), parseNodeId(b))) };
    },

    getTotalStake: (params) => {
      const subnetId = id(objectParams(params).subnetID, 'subnetID');
      let weight = currentStakers(state, subnetId).reduce((sum, s) => sum + s.weight, 0n);
      // Inactive L1 validators count too: the reference node keeps their weight in the set (`WeightOfL1Validators`).
      for (const validator of state.l1Validators.values()) if (validator.subnetId === subnetId && validator.endHeight === undefined) weight += validator.weight;
      return { stake: weight.toString(), weight: weight.toString() };
    },

    getL1Validator: (params) => {
      const validationId = str(objectParams(params).validationID, 'validationID');
      try {
        parseId(validationId);
      } catch (error) {
        throw new UnmarshalError(`validationID: ${(error as Error).message}`);
      }
      const validator = state.l1Validators.get(validationId);
      if (!validator || validator.endHeight !== undefined) throw new MethodError(`fetching L1 validator "${validationId}" failed: not found`);
      const { nodeID, weight, startTime, validationID, publicKey, remainingBalanceOwner, deactivationOwner, minNonce, balance } = l1ValidatorJson(view, validator);
      return {
        nodeID,
        weight,
        startTime,
        validationID,
        publicKey,
        remainingBalanceOwner,
        deactivationOwner,
        minNonce,
        balance,
        subnetID: validator.subnetId,
        height: height(view).toString(),
      };
    },
  };
}
