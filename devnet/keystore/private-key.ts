import { secp256k1 } from '@noble/curves/secp256k1.js';
import { cb58Decode, cb58Encode } from '../../src/lib/cb58';
import { PRIVATE_KEY_LENGTH } from '../../src/lib/secp256k1';

/** The node's text form of a secp256k1 private key: `PrivateKey-` + cb58 of its 32 bytes. */
export const PRIVATE_KEY_PREFIX = 'PrivateKey-';

export function formatPrivateKey(privateKey: Uint8Array): string {
  return `${PRIVATE_KEY_PREFIX}${cb58Encode(privateKey)}`;
}

/** The key's bytes, or an error when the text is not a `PrivateKey-…` of a valid secp256k1 scalar. */
export function parsePrivateKey(text: string): Uint8Array {
  if (!text.startsWith(PRIVATE_KEY_PREFIX)) throw new Error(`private key missing ${PRIVATE_KEY_PREFIX} prefix`);
  const bytes = cb58Decode(text.slice(PRIVATE_KEY_PREFIX.length));
  if (bytes.length !== PRIVATE_KEY_LENGTH || !secp256k1.utils.isValidSecretKey(bytes)) throw new Error('invalid private key');
  return bytes;
}
