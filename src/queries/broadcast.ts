import { useMutation } from '@tanstack/react-query';
import type { RpcClient } from '../rpc/client';
import { fetchAtomicTxStatus } from './atomic-txs';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork as Network } from './rpc-query';
import { fetchTxStatus } from './txs';

/** Where a signed tx goes: the P-Chain, or the C-Chain's native endpoint for atomic txs. */
export type IssueTarget = 'P' | 'C';

/** The status of an issued tx, the same for both chains. */
export interface WatchedStatus {
  /** P-Chain: Committed, Aborted, Processing, Dropped, Unknown. C-Chain: Accepted, Processing, Dropped, Unknown. */
  status: string;
  /** Why the node dropped it (P-Chain). */
  reason?: string;
  /** C-Chain block that accepted it. */
  blockHeight?: bigint;
  /** Nothing will change any more: polling stops. */
  final: boolean;
}

/** An issued tx is watched at this pace until its status is final. */
export const ISSUED_POLL_MS = 1000;
/** Atomic txs are issued to and read from the C-Chain's native group. */
const C_CHAIN = 'C';
const FINAL_STATUSES: Record<IssueTarget, readonly string[]> = {
  P: ['Committed', 'Aborted', 'Dropped'],
  C: ['Accepted', 'Dropped'],
};

/** Unknown is not final: right after issuing, a node may not have recorded the tx yet. */
export function isFinalStatus(target: IssueTarget, status: string): boolean {
  return FINAL_STATUSES[target].includes(status);
}

/** Issues checksummed hex; resolves to the tx ID the node gives it. */
export async function issueSignedTx(client: RpcClient, target: IssueTarget, hex: string): Promise<string> {
  const result =
    target === 'P' ? await client.call('platform.issueTx', { tx: hex, encoding: 'hex' }) : await client.call('native.issueTx', { tx: hex, encoding: 'hex' }, { chain: C_CHAIN });
  return result.txID;
}

export async function fetchWatchedStatus(client: RpcClient, target: IssueTarget, txId: string, signal?: AbortSignal): Promise<WatchedStatus> {
  const view = target === 'P' ? await fetchTxStatus(client, txId, signal) : await fetchAtomicTxStatus(client, txId, signal);
  return { ...view, final: isFinalStatus(target, view.status) };
}

export interface WatchOptions {
  /** The node refused the tx: it may record it as Dropped, or never know it (Unknown), so Unknown ends the watch. */
  refused?: boolean;
  pollMs?: number;
}

/** Whether to ask again: until the status is final (or, for a refused tx, known to be unknown). */
export function nextPoll(status: WatchedStatus | undefined, options: WatchOptions = {}): number | false {
  if (status?.final || (options.refused && status?.status === 'Unknown')) return false;
  return options.pollMs ?? ISSUED_POLL_MS;
}

/** Asked again until the status is final, then kept. */
export function watchedStatusOptions(network: Network, target: IssueTarget, txId: string, options: WatchOptions = {}) {
  return derivedQueryOptions(network, 'watched-status', { target, txId }, (client, signal) => fetchWatchedStatus(client, target, txId, signal), {
    staleTime: (query) => (query.state.data?.final ? Infinity : 0),
    refetchInterval: (query) => nextPoll(query.state.data, options),
  });
}

export function useWatchedStatus(target: IssueTarget, txId: string, options: WatchOptions = {}) {
  return useRpcQuery(watchedStatusOptions(useNetwork(), target, txId, options));
}

/** Issuing as an action: the node's error (bad signature, spent input…) comes back as the mutation's error. */
export function useIssueTx() {
  const { client } = useNetwork();
  return useMutation({
    mutationFn: ({ target, hex }: { target: IssueTarget; hex: string }) => issueSignedTx(client, target, hex),
  });
}
