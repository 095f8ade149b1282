import { sha256 } from '../checksum';
import { addressOfPublicKey, evmAddressOfPublicKey, recoverPublicKey } from '../secp256k1';
import type { Credential } from './types';

/** Who made one signature: its key's platform address and EVM address. */
export interface Signer {
  /** ripemd160(sha256(compressed key)): the owner in P- and X-Chain outputs. */
  address: Uint8Array;
  /** The C-Chain account of the same key: what an export's EVM inputs name. */
  ethAddress: Uint8Array;
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
      return publicKey && { address: addressOfPublicKey(publicKey), ethAddress: evmAddressOfPublicKey(publicKey) };
    }),
  );
}
