import { bls12_381 } from '@noble/curves/bls12-381.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { signAggregate } from './bls-sign';
import { compareBytes } from '../../src/lib/bytes';
import { itemAt } from '../../src/lib/lists';
import { idFromBytes, nodeIdFromBytes, parseId } from '../../src/lib/ids';
import { decodeWarpMessage, unsignedWarpBytes, type WarpMessage } from '../../src/lib/codec/warp-message';
import { BLS_KEYS, blsSecretKeyOf } from './bls-keys';
import { buildGenesis } from './genesis';
import type { Network } from './network';
import { PROFILES } from './profiles';
import { Random } from './random';
import type { L1ValidatorState } from './state';
import { BEFORE_HELICON, TEST_CONFIG } from './test-chain';
import { VerifyError } from './verify-spend';
import { quorumSigners, signWarp, verifyWarpSignature } from './warp-signers';

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

function unsignedMessage() {
  return { networkId: network.state.networkId, sourceChainId, sourceAddress: new Uint8Array([1, 2, 3]), payload: new Uint8Array([9, 9]) };
}

/** Canonical order: by the uncompressed public key. */
function canonicalOrder(validators: readonly L1ValidatorState[]): L1ValidatorState[] {
  const order = (validator: L1ValidatorState) => bls12_381.G1.Point.fromBytes(validator.publicKey).toBytes(false);
  return [...validators].sort((a, b) => compareBytes(order(a), order(b)));
}

/** A message signed by `signer` alone, its bit set naming it at `index` (a big-endian bit set of `bytes` bytes). */
function signedBy(signer: L1ValidatorState, index: number, bytes = 1): WarpMessage {
  const unsigned = unsignedMessage();
  const signers = new Uint8Array(bytes);
  signers[bytes - 1 - Math.floor(index / 8)] = 1 << index % 8;
  return { ...unsigned, signers, signature: signAggregate([blsSecretKeyOf(signer.publicKey)!], unsignedWarpBytes(unsigned)) };
}

/** A message signed by `first` alone, its bit set naming first's place in the canonical order. */
function signedByFirst(): WarpMessage {
  return signedBy(first, canonicalOrder([first, second]).indexOf(first));
}

/** Another validator like `first` with the devnet's key `keyIndex`, added to the state. */
function addValidator(keyIndex: number, changes: Partial<L1ValidatorState> = {}): L1ValidatorState {
  const nodeId = new Uint8Array(20).fill(keyIndex + 1);
  const validator = { ...first, validationId: idFromBytes(new Uint8Array(32).fill(keyIndex + 1)), nodeId, nodeIdText: nodeIdFromBytes(nodeId), publicKey: itemAt(BLS_KEYS, keyIndex).publicKey, ...changes };
  network.state.l1Validators.set(validator.validationId, validator);
  return validator;
}

