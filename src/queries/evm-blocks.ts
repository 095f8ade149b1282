import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { EvmBlock } from '../rpc/methods/eth';
import { rpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

/** A block named by its number or its hash. */
export type EvmBlockRef = { number: bigint } | { hash: string };

/** An accepted block never changes; a block not there yet (null) is asked for again. */
const settledOnceFound = (query: { state: { data: unknown } }): number => (query.state.data ? Infinity : 0);

/** A block by number; `full` includes whole transactions rather than their hashes. */
export function evmBlockByNumberOptions(network: Network, chain: string, number: bigint, full: boolean) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'eth_getBlockByNumber', { chain, number, full }),
    queryFn: ({ signal }): Promise<EvmBlock | null> => network.client.call('eth_getBlockByNumber', [number, full], { chain, signal }),
    staleTime: settledOnceFound,
  });
}

export function evmBlockByHashOptions(network: Network, chain: string, hash: string, full: boolean) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'eth_getBlockByHash', { chain, hash, full }),
    queryFn: ({ signal }): Promise<EvmBlock | null> => network.client.call('eth_getBlockByHash', [hash, full], { chain, signal }),
    staleTime: settledOnceFound,
  });
}

export function evmBlockOptions(network: Network, chain: string, ref: EvmBlockRef, full: boolean) {
  return 'number' in ref ? evmBlockByNumberOptions(network, chain, ref.number, full) : evmBlockByHashOptions(network, chain, ref.hash, full);
}

export const useEvmBlock = (chain: string, ref: EvmBlockRef, full: boolean, enabled = true) =>
  useQuery({ ...evmBlockOptions(useNetwork(), chain, ref, full), enabled });

/** Several block headers (transaction hashes only); each is its own cached query, so a new head fetches one block. */
export function useEvmBlocksByNumber(chain: string, numbers: readonly bigint[]) {
  const network = useNetwork();
  return useQueries({ queries: numbers.map((number) => evmBlockByNumberOptions(network, chain, number, false)) });
}
