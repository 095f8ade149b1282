import { adjacentPairs, zipSameLength } from '../../src/lib/lists';
import { bytesEqual, compareBytes } from '../../src/lib/bytes';
import { CODEC_VERSION, type Credential, type Output, type OutputOwners, type TransferableInput, type TransferableOutput } from '../../src/lib/codec/types';
import { recoverAddress } from '../../src/lib/secp256k1';
import { AVAX_ASSET_ID } from './constants';
import { cb58, sha256 } from './hash';
import { writeOwnerFields } from '../../src/lib/codec/fields';
import { Writer } from '../../src/lib/codec/writer';
import type { Utxo } from './state';

/** A verification failure; the message is the node's text (what `getTxStatus` reports as the reason). */
export class VerifyError extends Error {
  override name = 'VerifyError';
}

export function fail(message: string): never {
  throw new VerifyError(message);
}

/** `fn`'s failure with `prefix` before the node's reason. */
export function wrapped<T>(prefix: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof VerifyError) fail(`${prefix}${error.message}`);
    throw error;
  }
}

/** The signer set a credential must satisfy: a UTXO's owners or a subnet / L1 owner. */
export type Owner = Pick<OutputOwners, 'threshold' | 'addresses'> & { locktime?: bigint };

/**
 * secp256k1fx `OutputOwners.Verify`: the addresses can meet the threshold, a threshold of 0 names
 * no address, and the addresses are sorted and unique.
 */
export function verifyOwner(owner: Owner): void {
  if (owner.threshold > BigInt(owner.addresses.length)) fail('output is unspendable');
  if (owner.threshold === 0n && owner.addresses.length > 0) fail('output representation should be optimized');
  if (!adjacentPairs(owner.addresses).every(([before, after]) => compareBytes(before, after) < 0)) fail('addresses not sorted and unique');
}

/**
 * secp256k1fx VerifyCredentials: the signature indices match the owner's threshold and the
 * credential, and each signature recovers to the owner address at its index. `hash` is
 * sha256 of the unsigned tx bytes.
 */
export function verifyCredential(hash: Uint8Array, indices: readonly bigint[], credential: Credential, owner: Owner, now: bigint): void {
  const count = BigInt(indices.length);
  if ((owner.locktime ?? 0n) > now) fail('output is time locked');
  if (owner.threshold < count) fail('input has more signers than expected');
  if (owner.threshold > count) fail('input has less signers than expected');
  if (indices.length !== credential.signatures.length) fail('input expected a different number of signers than provided in the credential');
  zipSameLength(indices, credential.signatures).forEach(([index, signature]) => {
    const expected = owner.addresses[Number(index)];
    if (!expected) fail('input referenced a nonexistent address in the output');
    const signer = recoverAddress(hash, signature);
    if (!signer) fail('invalid signature');
    if (!bytesEqual(signer, expected)) fail(`wrong signature: expected signature from ${cb58(expected)} but got from ${cb58(signer)}`);
  });
}

/** The node's owner ID: sha256 of the owner marshalled on its own (codec version, no type ID). */
function ownerId(output: OutputOwners): string {
  const writer = new Writer().u16(CODEC_VERSION);
  writeOwnerFields(writer, output);
  return cb58(sha256(writer.toBytes()));
}

function innerOf(output: Output): { locktime: bigint; transfer: Extract<Output, { kind: 'TransferOutput' }> } {
  return output.kind === 'LockOut' ? { locktime: output.locktime, transfer: output.output } : { locktime: 0n, transfer: output };
}

/**
 * The flow check (`utxo.Verifier.VerifySpendUTXOs`): each input spends its UTXO with valid
 * credentials, and what the inputs consume covers the outputs plus `burn` (fee and any other AVAX
 * the tx pays away). Locked funds may only be re-locked for the same owner and locktime.
 */
export function verifySpend(
  hash: Uint8Array,
  utxos: readonly Utxo[],
  inputs: readonly TransferableInput[],
  outputs: readonly TransferableOutput[],
  credentials: readonly Credential[],
  burn: bigint,
  now: bigint,
): void {
  if (inputs.length !== credentials.length) fail(`wrong number of credentials: ${inputs.length} inputs != ${credentials.length} credentials`);
  let unlockedConsumed = 0n;
  const lockedConsumed = new Map<string, bigint>();
  // The caller looked each input's UTXO up, in input order.
  zipSameLength(zipSameLength(utxos, inputs), credentials).forEach(([[utxo, input], credential]) => {
    if (!bytesEqual(utxo.assetId, input.assetId)) fail(`input asset ID does not match UTXO asset ID: ${cb58(input.assetId)} != ${cb58(utxo.assetId)}`);
    const { locktime, transfer } = innerOf(utxo.output);
    let spend = input.input;
    if (spend.kind === 'LockIn') {
      if (spend.locktime !== locktime) fail(`input locktime does not match UTXO locktime: ${spend.locktime} != ${locktime}`);
      spend = spend.input;
    } else if (now < locktime) {
      fail('locked funds not marked as locked');
    }
    try {
      if (spend.amount !== transfer.amount) fail(`utxo amount and input amount are not equal: ${transfer.amount} != ${spend.amount}`);
      verifyCredential(hash, spend.signatureIndices, credential, transfer, now);
    } catch (error) {
      fail(`failed to verify transfer: ${(error as Error).message}`);
    }
    if (now >= locktime) unlockedConsumed += spend.amount;
    else {
      const key = `${locktime}:${ownerId(transfer)}`;
      lockedConsumed.set(key, (lockedConsumed.get(key) ?? 0n) + spend.amount);
    }
  });
  let unlockedProduced = burn;
  const lockedProduced = new Map<string, bigint>();
  for (const output of outputs) {
    const { locktime, transfer } = innerOf(output.output);
    if (locktime === 0n) unlockedProduced += transfer.amount;
    else {
      const key = `${locktime}:${ownerId(transfer)}`;
      lockedProduced.set(key, (lockedProduced.get(key) ?? 0n) + transfer.amount);
    }
  }
  for (const [key, produced] of lockedProduced) {
    const consumed = lockedConsumed.get(key) ?? 0n;
    // Stryker disable next-line EqualityOperator: at equality the increase is 0, which changes nothing
    if (produced <= consumed) continue;
    const increase = produced - consumed;
    const [locktime, owner] = key.split(':');
    if (increase > unlockedConsumed) fail(`insufficient locked funds: ${owner} needs ${increase - unlockedConsumed} more ${AVAX_ASSET_ID} for locktime ${locktime}`);
    unlockedConsumed -= increase;
  }
  if (unlockedProduced > unlockedConsumed) fail(`insufficient unlocked funds: needs ${unlockedProduced - unlockedConsumed} more ${AVAX_ASSET_ID}`);
}
