import { aggregatePublicKeys, verifySignature } from '../bls';
import { decodeWarpMessage, unsignedWarpBytes, type WarpMessage } from '../codec/warp-message';
import { fromHex } from '../hex';
import { failsOn, notChecked, type Check } from './check';
import { messageOf } from '../error-message';
import type { CheckReason } from './check-reason';

/** A source subnet's canonical set as `getAllValidatorsAt` answers it. */
export interface WarpSetAnswer {
  validators: ReadonlyArray<{ publicKey: string | null; weight: bigint }>;
  totalWeight: bigint;
}

/** Warp quorum: signers must hold at least 67 % of the source subnet's weight (`warp.VerifyWeight`). */
const QUORUM_NUMERATOR = 67n;
const QUORUM_DENOMINATOR = 100n;
const BITS_PER_BYTE = 8;

/** The indices a bit set names: bit i of the big-endian integer is validator i. */
function signerIndices(bits: Uint8Array): number[] {
  const indices: number[] = [];
  bits.forEach((byte, position) => {
    for (let bit = 0; bit < BITS_PER_BYTE; bit++) if (byte & (1 << bit)) indices.push((bits.length - 1 - position) * BITS_PER_BYTE + bit);
  });
  return indices.sort((a, b) => a - b);
}

function quorumCheck(weight: bigint, total: bigint, signers: number): Check {
  const met = weight * QUORUM_DENOMINATOR >= total * QUORUM_NUMERATOR;
  return {
    name: 'warpQuorum',
    status: met ? 'verified' : 'fails',
    compared: [
      { label: { code: 'signersWeight', signers }, value: { kind: 'weight', weight, total } },
      { label: 'quorum', value: { kind: 'quorum', percent: QUORUM_NUMERATOR, total } },
    ],
    reason: { kind: 'quorum' },
  };
}

/**
 * A Warp message's BLS multi-signature against the source subnet's canonical set at the height
 * before the tx's block: the bit set names signers of that set, their aggregate key verifies the
 * signature over the unsigned message, and their weight meets the quorum.
 */
export function verifyWarp(messageBytes: Uint8Array, set: WarpSetAnswer | undefined, noSet: CheckReason): Check[] {
  let message: WarpMessage;
  try {
    message = decodeWarpMessage(messageBytes);
  } catch (error) {
    return [failsOn('warpSignature', { kind: 'warp-undecodable', message: messageOf(error) })];
  }
  if (!set) return [notChecked('warpSignature', noSet)];
  if (message.signers[0] === 0) return [failsOn('warpSignature', { kind: 'bitset-leading-zero' })];
  const indices = signerIndices(message.signers);
  if (indices.length === 0) return [failsOn('warpSignature', { kind: 'bitset-empty' })];
  const beyond = indices.find((index) => index >= set.validators.length);
  if (beyond !== undefined) return [failsOn('warpSignature', { kind: 'signer-beyond-set', signer: beyond, set: set.validators.length })];
  const signers = indices.map((index) => set.validators[index]).filter((signer) => signer !== undefined);
  const keys = signers.map((signer) => signer.publicKey);
  if (keys.some((key) => key === null)) return [failsOn('warpSignature', { kind: 'signer-without-key' })];
  let verifies: boolean;
  try {
    verifies = verifySignature(aggregatePublicKeys(keys.map((key) => fromHex(key ?? ''))), message.signature, unsignedWarpBytes(message));
  } catch (error) {
    return [failsOn('warpSignature', { kind: 'signer-key-invalid', message: messageOf(error) })];
  }
  const weight = signers.reduce((sum, signer) => sum + signer.weight, 0n);
  return [
    { name: 'warpSignature', status: verifies ? 'verified' : 'fails', reason: { kind: 'warp-signature', signers: indices.length } },
    quorumCheck(weight, set.totalWeight, indices.length),
  ];
}
