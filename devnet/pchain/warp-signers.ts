import { bls12_381 } from '@noble/curves/bls12-381.js';
import { aggregatePublicKeys, signAggregate, verifySignature } from '../../src/lib/bls';
import { compareBytes } from '../../src/lib/bytes';
import { toHex } from '../../src/lib/hex';
import { blsSecretKeyOf } from './bls-keys';
import { isActive } from './fee-state';
import { cb58 } from './hash';
import type { ChainState } from './state';
import { fail } from './verify-spend';
import type { UnsignedWarpMessage, WarpMessage } from '../../src/lib/codec/warp-message';
import { encodeWarpMessage, unsignedWarpBytes } from '../../src/lib/codec/warp-message';
import { itemAt } from '../../src/lib/lists';

/** Warp quorum: signers must hold at least 67% of the source subnet's weight. */
const QUORUM_NUMERATOR = 67n;
const QUORUM_DENOMINATOR = 100n;
const BITS_PER_BYTE = 8;

interface CanonicalValidator {
  publicKey: Uint8Array;
  weight: bigint;
}

const uncompressed = new Map<string, Uint8Array>();

/** The uncompressed bytes (96) the node orders validators by; decompressing is slow, so it is cached. */
function uncompressedOf(publicKey: Uint8Array): Uint8Array {
  const key = toHex(publicKey);
  let bytes = uncompressed.get(key);
  if (!bytes) {
    bytes = bls12_381.G1.Point.fromBytes(publicKey).toBytes(false);
    uncompressed.set(key, bytes);
  }
  return bytes;
}

/**
 * The source subnet's canonical validator set (`warp.GetCanonicalValidatorSet`): its active L1
 * validators merged by BLS key and ordered by the key's uncompressed bytes, and the total weight.
 * Inactive validators are in the set under the empty node ID with no key: their weight is in the
 * total the quorum is measured against, but they cannot sign.
 */
function canonicalSet(state: ChainState, subnetId: string): { validators: CanonicalValidator[]; total: bigint } {
  const byKey = new Map<string, CanonicalValidator & { order: Uint8Array }>();
  let total = 0n;
  for (const validator of state.l1Validators.values()) {
    if (validator.subnetId !== subnetId || validator.endHeight !== undefined) continue;
    total += validator.weight;
    if (!isActive(validator)) continue;
    const key = toHex(validator.publicKey);
    const entry = byKey.get(key);
    if (entry) entry.weight += validator.weight;
    else byKey.set(key, { publicKey: validator.publicKey, weight: validator.weight, order: uncompressedOf(validator.publicKey) });
  }
  const validators = [...byKey.values()].sort((a, b) => compareBytes(a.order, b.order));
  return { validators, total };
}

function subnetOfChain(state: ChainState, chainId: Uint8Array): string {
  const chain = state.chains.get(cb58(chainId));
  if (!chain) fail(`failed to get subnet of chain ${cb58(chainId)}: not found`);
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

function bitsOf(indices: readonly number[]): Uint8Array {
  const top = indices.length === 0 ? -1 : Math.max(...indices);
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
  const { validators, total } = canonicalSet(state, subnetOfChain(state, message.sourceChainId));
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

/**
 * Plays the signature aggregator: every validator of the source chain's subnet whose BLS key the
 * devnet holds signs the message, and their aggregate signature goes into the signed message.
 */
export function signWarp(state: ChainState, unsigned: UnsignedWarpMessage): Uint8Array {
  const { validators } = canonicalSet(state, subnetOfChain(state, unsigned.sourceChainId));
  const signers = validators.flatMap((validator, index) => {
    const secretKey = blsSecretKeyOf(validator.publicKey);
    return secretKey ? [{ index, secretKey }] : [];
  });
  if (signers.length === 0) fail('no validator of the source subnet can sign');
  const signature = signAggregate(
    signers.map((signer) => signer.secretKey),
    unsignedWarpBytes(unsigned),
  );
  return encodeWarpMessage({ ...unsigned, signers: bitsOf(signers.map((signer) => signer.index)), signature });
}
