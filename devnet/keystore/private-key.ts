import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { cb58Decode, cb58Encode } from '../../src/lib/cb58';
import { PRIVATE_KEY_LENGTH, publicKeyOf } from '../../src/lib/secp256k1';
import { ethAddressOfPublicKey } from '../../src/lib/codec/signers';

/** The node's text form of a secp256k1 private key: `PrivateKey-` + cb58 of its 32 bytes. */
export const PRIVATE_KEY_PREFIX = 'PrivateKey-';
const HEX_RADIX = 16;
/** EIP-55: a hex digit is upper-cased when its nibble of keccak256(lowercase address) is ≥ 8. */
const UPPERCASE_NIBBLE = 8;

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

export function ethAddressOfPrivateKey(privateKey: Uint8Array): Uint8Array {
  return ethAddressOfPublicKey(publicKeyOf(privateKey));
}

/** `0x` + the EIP-55 mixed-case checksum form, as go-ethereum's `Address.Hex()` writes it. */
export function checksumAddress(address: Uint8Array): string {
  const lower = [...address].map((byte) => byte.toString(HEX_RADIX).padStart(2, '0')).join('');
  const hash = keccak_256(new TextEncoder().encode(lower));
  const digits = [...lower].map((digit, i) => {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    return nibble >= UPPERCASE_NIBBLE ? digit.toUpperCase() : digit;
  });
  return `0x${digits.join('')}`;
}
