/**
 * Query keys: `[scope, method, params]`, then where the call goes and which head it follows when
 * either applies. The scope (network id, plus the custom node URL) comes first so switching node
 * never mixes caches; the RPC method name comes next so keys are greppable. Bigints and Dates are
 * written as strings (keys must be JSON-serialisable).
 */
export type KeyPart = string | number | boolean | null | KeyPart[] | { [key: string]: KeyPart };

/** The chain a call goes to (EVM and chain-scoped methods) and the head it was made at (live values). */
export interface KeyPlace {
  chain?: string;
  head?: string;
}

export type RpcKey =
  | readonly [scope: string, method: string, params: KeyPart]
  | readonly [scope: string, method: string, params: KeyPart, place: KeyPlace];

export function keyPart(value: unknown): KeyPart {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(keyPart);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, member]) => member !== undefined)
        .map(([key, member]) => [key, keyPart(member)]),
    );
  }
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}

/**
 * The one key builder. Live values (that change with the chain) pass the chain head, so they
 * refresh exactly when a block is accepted; chain-scoped calls pass their chain.
 */
export function rpcKey(scope: string, method: string, params: unknown = {}, place: { chain?: string; head?: bigint } = {}): RpcKey {
  const where: KeyPlace = {
    ...(place.chain !== undefined ? { chain: place.chain } : {}),
    ...(place.head !== undefined ? { head: place.head.toString() } : {}),
  };
  return Object.keys(where).length === 0 ? [scope, method, keyPart(params)] : [scope, method, keyPart(params), where];
}

/** Keys of values that are derived from several calls (not one RPC method). */
export function derivedKey(scope: string, name: string, params: unknown = {}, head?: bigint): RpcKey {
  return rpcKey(scope, `derived:${name}`, params, { head });
}
