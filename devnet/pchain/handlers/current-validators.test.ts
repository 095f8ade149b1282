import { describe, expect, it } from 'vitest';
import { toHex } from '../../../src/lib/hex';
import type { JsonObject } from '../../../src/lib/json-value';
import { encodeJson } from '../../server/json-write';
import { P_CHAIN_ID } from '../constants';
import { signerJson, type Dialect } from '../dialect';
import { l1Balance } from '../fee-state';
import { buildGenesis } from '../genesis';
import { advanceBy, produceBlockAt } from '../producer';
import { PROFILES } from '../profiles';
import type { Staker } from '../state';
import { BEFORE_HELICON, TEST_CONFIG } from '../test-chain';
import { currentStakers } from '../validator-sets';
import { float4, ownerJson } from './format';
import { observedConnected, observedUptime } from './observer';
import { validatorHandlers } from './validators';
import type { View } from './view';
import { DEFAULT_UPGRADE_SCHEDULE, type UpgradeSchedule } from '../../upgrades';

/**
 * The answer in the reference node's shape, written out member by member: its members in the
 * node's order, the signer only with a BLS key, a single node's delegators listed with it.
 */
function referenceAnswer(view: View, subnetId: string, nodeIds: string[] = []): string {
  const state = view.network.state;
  const owner = (value: Staker['rewardOwner']) => ownerJson(value, view.hrp);
  const primary = (v: Staker): JsonObject => {
    const entry: JsonObject = {
      txID: v.txId,
      startTime: v.start.toString(),
      endTime: v.end.toString(),
      weight: v.weight.toString(),
      nodeID: v.nodeIdText,
      validationRewardOwner: owner(v.rewardOwner),
      delegationRewardOwner: owner(v.delegationRewardOwner),
      potentialReward: v.potentialReward.toString(),
      accruedDelegateeReward: v.accruedDelegateeReward.toString(),
      delegationFee: float4((Number(v.shares) * 100) / 1_000_000),
      uptime: float4(observedUptime(view.observer, v, state.time)),
      connected: observedConnected(view.observer, v, state.time),
    };
    if (v.publicKey && v.proofOfPossession) entry.signer = signerJson(view.dialect, toHex(v.publicKey), toHex(v.proofOfPossession));
    if (v.autoRenewal) {
      entry.validatorAuthority = owner(v.autoRenewal.authority);
      entry.nextPeriod = v.autoRenewal.nextPeriod.toString();
      entry.autoCompoundRewardShares = v.autoRenewal.autoCompoundShares.toString();
    }
    entry.delegatorCount = v.delegatorCount.toString();
    entry.delegatorWeight = v.delegatorWeight.toString();
    return entry;
  };
  const stakers = currentStakers(state, subnetId);
  let entries: { nodeId: string; json: JsonObject; validator?: Staker }[];
  if (subnetId === P_CHAIN_ID) {
    entries = stakers.filter((s) => s.kind === 'validator').map((v) => ({ nodeId: v.nodeIdText, json: primary(v), validator: v }));
  } else {
    entries = stakers.map((v) => ({ nodeId: v.nodeIdText, json: { txID: v.txId, startTime: v.start.toString(), endTime: v.end.toString(), weight: v.weight.toString(), nodeID: v.nodeIdText } }));
    for (const v of state.l1Validators.values()) {
      if (v.subnetId !== subnetId || v.endHeight !== undefined) continue;
      const json: JsonObject = {
        nodeID: v.nodeIdText,
        weight: v.weight.toString(),
        startTime: v.startTime.toString(),
        validationID: v.validationId,
        publicKey: toHex(v.publicKey),
        remainingBalanceOwner: ownerJson(v.remainingBalanceOwner, view.hrp),
        deactivationOwner: ownerJson(v.deactivationOwner, view.hrp),
        minNonce: v.minNonce.toString(),
        balance: l1Balance(state, v).toString(),
      };
      entries.push({ nodeId: v.nodeIdText, json });
    }
  }
  if (nodeIds.length === 0) return encodeJson({ validators: entries.map((entry) => entry.json) });
  const wanted = new Set(nodeIds);
  const chosen = entries.filter((entry) => wanted.has(entry.nodeId));
  if (wanted.size !== 1) return encodeJson({ validators: chosen.map((entry) => entry.json) });
  const delegatorsOf = (v: Staker): JsonObject[] =>
    state.endQueue
      .filter((s) => s.kind === 'delegator' && s.nodeIdText === v.nodeIdText)
      .map((d) => ({ txID: d.txId, startTime: d.start.toString(), endTime: d.end.toString(), weight: d.weight.toString(), nodeID: d.nodeIdText, rewardOwner: owner(d.rewardOwner), potentialReward: d.potentialReward.toString() }));
  return encodeJson({ validators: chosen.map((entry) => (entry.validator ? { ...entry.json, delegators: delegatorsOf(entry.validator) } : entry.json)) });
}

