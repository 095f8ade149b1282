import type { QueryClient } from '@tanstack/react-query';
import type { EvmBlock } from '../rpc/methods/eth';
import { evmHeadOptions } from './evm-head';
import { useNetwork } from '../network/network-context';
import { useRpcQueries, useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

/** A block named by its number or its hash. */
export type EvmBlockRef = { number: bigint } | { hash: string };

/** An accepted block never changes; a block not there yet (null) is asked for again. */
const settledOnceFound = (query: { state: { data: unknown } }): number => (query.state.data ? Infinity : 0);

/** A block at or below the last accepted number seen; a block asked for by hash may still be processing. */
function isAccepted(network: Network, chain: string, queries: QueryClient, block: EvmBlock | null): boolean {
  const head = queries.getQueryData<bigint>(evmHeadOptions(network, chain).queryKey);
  return block?.number != null && head !== undefined && block.number <= head;
}

/** A block by number (the node serves accepted ones only: kept across visits); `full` includes whole transactions. */
export function evmBlockByNumberOptions(network: Network, chain: string, number: bigint, full: boolean) {
  return rpcQueryOptions(network, { method: 'eth_getBlockByNumber', params: [number, full], chain }, { staleTime: settledOnceFound, keep: (block) => block !== null });
}

export function evmBlockByHashOptions(network: Network, chain: string, hash: string, full: boolean) {
  return rpcQueryOptions(
    network,
    { method: 'eth_getBlockByHash', params: [hash, full], chain },
    { staleTime: settledOnceFound, keep: (block, queries) => isAccepted(network, chain, queries, block) },
  );
}

export function evmBlockOptions(network: Network, chain: string, ref: EvmBlockRef, full: boolean) {
  return 'number' in ref ? evmBlockByNumberOptions(network, chain, ref.number, full) : evmBlockByHashOptions(network, chain, ref.hash, full);
}

export const useEvmBlock = (chain: string, ref: EvmBlockRef, full: boolean, enabled = true) =>
  useRpcQuery({ ...evmBlockOptions(useNetwork(), chain, ref, full), enabled });

/**
 * Several blocks, with transaction hashes only or, `full`, whole transactions; each is its own cached
 * query, so a new head fetches one block.
 */
export function useEvmBlocksByNumber(chain: string, numbers: readonly bigint[], full = false) {
  const network = useNetwork();
  return useRpcQueries(numbers.map((number) => evmBlockByNumberOptions(network, chain, number, full)));
}
