import { createHash } from 'node:crypto';
import { base58 } from '@scure/base';

/**
 * Native sha256 and cb58 for the devnet's hot paths (tx, block and UTXO IDs at mainnet scale);
 * the results are identical to src/lib's portable versions.
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(bytes).digest());
}

const CHECKSUM_LENGTH = 4;

export function cb58(bytes: Uint8Array): string {
  const digest = createHash('sha256').update(bytes).digest();
  const payload = new Uint8Array(bytes.length + CHECKSUM_LENGTH);
  payload.set(bytes);
  payload.set(digest.subarray(digest.length - CHECKSUM_LENGTH), bytes.length);
  return base58.encode(payload);
}

/** sha256 then cb58: the ID of encoded bytes. */
export function hashId(bytes: Uint8Array): { id: string; idBytes: Uint8Array } {
  const idBytes = sha256(bytes);
  return { id: cb58(idBytes), idBytes };
}
