import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '../checksum';
import { addressOfPublicKey, recoverPublicKey } from '../secp256k1';
import type { Credential } from './types';

/** An Ethereum address is the last 20 bytes of keccak256 of the uncompressed key without its 0x04 prefix. */
const ETH_ADDRESS_OFFSET = 12;

/** Who made one signature: its key's platform address and EVM address. */
export interface Signer {
  /** ripemd160(sha256(compressed key)): the owner in P- and X-Chain outputs. */
  address: Uint8Array;
  /** The C-Chain account of the same key: what an export's EVM inputs name. */
  ethAddress: Uint8Array;
}

export function ethAddressOfPublicKey(compressed: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressed).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(ETH_ADDRESS_OFFSET);
}

/**
 * The signer of each signature of each credential, recovered over sha256 of the unsigned bytes
 * (what a wallet signs); undefined for a signature that no key made over these bytes.
 */
export function credentialSigners(unsignedBytes: Uint8Array, credentials: readonly Credential[]): Array<Array<Signer | undefined>> {
  const hash = sha256(unsignedBytes);
  return credentials.map((credential) =>
    credential.signatures.map((signature) => {
      const publicKey = recoverPublicKey(hash, signature);
      return publicKey && { address: addressOfPublicKey(publicKey), ethAddress: ethAddressOfPublicKey(publicKey) };
    }),
  );
}
