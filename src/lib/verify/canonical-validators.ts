import { uncompressedPublicKey } from '../bls';
import { compareBytes } from '../bytes';
import { toHex } from '../hex';

/** One member of a validator set at a height. */
export interface SetMember {
  nodeId: string;
  nodeIdBytes: Uint8Array;
  weight: bigint;
  /** Compressed BLS key; a validator without one weighs in the total but signs nothing. */
  publicKey: Uint8Array | undefined;
}

/** A signer of Warp messages: one BLS key, the weight of every validator that registered it. */
export interface CanonicalValidator {
  publicKey: Uint8Array;
  weight: bigint;
  nodeIds: string[];
}

export interface CanonicalSet {
  /** In canonical order: a Warp signature's bitset names signers by their index here. */
  validators: CanonicalValidator[];
  /** Every member's weight, those without a key included. */
  totalWeight: bigint;
}

const uncompressed = new Map<string, Uint8Array>();

/** The uncompressed bytes the set is ordered by; decompressing is slow, and a key recurs across sets, so each is kept. */
function orderOf(publicKey: Uint8Array, hex: string): Uint8Array {
  let bytes = uncompressed.get(hex);
  if (!bytes) {
    bytes = uncompressedPublicKey(publicKey);
    uncompressed.set(hex, bytes);
  }
  return bytes;
}

/**
 * The canonical validator set Warp signatures are made against, as the reference node flattens one
 * (`FlattenValidatorSet` in `snow/validators/warp.go`): members that share a BLS key are one entry
 * with their weights summed, sorted by the key's uncompressed bytes. The node lists an entry's node
 * IDs in no set order; here they are sorted, so an answer is the same each time.
 */
export function canonicalSet(members: readonly SetMember[]): CanonicalSet {
  const byKey = new Map<string, CanonicalValidator & { order: Uint8Array; ids: Uint8Array[] }>();
  let totalWeight = 0n;
  for (const member of members) {
    totalWeight += member.weight;
    if (!member.publicKey) continue;
    const key = toHex(member.publicKey);
    const entry = byKey.get(key) ?? { publicKey: member.publicKey, weight: 0n, nodeIds: [], order: orderOf(member.publicKey, key), ids: [] };
    entry.weight += member.weight;
    entry.ids.push(member.nodeIdBytes);
    entry.nodeIds.push(member.nodeId);
    byKey.set(key, entry);
  }
  const validators = [...byKey.values()]
    .sort((a, b) => compareBytes(a.order, b.order))
    .map(({ publicKey, weight, nodeIds, ids }) => {
      const order = ids.map((bytes, index) => ({ bytes, id: nodeIds[index] ?? '' })).sort((a, b) => compareBytes(a.bytes, b.bytes));
      return { publicKey, weight, nodeIds: order.map((item) => item.id) };
    });
  return { validators, totalWeight };
}