function network(dialect: Dialect, observer: number, upgrades: UpgradeSchedule): View {
  const built = buildGenesis({ seed: TEST_CONFIG.seed, genesisTime: TEST_CONFIG.genesisTime, networkId: TEST_CONFIG.networkId, hrp: TEST_CONFIG.hrp, profile: PROFILES.small, upgrades });
  return { network: built, dialect, hrp: TEST_CONFIG.hrp, cache: new Map(), observer: { seed: TEST_CONFIG.seed, index: observer } };
}

function answerText(view: View, params: JsonObject): string {
  return encodeJson(validatorHandlers(view).getCurrentValidators!(params) as JsonObject);
}

/** What a block may change in the Primary Network's set: who is in it, and each one's changing fields. */
function fingerprint(view: View): { members: string; changing: string } {
  const validators = (JSON.parse(answerText(view, {})) as { validators: Record<string, unknown>[] }).validators;
  return {
    members: validators.map((v) => v.txID).join(),
    changing: validators.map((v) => [v.uptime, v.connected, v.delegatorCount, v.delegatorWeight, v.accruedDelegateeReward].join()).join(),
  };
}

const INTERVAL = BigInt(TEST_CONFIG.blockIntervalSeconds);
/** Single blocks, past an uptime step (30 s), past a connection step (600 s), and days (stakers end, new ones join). */
const STEPS = [0, 0, 31, 0, 601, 2 * 86_400, 0, 9 * 86_400, 0];

describe('getCurrentValidators', () => {
  const cases = [
    ['reference', 0, BEFORE_HELICON, ''],
    ['spec', 0, BEFORE_HELICON, ''],
    ['reference', 1, BEFORE_HELICON, ''],
    ['reference', 0, DEFAULT_UPGRADE_SCHEDULE, ', Helicon active: auto-renewed validators renew and exit'],
  ] as const;
  for (const [dialect, observer, upgrades, helicon] of cases) {
    it(`default: byte for byte the reference node's shape, at every height as the set churns (${dialect} dialect, observer ${observer}${helicon})`, () => {
      const view = network(dialect, observer, upgrades);
      const seen = { members: new Set<string>(), changing: new Set<string>() };
      for (const seconds of STEPS) {
        if (seconds === 0) produceBlockAt(view.network, view.network.state.time + INTERVAL);
        else advanceBy(view.network, BigInt(seconds), INTERVAL);
        const subnetIds = [P_CHAIN_ID, ...view.network.state.subnetOrder];
        for (const subnetId of subnetIds) expect(answerText(view, { subnetID: subnetId })).toBe(referenceAnswer(view, subnetId));
        expect(answerText(view, {})).toBe(referenceAnswer(view, P_CHAIN_ID));
        const primary = currentStakers(view.network.state, P_CHAIN_ID).filter((s) => s.kind === 'validator');
        const one = [primary[1]!.nodeIdText];
        const two = [primary[0]!.nodeIdText, primary.at(-1)!.nodeIdText];
        expect(answerText(view, { nodeIDs: one })).toBe(referenceAnswer(view, P_CHAIN_ID, one));
        expect(answerText(view, { nodeIDs: two })).toBe(referenceAnswer(view, P_CHAIN_ID, two));
        const { members, changing } = fingerprint(view);
        seen.members.add(members);
        seen.changing.add(changing);
      }
      // The steps did churn the set: members came and went, and their changing members changed.
      expect(seen.members.size).toBeGreaterThan(2);
      expect(seen.changing.size).toBeGreaterThan(STEPS.length / 2);
    });
  }
});
