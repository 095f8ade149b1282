import { beforeAll, describe, expect, it } from 'vitest';
import { decodeWarpMessage } from '../../src/lib/codec/warp-message';
import { parseId } from '../../src/lib/ids';
import { EMPTY_NODE_ID } from '../../src/lib/id-constants';
import { deactivate, isActive } from './fee-state';
import { buildGenesis } from './genesis';
import type { Network } from './network';
import { createPChain } from './pchain';
import type { PChain } from './pchain';
import { produceBlockAt } from './producer';
import { PROFILES } from './profiles';
import type { L1ValidatorState, Subnet } from './state';
import { BEFORE_HELICON, TEST_CONFIG } from './test-chain';
import { signWarp, verifyWarpSignature } from './warp-signers';

const DAY_SECONDS = 86_400;

interface L1Entry {
  nodeID: string;
  weight: string;
  validationID?: string;
  publicKey?: string;
  balance?: string;
}

let chain: PChain;
/** An L1 whose set holds active and inactive validators, and its current validators. */
let l1: { id: string; validators: L1Entry[] };

beforeAll(() => {
  chain = createPChain(TEST_CONFIG);
  // A day drains most generated L1 validators' balances: some stay active, the others are inactive.
  chain.advanceTime(DAY_SECONDS);
  const { subnets } = chain.platform.getSubnets!({}) as { subnets: Array<{ id: string }> };
  for (const { id } of subnets) {
    const { validators } = chain.platform.getCurrentValidators!({ subnetID: id }) as { validators: L1Entry[] };
    const l1Validators = validators.filter((validator) => validator.validationID !== undefined);
    if (l1Validators.some((v) => v.balance === '0') && l1Validators.some((v) => v.balance !== '0')) l1 = { id, validators };
  }
});

const sum = (entries: readonly { weight: string }[]) => entries.reduce((total, entry) => total + BigInt(entry.weight), 0n);
const inactive = () => l1.validators.filter((v) => v.balance === '0');
const active = () => l1.validators.filter((v) => v.balance !== '0');

describe('an L1 keeps its inactive validators’ weight in its set, as the reference node does', () => {
  it('default: getTotalStake counts active and inactive L1 validators', () => {
    expect(sum(inactive())).toBeGreaterThan(0n);
    const total = sum(l1.validators).toString();
    expect(chain.platform.getTotalStake!({ subnetID: l1.id })).toEqual({ stake: total, weight: total });
  });

  it('default: getValidatorsAt holds the inactive weight under the empty node ID, with no key', () => {
    const at = chain.platform.getValidatorsAt!({ subnetID: l1.id, height: 'proposed' }) as Record<string, { publicKey: string | null; weight: string }>;
    expect(at[EMPTY_NODE_ID]).toEqual({ publicKey: null, weight: sum(inactive()).toString() });
    for (const validator of active()) expect(at[validator.nodeID]).toEqual({ publicKey: validator.publicKey, weight: validator.weight });
    for (const validator of inactive()) if (!active().some((other) => other.nodeID === validator.nodeID)) expect(at[validator.nodeID]).toBeUndefined();
    expect(sum(Object.values(at))).toBe(sum(l1.validators));
  });

  it('default: getAllValidatorsAt totals the inactive weight and lists only validators with a key', () => {
    const { validatorSets } = chain.platform.getAllValidatorsAt!({ height: 'proposed' }) as {
      validatorSets: Record<string, { validators: Array<{ publicKey: string; weight: string; nodeIDs: string[] }>; totalWeight: string }>;
    };
    const set = validatorSets[l1.id]!;
    expect(set.totalWeight).toBe(sum(l1.validators).toString());
    expect(set.validators.flatMap((validator) => validator.nodeIDs)).not.toContain(EMPTY_NODE_ID);
    expect(sum(set.validators)).toBe(sum(active()));
  });

  it('default: at a height before any validator of the L1 went inactive, no empty node ID is in its set', () => {
    const at = chain.platform.getValidatorsAt!({ subnetID: l1.id, height: 1 }) as Record<string, unknown>;
    expect(at[EMPTY_NODE_ID]).toBeUndefined();
  });
});

describe('a Warp quorum is measured against the whole set, inactive weight included', () => {
  let network: Network;
  let subnet: Subnet;
  let members: L1ValidatorState[];

  beforeAll(() => {
    network = buildGenesis({ seed: TEST_CONFIG.seed, genesisTime: TEST_CONFIG.genesisTime, networkId: TEST_CONFIG.networkId, hrp: TEST_CONFIG.hrp, profile: PROFILES.small, upgrades: BEFORE_HELICON });
    produceBlockAt(network, network.state.time + 2n);
    const all = [...network.state.l1Validators.values()].filter((validator) => isActive(validator));
    subnet = network.state.subnets.get(all[0]!.subnetId)!;
    members = all.filter((validator) => validator.subnetId === subnet.id).sort((a, b) => (a.weight < b.weight ? 1 : -1));
  });

  const message = () => {
    const unsigned = { networkId: network.state.networkId, sourceChainId: parseId(subnet.managerChainId!), sourceAddress: subnet.managerAddress!, payload: Uint8Array.of(1, 2, 3) };
    return decodeWarpMessage(signWarp(network.state, unsigned));
  };

  it('behavior: every active validator signing is a quorum until inactive weight passes a third of the set', () => {
    expect(() => verifyWarpSignature(network.state, message())).not.toThrow();
    const total = members.reduce((sum, validator) => sum + validator.weight, 0n);
    let off = 0n;
    // The heaviest go inactive first, until the weight that can still sign is below 67 %.
    for (const validator of members) {
      if ((total - off) * 100n < total * 67n) break;
      deactivate(validator, network.builder.nextHeight);
      off += validator.weight;
    }
    expect(members.some((validator) => isActive(validator))).toBe(true);
    expect(() => verifyWarpSignature(network.state, message())).toThrow(`signature weight is insufficient: 67*${total} > 100*${total - off}`);
  });
});
