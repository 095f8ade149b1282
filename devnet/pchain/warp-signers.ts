import { aggregatePublicKeys, verifySignature } from '../../src/lib/bls';
import { signAggregate } from './bls-sign';
import { canonicalSet, type CanonicalSet, type SetMember } from '../../src/lib/verify/canonical-validators';
import { blsSecretKeyOf } from './bls-keys';
import { isActive } from './fee-state';
import { cb58 } from './hash';
import type { Random } from './random';
import type { ChainState } from './state';
import { fail } from './verify-spend';
import type { UnsignedWarpMessage, WarpMessage } from '../../src/lib/codec/warp-message';
import { encodeWarpMessage, unsignedWarpBytes } from '../../src/lib/codec/warp-message';
import { itemAt } from '../../src/lib/lists';
import { fromHex } from '../../src/lib/hex';
import { parseNodeId } from '../../src/lib/ids';
import { validatorSetAt } from './validator-sets';

/** Warp quorum: signers must hold at least 67% of the source subnet's weight. */
const QUORUM_NUMERATOR = 67n;
const QUORUM_DENOMINATOR = 100n;
const BITS_PER_BYTE = 8;

/**
 * The source subnet's canonical validator set (`warp.GetCanonicalValidatorSet`): its L1 validators
 * as `getAllValidatorsAt` flattens them. Inactive validators are in the set with no key: their
 * weight is in the total the quorum is measured against, but they cannot sign.
 */
function sourceSet(state: ChainState, subnetId: string): CanonicalSet {
  const members: SetMember[] = [];
  for (const validator of state.l1Validators.values()) {
    if (validator.subnetId !== subnetId || validator.endHeight !== undefined) continue;
    members.push({ nodeId: validator.nodeIdText, nodeIdBytes: validator.nodeId, weight: validator.weight, publicKey: isActive(validator) ? validator.publicKey : undefined });
  }
  return canonicalSet(members);
}

/** The canonical set of `subnetId` at `height`: what `getAllValidatorsAt` answers for it there. */
export function canonicalSetAt(state: ChainState, subnetId: string, height: bigint): CanonicalSet {
  return canonicalSet(
    validatorSetAt(state, subnetId, height).map((member) => ({
      nodeId: member.nodeId,
      nodeIdBytes: parseNodeId(member.nodeId),
      weight: member.weight,
      publicKey: member.publicKey === null ? undefined : fromHex(member.publicKey),
    })),
  );
}

function subnetOfChain(state: ChainState, chainId: Uint8Array): string {
  const chain = state.chains.get(cb58(chainId));
  if (!chain) fail(`problem retrieving blockchain "${cb58(chainId)}": not found`);
  return chain.subnetId;
}

/** The indices a bit set names (bit i of the big-endian integer is validator i). */
function indicesOf(bits: Uint8Array): number[] {
  const indices: number[] = [];
  bits.forEach((byte, position) => {
    const base = (bits.length - 1 - position) * BITS_PER_BYTE;
    for (let bit = 0; bit < BITS_PER_BYTE; bit++) if (byte & (1 << bit)) indices.push(base + bit);
  });
  return indices.sort((a, b) => a - b);
}

/** The bit set of signers (there is at least one). */
function bitsOf(indices: readonly number[]): Uint8Array {
  const top = Math.max(...indices);
  const bytes = new Uint8Array(Math.floor(top / BITS_PER_BYTE) + 1);
  // Every index is at most `top`, so its byte is in range.
  for (const index of indices) {
    const at = bytes.length - 1 - Math.floor(index / BITS_PER_BYTE);
    bytes[at] = itemAt(bytes, at) | (1 << index % BITS_PER_BYTE);
  }
  return bytes;
}

/**
 * `BitSetSignature.Verify`: a minimal bit set naming known validators, their weight at least the
 * quorum, and the BLS signature valid for their aggregate key over the unsigned message.
 */
