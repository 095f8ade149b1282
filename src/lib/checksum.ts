import { sha256 } from '@noble/hashes/sha2.js';

/** The node's 4-byte checksum: the last 4 bytes of sha256(payload). */
export const CHECKSUM_LENGTH = 4;

export function checksum(payload: Uint8Array): Uint8Array {
  return sha256(payload).subarray(32 - CHECKSUM_LENGTH);
}

export { sha256 };
