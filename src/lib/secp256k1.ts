import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

/**
 * The platform's secp256k1 signatures: 65 bytes `r ‖ s ‖ v` (v the recovery id, 0 or 1) over
 * sha256 of the unsigned bytes, with a low `s`; an address is ripemd160(sha256(compressed key)).
 */
export const SIGNATURE_LENGTH = 65;
export const PRIVATE_KEY_LENGTH = 32;
const RECOVERY_INDEX = 64;
/** An EVM address is the last 20 bytes of keccak256 of the uncompressed key without its 0x04 prefix. */
const EVM_ADDRESS_OFFSET = 12;

export function publicKeyOf(privateKey: Uint8Array): Uint8Array {
  return secp256k1.getPublicKey(privateKey, true);
}

export function addressOfPublicKey(publicKey: Uint8Array): Uint8Array {
  return ripemd160(sha256(publicKey));
}

export function addressOfPrivateKey(privateKey: Uint8Array): Uint8Array {
  return addressOfPublicKey(publicKeyOf(privateKey));
}

/** The EVM (C-Chain) account of a compressed public key. */
export function evmAddressOfPublicKey(compressed: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressed).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(EVM_ADDRESS_OFFSET);
}

export function evmAddressOfPrivateKey(privateKey: Uint8Array): Uint8Array {
  return evmAddressOfPublicKey(publicKeyOf(privateKey));
}

/** Signs a 32-byte hash deterministically (RFC 6979). */
export function signHash(privateKey: Uint8Array, hash: Uint8Array): Uint8Array {
  // noble's `recovered` format puts the recovery byte first; the platform puts it last.
  const recovered = secp256k1.sign(hash, privateKey, { prehash: false, format: 'recovered', lowS: true });
  const signature = new Uint8Array(SIGNATURE_LENGTH);
  signature.set(recovered.subarray(1), 0);
  signature.set(recovered.subarray(0, 1), RECOVERY_INDEX);
  return signature;
}

/** Signs `message` (unsigned tx bytes) the way a wallet does: over its sha256. */
export function signMessage(privateKey: Uint8Array, message: Uint8Array): Uint8Array {
  return signHash(privateKey, sha256(message));
}

/** The compressed public key that made `signature` over `hash`, or undefined when none can. */
export function recoverPublicKey(hash: Uint8Array, signature: Uint8Array): Uint8Array | undefined {
  if (signature.length !== SIGNATURE_LENGTH) return undefined;
  const recovery = signature[RECOVERY_INDEX];
  if (recovery === undefined || recovery > 1) return undefined;
  const recovered = new Uint8Array(SIGNATURE_LENGTH);
  recovered[0] = recovery;
  recovered.set(signature.subarray(0, RECOVERY_INDEX), 1);
  try {
    const sig = secp256k1.Signature.fromBytes(recovered, 'recovered');
    if (sig.hasHighS()) return undefined;
    return sig.recoverPublicKey(hash).toBytes(true);
  } catch {
    return undefined;
  }
}

/** The short address (20 bytes) of the key that signed `hash`, or undefined. */
export function recoverAddress(hash: Uint8Array, signature: Uint8Array): Uint8Array | undefined {
  const publicKey = recoverPublicKey(hash, signature);
  return publicKey && addressOfPublicKey(publicKey);
}
