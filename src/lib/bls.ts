import { bls12_381 } from '@noble/curves/bls12-381.js';

/**
 * The platform's BLS signatures (BLS12-381, public keys in G1 as 48 compressed bytes, signatures in
 * G2 as 96 bytes): a proof of possession signs the public key's own bytes under its own domain.
 */
const PROOF_OF_POSSESSION_DST = 'BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';
const SIGNATURE_DST = 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';
const scheme = bls12_381.longSignatures;

/** False for malformed keys or signatures as well as for a signature by another key. */
function verifies(signature: Uint8Array, message: Uint8Array, dst: string, publicKey: Uint8Array): boolean {
  try {
    return scheme.verify(signature, scheme.hash(message, dst), publicKey);
  } catch {
    return false;
  }
}

export function verifyProofOfPossession(publicKey: Uint8Array, proofOfPossession: Uint8Array): boolean {
  return verifies(proofOfPossession, publicKey, PROOF_OF_POSSESSION_DST, publicKey);
}

/** A signature (single or aggregate) over `message` by `publicKey` (single or aggregate). */
export function verifySignature(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array): boolean {
  return verifies(signature, message, SIGNATURE_DST, publicKey);
}

/** Aggregate public key of `publicKeys` (compressed G1 bytes). */
export function aggregatePublicKeys(publicKeys: readonly Uint8Array[]): Uint8Array {
  return scheme.aggregatePublicKeys([...publicKeys]).toBytes(true);
}

/** A public key's 96-byte uncompressed form: what the canonical validator order compares. */
export function uncompressedPublicKey(publicKey: Uint8Array): Uint8Array {
  return bls12_381.G1.Point.fromBytes(publicKey).toBytes(false);
}
