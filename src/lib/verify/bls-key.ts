import { verifyProofOfPossession } from '../bls';
import type { SignedTx } from '../codec/types';
import { toHex } from '../hex';
import { compare, guarded, notChecked, type Check } from './check';
import { hexBytes } from './rlp-values';
import { VERIFY_TEXT } from './verify-text';

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

/**
 * A validator's BLS key: its proof of possession is the key's signature of its own bytes (under the
 * reference node's proof-of-possession domain), so whoever registered it holds the secret key; and
 * it is the key the staking tx's signed bytes register.
 */
export function verifyBlsKey(shown: BlsKeyShown, stakingTx: { id: string; tx: SignedTx } | { unreadable: string }): Check[] {
  const possession = guarded(VERIFY_TEXT.proofOfPossession, () => {
    const verifies = verifyProofOfPossession(sized(shown.publicKey, 'public key', PUBLIC_KEY_LENGTH), sized(shown.proofOfPossession, 'proof of possession', PROOF_OF_POSSESSION_LENGTH));
    return { name: VERIFY_TEXT.proofOfPossession, status: verifies ? 'verified' : 'fails', reason: VERIFY_TEXT.proofOfPossessionReason };
  });
  if ('unreadable' in stakingTx) return [possession, notChecked(VERIFY_TEXT.stakedKey, `the staking transaction could not be read: ${stakingTx.unreadable}`)];
  const staked = stakedKey(stakingTx.tx);
  return [
    possession,
    compare(
      VERIFY_TEXT.stakedKey,
      `the public key shown against the one in the signed bytes of transaction ${stakingTx.id}`,
      { label: 'public key shown', value: shown.publicKey.toLowerCase() },
      { label: 'public key in the transaction', value: staked ? toHex(staked) : '(none)' },
    ),
  ];
}
