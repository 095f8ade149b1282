import type { QueryClient } from '@tanstack/react-query';
import { isRecord } from '../lib/json-value';
import type { TokenBalance, TokenInfo } from './evm-token';
import { derivedKey } from './keys';

/** A token the explorer has read the metadata of. */
export interface KnownToken {
  /** `C` or a blockchain ID. */
  chain: string;
  address: string;
  symbol: string;
  name?: string;
}

const chainOf = (params: unknown): string | undefined => (isRecord(params) && typeof params.chain === 'string' ? params.chain : undefined);

/**
 * The tokens whose symbol this session has read on `scope`'s network: the token pages' metadata
 * and the holdings of the addresses looked at. The explorer keeps no token list of its own.
 */
export function knownTokens(queryClient: QueryClient, scope: string): KnownToken[] {
  const found = new Map<string, KnownToken>();
  const add = (chain: string | undefined, address: string, symbol: string | undefined, name?: string) => {
    if (chain === undefined || !symbol) return;
    const key = `${chain}:${address.toLowerCase()}`;
    if (!found.has(key) || name !== undefined) found.set(key, { chain, address, symbol, ...(name === undefined ? {} : { name }) });
  };
  for (const [key, info] of queryClient.getQueriesData<TokenInfo>({ queryKey: derivedKey(scope, 'evmTokenInfo').slice(0, 2) })) {
    const params = key[2];
    if (info && isRecord(params) && typeof params.token === 'string') add(chainOf(params), params.token, info.symbol, info.name);
  }
  for (const [key, balances] of queryClient.getQueriesData<TokenBalance[]>({ queryKey: derivedKey(scope, 'evmTokenBalances').slice(0, 2) })) {
    for (const balance of balances ?? []) add(chainOf(key[2]), balance.token, balance.symbol);
  }
  return [...found.values()];
}
