import type { QueryKey } from '@tanstack/react-query';

/**
 * Query keys: `[scope, method, params]`. The scope (network id, plus the custom node URL) comes
 * first so switching node never mixes caches; the RPC method name comes next so keys are
 * greppable. Bigints and Dates are written as strings (keys must be JSON-serialisable).
 */
export type KeyPart = string | number | boolean | null | KeyPart[] | { [key: string]: KeyPart };
export type RpcKey =
  | readonly [scope: string, method: string, params: KeyPart]
  | readonly [scope: string, method: string, params: KeyPart, live: { head: string }];

function keyPart(value: unknown): KeyPart {
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
 * The one key factory: every domain module builds its keys with it. Live values (that change
 * with the chain) pass the chain head, so they refresh exactly when a block is accepted.
 */
export function rpcKey(scope: string, method: string, params: unknown = {}, head?: bigint): RpcKey {
  return head === undefined ? [scope, method, keyPart(params)] : [scope, method, keyPart(params), { head: head.toString() }];
}

/** Keys of values that are derived from several calls (not one RPC method). */
export function derivedKey(scope: string, name: string, params: unknown = {}): RpcKey {
  return [scope, `derived:${name}`, keyPart(params)] as const;
}

/**
 * `placeholderData` that keeps the last value on screen while the next one loads (the value at a
 * new head), but only a value of the same scope: what one node (or network) answered is never
 * shown as another's while the other is asked.
 */
export function previousOfScope(scope: string) {
  return <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery?.queryKey[0] === scope ? previous : undefined;
}
