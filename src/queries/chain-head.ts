import { useNetwork } from './network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork } from './rpc-query';

/** The chain head is the one query that polls; live lists key on its value. */
export const HEAD_POLL_MS = 2000;

const pickHeight = (result: { height: bigint }): bigint => result.height;

/**
 * No transport retries: the head is polled anyway, and a node that is down must show as down at
 * once (the connection check reads the head first).
 */
export function chainHeadOptions(network: QueryNetwork) {
  return rpcQueryOptions(
    network,
    { method: 'platform.getHeight', params: {} },
    { retries: 0, refetchInterval: HEAD_POLL_MS, staleTime: HEAD_POLL_MS / 2, select: pickHeight },
  );
}

/** Last accepted P-Chain height, refreshed every couple of seconds while the tab is visible. */
export function useChainHead() {
  return useRpcQuery(chainHeadOptions(useNetwork()));
}
