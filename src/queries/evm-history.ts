import { useEffect, useState } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { extendHistory, historyProgress, startHistory, type HistoryState } from '../lib/account-history';
import { historyRound, type HistoryReader } from '../lib/account-history-search';
import type { RpcClient } from '../rpc/client';
import type { EvmTransaction } from '../rpc/methods/eth';
import { MAX_BATCH_SIZE } from '../rpc/transport';
import { savedHistories } from '../stores/history-db';
import { historyKey } from '../stores/history-store';
import { useNetwork } from '../network/network-context';
import { derivedKey, type RpcKey } from './keys';
import { useRpcInfiniteQuery } from './page-queries';
import { loadKeptQuery, recordingClient, type QueryNetwork as Network } from './rpc-query';

/**
 * An EVM account's whole history, found from the node's state (`lib/account-history-search.ts`):
 * each page of the infinite query is one round of the search, its state the next page's param, and
 * only the last page is held. The state is saved on this device after each round, under the
 * network's identity, so a revisit resumes it and asks only about blocks after the last one searched.
 */

export type EvmHistoryState = HistoryState<EvmTransaction>;

/** A block's tx as an object (blocks read with full txs), not a hash. */
export const isFullTx = (tx: string | EvmTransaction): tx is EvmTransaction => typeof tx !== 'string';

export function historyReader(client: RpcClient, chain: string, address: string): HistoryReader<EvmTransaction> {
  return {
    batchLimit: MAX_BATCH_SIZE,
    nonceAt: (height, signal) => client.call('eth_getTransactionCount', [address, height], { chain, signal }),
    balanceAt: (height, signal) => client.call('eth_getBalance', [address, height], { chain, signal }),
    blockTxs: async (height, signal) => {
      const block = await client.call('eth_getBlockByNumber', [height, true], { chain, signal });
      if (!block) throw new Error(`The node has no block ${height}.`);
      return { number: height, time: block.timestamp, txs: block.transactions.filter(isFullTx) };
    },
  };
}

/** Where this network's saves go: its identity (network ID and genesis), as for kept answers; none when it cannot be asked. */
async function savedKey(network: Network, queries: QueryClient, chain: string, address: string): Promise<string | undefined> {
  const kept = await loadKeptQuery().catch(() => undefined);
  const identity = kept && (await queries.fetchQuery(kept.networkIdentityOptions(network)).catch(() => undefined));
  return identity === undefined ? undefined : historyKey(identity, chain, address);
}

interface HistoryPage {
  state: EvmHistoryState;
}

export function evmHistoryOptions(
  network: Network,
  chain: string,
  address: string,
  head: bigint | undefined,
): UseInfiniteQueryOptions<HistoryPage, Error, InfiniteData<HistoryPage, EvmHistoryState | null>, RpcKey, EvmHistoryState | null> {
  return {
    queryKey: derivedKey(network.scope, 'evmAccountHistory', { chain, address: address.toLowerCase() }, head ?? 0n),
    queryFn: async (context) => {
      const client = recordingClient(network.client, context, true);
      const key = await savedKey(network, context.client, chain, address);
      const at = head ?? 0n;
      let state = context.pageParam;
      if (state === null) {
        const saved = key === undefined ? undefined : await savedHistories().load<EvmTransaction>(key);
        state = saved ? extendHistory(saved, at) : startHistory(address, at);
      }
      if (!historyProgress(state).done) state = await historyRound(state, historyReader(client, chain, address), context.signal);
      if (key !== undefined) await savedHistories().save(key, state);
      return { state };
    },
    initialPageParam: null,
    getNextPageParam: (last) => (historyProgress(last.state).done ? undefined : last.state),
    // Each page holds the whole state so far: the last is all there is to keep.
    maxPages: 1,
    staleTime: Infinity,
    enabled: head !== undefined,
  };
}

export interface EvmHistory {
  state: EvmHistoryState | undefined;
  running: boolean;
  error: Error | null;
  isPending: boolean;
  stop: () => void;
  /** Goes on from the last round that finished. */
  resume: () => void;
}

/** Runs the search round after round until it is done, fails or is stopped (which cancels the round in flight). */
export function useEvmHistory(chain: string, address: string, head: bigint | undefined): EvmHistory {
  const network = useNetwork();
  const options = evmHistoryOptions(network, chain, address, head);
  const query = useRpcInfiniteQuery(options);
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(true);
  const state = query.data?.pages.at(-1)?.state;
  const wantsMore = running && query.hasNextPage && !query.isFetching && !query.isError;
  const { fetchNextPage } = query;
  useEffect(() => {
    if (wantsMore) void fetchNextPage();
  }, [wantsMore, fetchNextPage, state]);
  return {
    state,
    running: running && (query.isFetching || wantsMore),
    error: query.error,
    isPending: query.isPending,
    stop: () => {
      setRunning(false);
      void queryClient.cancelQueries({ queryKey: options.queryKey });
    },
    resume: () => {
      setRunning(true);
      if (query.isFetching) return;
      if (!state) void query.refetch();
      else if (query.hasNextPage) void fetchNextPage();
    },
  };
}
