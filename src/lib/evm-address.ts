import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** Hex digits of a 20-byte EVM address. */
export const EVM_ADDRESS_HEX_LENGTH = 40;
const HEX_DIGITS = /^[0-9a-fA-F]*$/;
const HAS_LOWER = /[a-f]/;
const HAS_UPPER = /[A-F]/;
/** EIP-55: a letter is upper case when its nibble of keccak256(lowercase hex) is at least 8. */
const CHECKSUM_NIBBLE_THRESHOLD = 8;

export type EvmAddressCheck = { ok: true; address: string } | { ok: false; reason: string };

/** The EIP-55 mixed-case form of a `0x` + 40 hex address. */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(utf8ToBytes(lower));
  let out = '0x';
  for (const [index, char] of Array.from(lower).entries()) {
    // Text longer than the hash's 64 nibbles (no address) keeps its case past them.
    const byte = hash[index >> 1] ?? 0;
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    out += nibble >= CHECKSUM_NIBBLE_THRESHOLD ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * Checks typed text as an EVM address. All-lower and all-upper case carry no checksum and are
 * accepted; mixed case must be the EIP-55 checksum. The address comes back checksummed.
 */
export function checkEvmAddress(text: string): EvmAddressCheck {
  const value = text.trim();
  if (!value.startsWith('0x') && !value.startsWith('0X')) return { ok: false, reason: 'an EVM address starts with 0x' };
  const body = value.slice(2);
  if (!HEX_DIGITS.test(body)) return { ok: false, reason: 'an EVM address holds only the hex digits 0-9 and a-f after 0x' };
  if (body.length !== EVM_ADDRESS_HEX_LENGTH) {
    return { ok: false, reason: `an EVM address is 20 bytes (40 hex digits), this one has ${body.length} hex digits` };
  }
  const checksummed = toChecksumAddress(`0x${body}`);
  const mixedCase = HAS_LOWER.test(body) && HAS_UPPER.test(body);
  if (mixedCase && checksummed.slice(2) !== body) {
    return {
      ok: false,
      reason: 'its mixed upper and lower case is an EIP-55 checksum that does not match: a character was mistyped or changed case',
    };
  }
  return { ok: true, address: checksummed };
}

/** The address in the last 20 bytes of a 32-byte word (an indexed event argument). */
export function addressFromWord(word: string): string {
  return toChecksumAddress(`0x${word.slice(-EVM_ADDRESS_HEX_LENGTH)}`);
}

/** A 32-byte word (64 hex digits) as an unsigned integer. */
export function uintFromWord(word: string): bigint {
  return BigInt(`0x${word.replace(/^0x/, '') || '0'}`);
}
