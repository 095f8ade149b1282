import { verifyProofOfPossession } from '../bls';
import { conversionValidationId } from '../codec/l1-validation-id';
import type { SignedTx } from '../codec/types';
import { decodeL1Message } from '../codec/warp';
import { toHex } from '../hex';
import { idFromBytes } from '../ids';
import { compare, failsOn, guarded, notChecked, type Check } from './check';
import type { CheckName } from './check-name';
import type { CheckReason } from './check-reason';
import { hexBytes } from './rlp-values';

const PUBLIC_KEY_LENGTH = 48;
const PROOF_OF_POSSESSION_LENGTH = 96;

/** A BLS key as a validator page shows it. */
export interface BlsKeyShown {
  publicKey: string;
  proofOfPossession: string;
}

function sized(text: string, what: string, length: number): Uint8Array {
  const bytes = hexBytes(text, what);
  if (bytes.length !== length) throw new Error(`the ${what} is ${bytes.length} bytes; a BLS ${what} is ${length}`);
  return bytes;
}

/** The key a staking tx registers: its signer's, if it has one. */
function stakedKey(tx: SignedTx): Uint8Array | undefined {
  const unsigned = tx.unsignedTx;
  if (!('signer' in unsigned)) return undefined;
  const signer = unsigned.signer;
  return signer.kind === 'EmptySigner' ? undefined : signer.publicKey;
}

function proofOfPossessionCheck(publicKey: string, proofOfPossession: string, reason: CheckReason): Check {
  return guarded('proofOfPossession', () => {
    const verifies = verifyProofOfPossession(sized(publicKey, 'public key', PUBLIC_KEY_LENGTH), sized(proofOfPossession, 'proof of possession', PROOF_OF_POSSESSION_LENGTH));
    return { name: 'proofOfPossession', status: verifies ? 'verified' : 'fails', reason };
  });
}

/** The key shown against the one in the signed bytes of transaction `txId` (none: the tx registers none). */
function keyInTxCheck(name: CheckName, shown: string, txId: string, inTx: string | undefined): Check {
  return compare(name, { kind: 'key-in-tx', tx: txId }, { label: 'publicKeyShown', value: shown.toLowerCase() }, { label: 'publicKeyInTx', value: inTx ?? { kind: 'none' } });
}

/**
 * A validator's BLS key: its proof of possession is the key's signature of its own bytes (under the
 * reference node's proof-of-possession domain), so whoever registered it holds the secret key; and
 * it is the key the staking tx's signed bytes register.
 */
export function verifyBlsKey(shown: BlsKeyShown, stakingTx: { id: string; tx: SignedTx } | { unreadable: string }): Check[] {
  const possession = proofOfPossessionCheck(shown.publicKey, shown.proofOfPossession, { kind: 'proof-of-possession' });
  if ('unreadable' in stakingTx) return [possession, notChecked('stakedKey', { kind: 'tx-unreadable', role: 'staking', message: stakingTx.unreadable })];
  const staked = stakedKey(stakingTx.tx);
  return [possession, keyInTxCheck('stakedKey', shown.publicKey, stakingTx.id, staked && toHex(staked))];
}

/** The key and proof of possession a tx gives the L1 validation `validationId`: a conversion's initial validator, or a registration's. */
function registeredKey(tx: SignedTx, validationId: string): { publicKey: string; proofOfPossession: string } | undefined {
  const unsigned = tx.unsignedTx;
  if (unsigned.kind === 'ConvertSubnetToL1Tx') {
    const subnetId = idFromBytes(unsigned.subnetId);
    const validator = unsigned.validators.find((_, index) => conversionValidationId(subnetId, index) === validationId);
    return validator && { publicKey: toHex(validator.signer.publicKey), proofOfPossession: toHex(validator.signer.proofOfPossession) };
  }
  if (unsigned.kind !== 'RegisterL1ValidatorTx') return undefined;
  const message = decodeL1Message(toHex(unsigned.message));
  return message?.kind === 'register' && message.validationId === validationId ? { publicKey: message.publicKey, proofOfPossession: toHex(unsigned.proofOfPossession) } : undefined;
}

/**
 * An L1 validator's BLS key against the tx that registered it (a conversion or a registration,
 * which the node's validator answer does not name, so the page is told it): the tx gives this
 * validation ID the key shown, and the proof of possession in the tx verifies for it.
 */
export function verifyL1BlsKey(shown: { validationId: string; publicKey: string }, registering: { id: string; tx: SignedTx } | { unreadable: string } | undefined): Check[] {
  if (registering === undefined) return [notChecked('blsKey', { kind: 'registering-tx-unknown' })];
  if ('unreadable' in registering) return [notChecked('blsKey', { kind: 'tx-unreadable', role: 'registering', message: registering.unreadable })];
  const key = registeredKey(registering.tx, shown.validationId);
  if (!key) return [failsOn('registeredKey', { kind: 'not-registered', tx: registering.id, validationId: shown.validationId })];
  return [
    proofOfPossessionCheck(key.publicKey, key.proofOfPossession, { kind: 'proof-of-possession', tx: registering.id }),
    keyInTxCheck('registeredKey', shown.publicKey, registering.id, key.publicKey),
  ];
}
