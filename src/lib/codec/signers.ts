import { sha256 } from '../checksum';
import { recoverAddress } from '../secp256k1';
import type { Credential } from './types';

/**
 * The 20-byte address behind each signature of each credential, recovered over sha256 of the
 * unsigned bytes (what a wallet signs); undefined for a signature that no key made over these bytes.
 */
export function credentialSigners(unsignedBytes: Uint8Array, credentials: readonly Credential[]): Array<Array<Uint8Array | undefined>> {
  const hash = sha256(unsignedBytes);
  return credentials.map((credential) => credential.signatures.map((signature) => recoverAddress(hash, signature)));
}
