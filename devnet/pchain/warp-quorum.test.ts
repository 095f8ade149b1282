import { bls12_381 } from '@noble/curves/bls12-381.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { signAggregate } from './bls-sign';
import { compareBytes } from '../../src/lib/bytes';
import { itemAt } from '../../src/lib/lists';
import { parseId } from '../../src/lib/ids';
import { unsignedWarpBytes, type WarpMessage } from '../../src/lib/codec/warp-message';
import { blsSecretKeyOf } from './bls-keys';
import { buildGenesis } from './genesis';
import type { Network } from './network';
import { PROFILES } from './profiles';
import type { L1ValidatorState } from './state';
import { BEFORE_HELICON, TEST_CONFIG } from './test-chain';
import { VerifyError } from './verify-spend';
import { verifyWarpSignature } from './warp-signers';

// The Warp quorum at its limit: signers holding exactly 67 % of the source L1's weight are enough,
// a base unit less is not (the reference node's `warp.VerifyWeight`), and the weight of an
// inactive validator counts in the total though it cannot sign.

let network: Network;
let first: L1ValidatorState;
let second: L1ValidatorState;
let sourceChainId: Uint8Array;

beforeEach(() => {
  network = buildGenesis({ seed: TEST_CONFIG.seed, genesisTime: TEST_CONFIG.genesisTime, networkId: TEST_CONFIG.networkId, hrp: TEST_CONFIG.hrp, profile: PROFILES.small, upgrades: BEFORE_HELICON });
  const state = network.state;
  const subnet = [...state.subnets.values()].find((candidate) => {
    if (candidate.managerChainId === undefined) return false;
    const signable = [...state.l1Validators.values()].filter((v) => v.subnetId === candidate.id && v.endHeight === undefined && blsSecretKeyOf(v.publicKey));
    return new Set(signable.map((v) => v.nodeIdText)).size >= 2;
  });
  if (!subnet?.managerChainId) throw new Error('no L1 with two validators whose keys the devnet holds');
  sourceChainId = parseId(subnet.managerChainId);
  const validators = [...state.l1Validators.values()].filter((v) => v.subnetId === subnet.id && v.endHeight === undefined);
  const [signable, other] = validators.filter((v) => blsSecretKeyOf(v.publicKey));
  if (!signable || !other) throw new Error('two validators whose keys the devnet holds');
  [first, second] = [signable, other];
  // The L1 is left with these two validators only.
  for (const validator of validators) if (validator !== first && validator !== second) validator.endHeight = 0n;
});

function setWeights(firstWeight: bigint, secondWeight: bigint): void {
  first.weight = firstWeight;
  second.weight = secondWeight;
}

/** A message signed by `first` alone, its bit set naming first's place in the canonical order. */
function signedByFirst(): WarpMessage {
  const unsigned = { networkId: network.state.networkId, sourceChainId, sourceAddress: new Uint8Array([1, 2, 3]), payload: new Uint8Array([9, 9]) };
  // Canonical order: by the uncompressed public key.
  const order = (validator: L1ValidatorState) => bls12_381.G1.Point.fromBytes(validator.publicKey).toBytes(false);
  const firstIndex = compareBytes(order(first), order(second)) < 0 ? 0 : 1;
  return { ...unsigned, signers: Uint8Array.of(1 << firstIndex), signature: signAggregate([blsSecretKeyOf(first.publicKey)!], unsignedWarpBytes(unsigned)) };
}

function refusal(message: WarpMessage): string | undefined {
  try {
    verifyWarpSignature(network.state, message);
  } catch (error) {
    if (error instanceof VerifyError) return error.message;
    throw error;
  }
  return undefined;
}

describe('the Warp quorum at its limit', () => {
  it('behavior: signers with exactly 67 % of the weight are enough', () => {
    setWeights(67n, 33n);
    expect(refusal(signedByFirst())).toBeUndefined();
  });

  it('error: signers with a base unit less than 67 % are refused with the weights', () => {
    setWeights(66n, 34n);
    expect(refusal(signedByFirst())).toBe('signature weight is insufficient: 67*100 > 100*66');
    setWeights(6_699n, 3_301n);
    expect(refusal(signedByFirst())).toBe('signature weight is insufficient: 67*10000 > 100*6699');
  });

  it('behavior: an inactive validator cannot sign, but its weight counts in the total', () => {
    setWeights(67n, 33n);
    second.endAccumulatedFee = 0n;
    expect(refusal(signedByFirst())).toBeUndefined();
    setWeights(66n, 34n);
    expect(refusal(signedByFirst())).toBe('signature weight is insufficient: 67*100 > 100*66');
  });

  it('error: a bit set with a leading zero byte, or naming no signer', () => {
    setWeights(67n, 33n);
    const message = signedByFirst();
    expect(refusal({ ...message, signers: Uint8Array.of(0, ...message.signers) })).toBe('bitset is invalid');
    expect(refusal({ ...message, signers: new Uint8Array(0) })).toBe('signature weight is insufficient: 67*100 > 100*0');
  });

  it('error: a signature by another validator than the one the bit set names', () => {
    setWeights(33n, 67n);
    const message = signedByFirst();
    expect(refusal({ ...message, signers: Uint8Array.of(itemAt(message.signers, 0) ^ 0b11) })).toBe('signature is invalid');
  });

  it('behavior: validators sharing a BLS key are one signer holding their summed weight', () => {
    setWeights(34n, 33n);
    second.publicKey = first.publicKey;
    const message = { ...signedByFirst(), signers: Uint8Array.of(1) };
    expect(refusal(message)).toBeUndefined();
    expect(refusal({ ...message, signers: Uint8Array.of(0b10) })).toBe('unknown validator: NumIndices (1) >= NumFilteredValidators (1)');
  });

  it('error: a bit set naming a signer the set does not have', () => {
    setWeights(67n, 33n);
    expect(refusal({ ...signedByFirst(), signers: Uint8Array.of(0b100) })).toBe('unknown validator: NumIndices (2) >= NumFilteredValidators (2)');
  });
});
