import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RpcClient } from '../rpc/client';
import { rpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

/** The chain head is the one query that polls; live lists key on its value. */
export const HEAD_POLL_MS = 2000;

/**
 * No transport retries: the head is polled anyway, and a node that is down must show as down at
 * once (the connection check reads the head first).
 */
export async function fetchHeight(client: RpcClient, signal?: AbortSignal): Promise<bigint> {
  const result = await client.call('platform.getHeight', {}, { signal, retries: 0 });
  return result.height;
}

export function chainHeadOptions(network: Pick<NetworkContextValue, 'client' | 'scope'>) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getHeight'),
    queryFn: ({ signal }) => fetchHeight(network.client, signal),
    refetchInterval: HEAD_POLL_MS,
    staleTime: HEAD_POLL_MS / 2,
  });
}

/** Last accepted P-Chain height, refreshed every couple of seconds while the tab is visible. */
export function useChainHead() {
  return useQuery(chainHeadOptions(useNetwork()));
}
