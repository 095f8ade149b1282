import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { HeadSubscriptionState } from '../rpc/head-subscription';
import { HEAD_POLL_MS } from './chain-head';
import { followHeads, headSocketState, watchHeadSockets } from './head-sockets';
import { rpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

const evmHeadKey = (scope: string, chain: string) => rpcKey(scope, 'eth_blockNumber', { chain });

/**
 * The chain's last accepted block number: the one EVM query that polls, unless its `newHeads`
 * socket is live and writes each head into it.
 */
export function evmHeadOptions(network: Network, chain: string, live = false) {
  return queryOptions({
    queryKey: evmHeadKey(network.scope, chain),
    queryFn: ({ signal }) => network.client.call('eth_blockNumber', [], { chain, signal }),
    refetchInterval: live ? false : HEAD_POLL_MS,
    staleTime: HEAD_POLL_MS / 2,
  });
}

/** Follows the chain's new heads over its WebSocket while mounted, each one straight into the head query. */
export function useEvmHeadSocket(chain: string): HeadSubscriptionState {
  const network = useNetwork();
  const queryClient = useQueryClient();
  const baseUrl = network.settings.baseUrl || window.location.origin;
  const { scope } = network;
  useEffect(
    () =>
      followHeads(baseUrl, chain, (head) =>
        // A head pushed late (after a reconnect) never moves the head back.
        queryClient.setQueryData<bigint>(evmHeadKey(scope, chain), (known) => (known !== undefined && known > head.number ? known : head.number)),
      ),
    [baseUrl, chain, queryClient, scope],
  );
  return useSyncExternalStore(watchHeadSockets, () => headSocketState(baseUrl, chain));
}

/** The chain's head: live over the WebSocket, polled while the socket is down. */
export function useEvmHead(chain: string) {
  const live = useEvmHeadSocket(chain).status === 'live';
  return useQuery(evmHeadOptions(useNetwork(), chain, live));
}
