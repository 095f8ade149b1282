import { sha256 } from './checksum';
import { Cb58Error, cb58Decode, cb58Encode } from './cb58';

export const ID_LENGTH = 32;
export const SHORT_ID_LENGTH = 20;
export const NODE_ID_PREFIX = 'NodeID-';

/** The Primary Network's subnet ID, which is also the P-Chain's blockchain ID (32 zero bytes). */
export const PRIMARY_NETWORK_ID = '11111111111111111111111111111111LpoYY';

/**
 * The empty node ID (20 zero bytes). In an L1's validator set it stands for the L1 validators that
 * are inactive (no balance): their weight stays in the set under this ID, with no BLS key, so it
 * counts toward the total but can never sign.
 */
export const EMPTY_NODE_ID = 'NodeID-111111111111111111116DBWJs';

/** The secp256k1fx ID printed as `fxID` on every P-Chain input and output (`wellKnownId('secp256k1fx')`). */
export const SECP256K1FX_ID = 'spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ';

export function idFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== ID_LENGTH) throw new Cb58Error(`invalid hash length: expected 32 bytes but got ${bytes.length}`);
  return cb58Encode(bytes);
}

/** Parses a cb58 32-byte ID (tx, block, subnet, blockchain, asset, validation). */
export function parseId(text: string): Uint8Array {
  const bytes = cb58Decode(text);
  if (bytes.length !== ID_LENGTH) throw new Cb58Error(`invalid hash length: expected 32 bytes but got ${bytes.length}`);
  return bytes;
}

export function isId(text: string): boolean {
  try {
    parseId(text);
    return true;
  } catch {
    return false;
  }
}

/** ID of encoded bytes: sha256 of them, cb58. */
export function hashToId(bytes: Uint8Array): string {
  return cb58Encode(sha256(bytes));
}

export function parseShortId(text: string): Uint8Array {
  const bytes = cb58Decode(text);
  if (bytes.length !== SHORT_ID_LENGTH) throw new Cb58Error(`invalid hash length: expected 20 bytes but got ${bytes.length}`);
  return bytes;
}

export function shortIdFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== SHORT_ID_LENGTH) throw new Cb58Error(`invalid hash length: expected 20 bytes but got ${bytes.length}`);
  return cb58Encode(bytes);
}

export function nodeIdFromBytes(bytes: Uint8Array): string {
  return NODE_ID_PREFIX + shortIdFromBytes(bytes);
}

export function parseNodeId(text: string): Uint8Array {
  if (!text.startsWith(NODE_ID_PREFIX)) throw new Cb58Error(`ID: ${text} is missing the prefix: ${NODE_ID_PREFIX}`);
  return parseShortId(text.slice(NODE_ID_PREFIX.length));
}

export function isNodeId(text: string): boolean {
  try {
    parseNodeId(text);
    return true;
  } catch {
    return false;
  }
}

/** Well-known VM and Fx IDs: the ASCII name right-padded with zeros to 32 bytes. */
export function wellKnownId(name: string): string {
  const bytes = new Uint8Array(ID_LENGTH);
  bytes.set(new TextEncoder().encode(name));
  return cb58Encode(bytes);
}
