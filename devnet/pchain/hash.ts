import { hash } from 'node:crypto';
import { itemAt } from '../../src/lib/lists';

/**
 * Native sha256 and a fast cb58 for the devnet's hot paths (tx, block and UTXO IDs at mainnet
 * scale); the results are identical to src/lib's portable versions.
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  // The one-shot native hash: a fraction of createHash's cost for the short inputs IDs hash.
  return digestBytes(hash('sha256', bytes, 'binary'));
}

/**
 * A digest's bytes from its latin1 ('binary') text: a small plain array, where a Buffer digest would be memory
 * of its own to allocate, copy and collect (twice as slow for the hundred thousand IDs of genesis).
 */
function digestBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** sha256 of `bytes` read as a big-endian integer (a signature's message hash), without a byte array between. */
export function sha256Number(bytes: Uint8Array): bigint {
  return BigInt(`0x${hash('sha256', bytes, 'hex')}`);
}

/** ripemd160(sha256(public key)): a short address, as src/lib/secp256k1's addressOfPublicKey gives it. */
export function shortAddressOf(publicKey: Uint8Array): Uint8Array {
  return digestBytes(hash('ripemd160', hash('sha256', publicKey, 'buffer'), 'binary'));
}

/**
 * `0x` + lowercase hex, the text src/lib/hex's toHex and @ethereumjs/util's bytesToHex give, from
 * Node's native encoder: the hot paths' map keys and JSON.
 */
export function nativeHex(bytes: Uint8Array): string {
  return `0x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
}

const CHECKSUM_LENGTH = 4;
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE = 58;
/** Base-58 digits per limb: 58^5 < 2^30, and a limb × 256 plus a carry stays an exact double. */
const LIMB_DIGITS = 5;
const LIMB = BASE ** LIMB_DIGITS;
const BYTE = 256;
const NO_BYTES = new Uint8Array(0);
/** cb58's checksum, rewritten by each call (base58 has read it before the next). */
const CHECKSUM = new Uint8Array(CHECKSUM_LENGTH);
const ZERO_DIGIT = ALPHABET.charCodeAt(0);

/**
 * Bitcoin-alphabet base58 of `bytes` then `tail` (a checksum, read without joining the two), five
 * digits at a time (the byte-at-a-time conversion is the slow part).
 * The text is made in one piece: a string built by prepending characters stays a chain of tens of
 * pieces per ID, which the heap keeps (and the collector walks) for every stored ID.
 */
export function base58(bytes: Uint8Array, tail: Uint8Array = NO_BYTES): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  if (zeros === bytes.length) while (zeros - bytes.length < tail.length && tail[zeros - bytes.length] === 0) zeros++;
  const limbs: number[] = [];
  // Indexed within the loop bounds: iterating subarrays made every ID half as slow again.
  for (let index = zeros; index < bytes.length; index++) addByte(limbs, itemAt(bytes, index));
  for (let index = Math.max(zeros - bytes.length, 0); index < tail.length; index++) addByte(limbs, itemAt(tail, index));
  const digits: number[] = [];
  for (const [limb, limbValue] of limbs.entries()) {
    let value = limbValue;
    const last = limb === limbs.length - 1;
    for (let digit = 0; digit < LIMB_DIGITS && (!last || value > 0); digit++) {
      digits.push(ALPHABET.charCodeAt(value % BASE));
      value = Math.floor(value / BASE);
    }
  }
  for (let zero = 0; zero < zeros; zero++) digits.push(ZERO_DIGIT);
  return String.fromCharCode(...digits.reverse());
}

/** Multiplies the little-endian base-58⁵ number in `limbs` by 256 and adds `byte`. */
function addByte(limbs: number[], byte: number): void {
  let carry = byte;
  // Indexed, not iterated: the hottest loop, and it writes each limb back in place.
  for (let limb = 0; limb < limbs.length; limb++) {
    const value = itemAt(limbs, limb) * BYTE + carry;
    carry = Math.floor(value / LIMB);
    limbs[limb] = value - carry * LIMB;
  }
  while (carry > 0) {
    limbs.push(carry % LIMB);
    carry = Math.floor(carry / LIMB);
  }
}

export function cb58(bytes: Uint8Array): string {
  const digest = hash('sha256', bytes, 'binary');
  for (let index = 0; index < CHECKSUM_LENGTH; index++) CHECKSUM[index] = digest.charCodeAt(digest.length - CHECKSUM_LENGTH + index);
  return base58(bytes, CHECKSUM);
}

const NODE_ID_PREFIX = 'NodeID-';

/** A node ID's text, as src/lib/ids' nodeIdFromBytes gives it, with the fast cb58. */
export function nodeIdText(bytes: Uint8Array): string {
  return NODE_ID_PREFIX + cb58(bytes);
}

/** sha256 then cb58: the ID of encoded bytes. */
export function hashId(bytes: Uint8Array): { id: string; idBytes: Uint8Array } {
  const idBytes = sha256(bytes);
  return { id: cb58(idBytes), idBytes };
}
