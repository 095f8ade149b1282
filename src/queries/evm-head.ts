import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { pollingEvery } from '../lib/backoff';
import type { HeadSubscriptionState } from '../rpc/head-subscription';
import { HEAD_POLL_MS } from './chain-head';
import { followHeads, headSocketState, watchHeadSockets } from '../network/head-sockets';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

/** With several endpoints the next poll may be answered by a node a block behind: the head never moves back. */
const highestNumber = (previous: unknown, next: unknown): unknown => (typeof previous === 'bigint' && typeof next === 'bigint' && previous > next ? previous : next);

/**
 * The chain's last accepted block number: the one EVM query that polls, unless its `newHeads`
 * socket is live and writes each head into it.
 */
export function evmHeadOptions(network: Network, chain: string, live = false) {
  return rpcQueryOptions(
    network,
    { method: 'eth_blockNumber', params: [], chain },
    { refetchInterval: live ? false : pollingEvery(HEAD_POLL_MS), staleTime: HEAD_POLL_MS / 2, structuralSharing: highestNumber },
  );
}

/** Follows the chain's new heads over its WebSocket while mounted, each one straight into the head query. */
export function useEvmHeadSocket(chain: string): HeadSubscriptionState {
  const network = useNetwork();
  const queryClient = useQueryClient();
  const baseUrl = network.settings.baseUrl || window.location.origin;
  useEffect(() => {
    const { queryKey } = evmHeadOptions(network, chain);
    return followHeads(baseUrl, chain, (head) =>
      // A head pushed late (after a reconnect) never moves the head back.
      queryClient.setQueryData<bigint>(queryKey, (known) => (known !== undefined && known > head.number ? known : head.number)),
    );
  }, [baseUrl, chain, queryClient, network]);
  return useSyncExternalStore(watchHeadSockets, () => headSocketState(baseUrl, chain));
}

/** The chain's head: live over the WebSocket, polled while the socket is down. */
export function useEvmHead(chain: string) {
  const live = useEvmHeadSocket(chain).status === 'live';
  return useRpcQuery(evmHeadOptions(useNetwork(), chain, live));
}