export function verifyWarpSignature(state: ChainState, message: WarpMessage): void {
  const { validators, totalWeight: total } = sourceSet(state, subnetOfChain(state, message.sourceChainId));
  // A leading zero byte pads the bit set; an empty one has no first byte.
  if (message.signers[0] === 0) fail('bitset is invalid');
  const indices = indicesOf(message.signers);
  const highest = indices.at(-1);
  if (highest !== undefined && highest >= validators.length) fail(`unknown validator: NumIndices (${highest}) >= NumFilteredValidators (${validators.length})`);
  const signers = indices.map((index) => itemAt(validators, index));
  const weight = signers.reduce((sum, signer) => sum + signer.weight, 0n);
  if (weight * QUORUM_DENOMINATOR < total * QUORUM_NUMERATOR) fail(`signature weight is insufficient: ${QUORUM_NUMERATOR}*${total} > ${QUORUM_DENOMINATOR}*${weight}`);
  if (signers.length === 0 || !verifySignature(aggregatePublicKeys(signers.map((signer) => signer.publicKey)), message.signature, unsignedWarpBytes(message))) fail('signature is invalid');
}

/** Which of the set's signers (indices into it) sign: all of them, or a subset the caller picks. */
export type SignerChoice = (weights: readonly bigint[], totalWeight: bigint) => number[];

const everyone: SignerChoice = (weights) => weights.map((_weight, index) => index);

/**
 * Signers as an aggregator gathers them: in a random order, until their weight meets the quorum;
 * none when it never does (the message cannot be signed).
 */
export function quorumSigners(rng: Random): SignerChoice {
  return (weights, totalWeight) => {
    const order = weights.map((_weight, index) => index);
    for (let index = order.length - 1; index > 0; index--) {
      const other = rng.int(index + 1);
      [order[index], order[other]] = [itemAt(order, other), itemAt(order, index)];
    }
    const chosen: number[] = [];
    let weight = 0n;
    for (const index of order) {
      if (weight * QUORUM_DENOMINATOR >= totalWeight * QUORUM_NUMERATOR) break;
      chosen.push(index);
      weight += itemAt(weights, index);
    }
    return weight * QUORUM_DENOMINATOR >= totalWeight * QUORUM_NUMERATOR ? chosen : [];
  };
}

interface KeyHolder {
  /** Its index in the set: the bit that names it. */
  index: number;
  secretKey: Uint8Array;
  weight: bigint;
}

const holdersOfSet = new WeakMap<CanonicalSet, KeyHolder[]>();

/** The set's validators whose BLS key the devnet holds, found once per set. */
function keyHolders(set: CanonicalSet): KeyHolder[] {
  let holders = holdersOfSet.get(set);
  if (!holders) {
    holders = set.validators.flatMap((validator, index) => {
      const secretKey = blsSecretKeyOf(validator.publicKey);
      return secretKey ? [{ index, secretKey, weight: validator.weight }] : [];
    });
    holdersOfSet.set(set, holders);
  }
  return holders;
}

/**
 * Plays the signature aggregator: validators of the source chain's subnet whose BLS key the devnet
 * holds (all of them, or those `choose` picks) sign, and their aggregate signature goes into the
 * signed message with the bit set naming them. The set is the current one, or the one at
 * `atHeight` (a block's parent: what a node checks a block's Warp messages against) when the
 * subnet had one there. `setsAtHeight` keeps the sets read at `atHeight` by subnet, for a caller that
 * signs several messages against the same parent.
 */
export function signWarp(state: ChainState, unsigned: UnsignedWarpMessage, choose: SignerChoice = everyone, atHeight?: bigint, setsAtHeight?: Map<string, CanonicalSet>): Uint8Array {
  const subnetId = subnetOfChain(state, unsigned.sourceChainId);
  let parentSet = atHeight === undefined ? undefined : setsAtHeight?.get(subnetId);
  if (atHeight !== undefined && !parentSet) {
    parentSet = canonicalSetAt(state, subnetId, atHeight);
    setsAtHeight?.set(subnetId, parentSet);
  }
  // An L1 converted in the block being built has no set at its parent: its new validators sign.
  const set = parentSet && parentSet.validators.length > 0 ? parentSet : sourceSet(state, subnetId);
  const holders = keyHolders(set);
  const signers = choose(
    holders.map((holder) => holder.weight),
    set.totalWeight,
  ).map((position) => itemAt(holders, position));
  if (signers.length === 0) fail('no validator of the source subnet can sign');
  const signature = signAggregate(
    signers.map((signer) => signer.secretKey),
    unsignedWarpBytes(unsigned),
  );
  return encodeWarpMessage({ ...unsigned, signers: bitsOf(signers.map((signer) => signer.index)), signature });
}
