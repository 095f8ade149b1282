import { useEffect, useState } from 'react';
import { useQueryClient, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { isDone, scanStep, startCursor, type BlockWindow, type ScanCursor } from '../lib/log-scan';
import type { RpcClient } from '../rpc/client';
import type { EvmLog } from '../rpc/methods/eth';
import { derivedKey, type RpcKey } from './keys';
import { useNetwork } from '../network/network-context';
import { useRpcInfiniteQuery } from './page-queries';
import { recordingClient, type QueryNetwork as Network } from './rpc-query';

/**
 * Logs found by a windowed backward scan of `eth_getLogs` from a fixed head (token transfers,
 * precompile events): each page of the infinite query is one window (one call per filter,
 * batched), its cursor the next page's param, so a scan resumes where it stopped. Accepted
 * blocks: a page is never fetched again.
 */
export interface LogScanPage<T> {
  window: BlockWindow;
  items: T[];
  /** Windows the node refused as too much before this one. */
  retries: number;
  cursor: ScanCursor;
}

/** What to scan for: logs of these topic filters, optionally from some emitters, read into items. */
export interface LogScanTarget<T> {
  /** Names the scan in its key, with `subject`. */
  kind: string;
  subject: string;
  /** One `eth_getLogs` per filter and window. */
  filters: (string | string[] | null)[][];
  /** Only logs these contracts emitted. */
  emitter?: string | string[];
  /** The items of one window's logs (all filters' answers together), newest first. */
  read: (logs: EvmLog[]) => T[];
}

export async function readLogWindow<T>(client: RpcClient, chain: string, target: LogScanTarget<T>, window: BlockWindow, signal: AbortSignal): Promise<T[]> {
  const answers: EvmLog[][] = await Promise.all(
    target.filters.map((topics) =>
      client.call('eth_getLogs', [{ fromBlock: window.from, toBlock: window.to, topics, ...(target.emitter ? { address: target.emitter } : {}) }], { chain, signal, retries: 0 }),
    ),
  );
  return target.read(answers.flat());
}

export function logScanOptions<T>(
  network: Network,
  chain: string,
  target: LogScanTarget<T>,
  head: bigint | undefined,
): UseInfiniteQueryOptions<LogScanPage<T>, Error, InfiniteData<LogScanPage<T>, ScanCursor>, RpcKey, ScanCursor> {
  return {
    queryKey: derivedKey(network.scope, 'evmLogScan', { chain, kind: target.kind, subject: target.subject.toLowerCase() }, head ?? 0n),
    queryFn: async (context) => {
      const client = recordingClient(network.client, context, true);
      const step = await scanStep(context.pageParam, (window) => readLogWindow(client, chain, target, window, context.signal));
      return { window: step.window, items: step.items, retries: step.retries, cursor: step.cursor };
    },
    initialPageParam: startCursor(head ?? 0n, 0n),
    getNextPageParam: (last) => (isDone(last.cursor) ? undefined : last.cursor),
    staleTime: Infinity,
    enabled: head !== undefined,
  };
}

/** How many blocks a scan reads on its own before it waits to be asked for more. */
export const AUTO_SCAN_BLOCKS = 10_000n;

export interface LogScan<T> {
  items: T[];
  head: bigint | undefined;
  /** The oldest block scanned so far (undefined before the first window). */
  reached: bigint | undefined;
  /** Every block down to the genesis block has been scanned. */
  complete: boolean;
  running: boolean;
  error: Error | null;
  isPending: boolean;
  pause: () => void;
  /** Goes on from where the scan stopped, for another `AUTO_SCAN_BLOCKS`. */
  resume: () => void;
  windows: number;
}

/**
 * Runs the scan window after window until it has read `AUTO_SCAN_BLOCKS` more blocks, reaches the
 * genesis block, fails, or is paused (which cancels the window in flight).
 */
export function useLogScan<T>(chain: string, target: LogScanTarget<T>, head: bigint | undefined): LogScan<T> {
  const network = useNetwork();
  const options = logScanOptions(network, chain, target, head);
  const query = useRpcInfiniteQuery(options);
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(true);
  const [stopAt, setStopAt] = useState<bigint | undefined>(undefined);
  const pages = query.data?.pages ?? [];
  const reached = pages.at(-1)?.window.from;
  const limit = stopAt ?? (head === undefined ? undefined : head - AUTO_SCAN_BLOCKS + 1n);
  const wantsMore = running && query.hasNextPage && !query.isFetching && !query.isError && reached !== undefined && limit !== undefined && reached > limit;
  const { fetchNextPage } = query;
  useEffect(() => {
    if (wantsMore) void fetchNextPage();
  }, [wantsMore, fetchNextPage, reached]);
  return {
    items: pages.flatMap((page) => page.items),
    head,
    reached,
    complete: query.hasNextPage === false && pages.length > 0,
    running: running && (query.isFetching || wantsMore),
    error: query.error,
    isPending: query.isPending,
    windows: pages.length,
    pause: () => {
      setRunning(false);
      void queryClient.cancelQueries({ queryKey: options.queryKey });
    },
    resume: () => {
      setRunning(true);
      setStopAt((reached ?? head ?? 0n) - AUTO_SCAN_BLOCKS);
      if (query.isFetching) return;
      // A scan whose first window failed starts again; any other goes on below its last window.
      if (pages.length === 0) void query.refetch();
      else if (query.hasNextPage) void fetchNextPage();
    },
  };
}