/** The devnet's keys that neither `first` nor `second` holds, by index. */
function otherKeys(count: number): number[] {
  const taken = new Set([first.publicKey, second.publicKey].map((key) => key.join()));
  return BLS_KEYS.flatMap((key, index) => (taken.has(key.publicKey.join()) ? [] : [index])).slice(0, count);
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

describe('the source L1\'s set and its bit sets', () => {
  it('behavior: validators of another subnet and ended ones are not in the set', () => {
    setWeights(67n, 33n);
    const keys = otherKeys(2);
    addValidator(itemAt(keys, 0), { subnetId: idFromBytes(new Uint8Array(32).fill(9)), weight: 1_000n });
    addValidator(itemAt(keys, 1), { endHeight: 0n, weight: 1_000n });
    expect(refusal(signedByFirst())).toBeUndefined();
  });

  it('behavior: the bit set of ten validators is two bytes, big-endian: bit i names the i-th validator in the canonical order', () => {
    const ordered = canonicalOrder([first, second, ...otherKeys(8).map((keyIndex) => addValidator(keyIndex))]);
    // The tenth alone holds 67 of 100; the ninth holds 1.
    ordered.forEach((validator, index) => (validator.weight = index === 9 ? 67n : index === 8 ? 1n : 4n));
    const byTenth = signedBy(itemAt(ordered, 9), 9, 2);
    expect(Array.from(byTenth.signers)).toEqual([0b10, 0]);
    expect(refusal(byTenth)).toBeUndefined();
    expect(refusal(signedBy(itemAt(ordered, 8), 8, 2))).toBe('signature weight is insufficient: 67*100 > 100*1');
  });

  it('behavior: every holder signs: the bit set names all ten, in as few bytes as hold them', () => {
    setWeights(1n, 1n);
    otherKeys(8).forEach((keyIndex) => addValidator(keyIndex, { weight: 1n }));
    const signed = decodeWarpMessage(signWarp(network.state, unsignedMessage()));
    expect(Array.from(signed.signers)).toEqual([0b11, 0xff]);
    expect(refusal(signed)).toBeUndefined();
    const firstOnly = decodeWarpMessage(signWarp(network.state, unsignedMessage(), () => [0]));
    expect(Array.from(firstOnly.signers)).toEqual([1]);
    const ninthOnly = decodeWarpMessage(signWarp(network.state, unsignedMessage(), () => [8]));
    expect(Array.from(ninthOnly.signers)).toEqual([1, 0]);
  });

  it('error: a bit set naming an unknown validator in its first byte, a known one in its second', () => {
    setWeights(67n, 33n);
    expect(refusal({ ...signedByFirst(), signers: Uint8Array.of(0b10, 0b1) })).toBe('unknown validator: NumIndices (9) >= NumFilteredValidators (2)');
  });

  it('behavior: signing at a height uses the set then: a later validator is not in it, one inactive then has no key', () => {
    const height = BigInt(network.state.blocks.length - 1);
    const late = addValidator(itemAt(otherKeys(1), 0), { startHeight: height + 1n, activity: [{ from: height + 1n, to: undefined }], weight: 1_000n });
    setWeights(67n, 33n);
    const signersAt = (atHeight?: bigint) => Array.from(decodeWarpMessage(signWarp(network.state, unsignedMessage(), undefined, atHeight)).signers);
    expect(signersAt(height)).toEqual([0b11]);
    expect(signersAt()).toEqual([0b111]);
    second.activity = [];
    expect(signersAt(height)).toEqual([0b1]);
    // Before the L1 had validators there is no set: the current one signs.
    for (const validator of [first, second, late]) validator.startHeight = height;
    second.activity = [{ from: height, to: undefined }];
    expect(signersAt(height - 1n)).toEqual([0b111]);
  });

  it('error: a message from a chain the P-Chain does not know', () => {
    setWeights(67n, 33n);
    const unknown = new Uint8Array(32).fill(7);
    // `validators.Manager.GetSubnetID`: the chain's CreateChainTx is not found.
    const text = `problem retrieving blockchain "${idFromBytes(unknown)}": not found`;
    expect(refusal({ ...signedByFirst(), sourceChainId: unknown })).toBe(text);
    expect(() => signWarp(network.state, { ...unsignedMessage(), sourceChainId: unknown })).toThrow(text);
  });

  it('error: the devnet cannot sign for validators whose keys it does not hold', () => {
    const stranger = bls12_381.G1.Point.BASE.toBytes(true);
    first.publicKey = stranger;
    second.publicKey = stranger;
    expect(() => signWarp(network.state, unsignedMessage())).toThrow(new VerifyError('no validator of the source subnet can sign'));
  });
});

describe('quorumSigners: signers as an aggregator gathers them', () => {
  const weightOf = (weights: readonly bigint[], chosen: readonly number[]) => chosen.reduce((sum, index) => sum + itemAt(weights, index), 0n);

  it('behavior: signers are gathered until they hold 67 %, and no further', () => {
    // Of a total weight of 100.
    const weights = [50n, 10n, 7n, 33n];
    for (let seed = 0; seed < 20; seed++) {
      const chosen = quorumSigners(new Random(`quorum ${seed}`))(weights, 100n);
      expect(new Set(chosen).size).toBe(chosen.length);
      expect(weightOf(weights, chosen)).toBeGreaterThanOrEqual(67n);
      expect(weightOf(weights, chosen.slice(0, -1))).toBeLessThan(67n);
    }
  });

  it('behavior: exactly 67 % is a quorum; a base unit less, none signs', () => {
    expect(quorumSigners(new Random('exact'))([67n], 100n)).toEqual([0]);
    expect(quorumSigners(new Random('short'))([66n], 100n)).toEqual([]);
    // Validators whose keys it does not hold hold the rest of the weight.
    expect(quorumSigners(new Random('short'))([30n, 30n], 100n)).toEqual([]);
  });

  it('behavior: the order is random: any signer may be the one left out', () => {
    const leftOut = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const chosen = quorumSigners(new Random(`order ${seed}`))([1n, 1n, 1n, 1n], 4n);
      expect(chosen).toHaveLength(3);
      [0, 1, 2, 3].filter((index) => !chosen.includes(index)).forEach((index) => leftOut.add(index));
    }
    expect([...leftOut].sort()).toEqual([0, 1, 2, 3]);
  });
});
