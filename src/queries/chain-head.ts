import { pollingEvery } from '../lib/backoff';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork } from './rpc-query';

/** The chain head is the one query that polls; live lists key on its value. */
export const HEAD_POLL_MS = 2000;

const pickHeight = (result: { height: bigint }): bigint => result.height;

/** With several endpoints the next answer may come from a node a block behind: the head never moves back. */
const highestHead = (previous: unknown, next: unknown): unknown =>
  previous && next && (previous as { height: bigint }).height > (next as { height: bigint }).height ? previous : next;

/**
 * No transport retries: the head is polled anyway, and a node that is down must show as down at
 * once (the connection check reads the head first).
 */
export function chainHeadOptions(network: QueryNetwork) {
  return rpcQueryOptions(
    network,
    { method: 'platform.getHeight', params: {} },
    { retries: 0, refetchInterval: pollingEvery(HEAD_POLL_MS), staleTime: HEAD_POLL_MS / 2, select: pickHeight, structuralSharing: highestHead },
  );
}

/** Last accepted P-Chain height, refreshed every couple of seconds while the tab is visible. */
export function useChainHead() {
  return useRpcQuery(chainHeadOptions(useNetwork()));
}
