import { hashKey, type Query, type QueryClient, type QueryFunctionContext, type UseQueryOptions } from '@tanstack/react-query';
import type { MethodName, MethodParams, MethodResult, RpcClient, SentCall } from '../rpc/client';
import { derivedKey, rpcKey, type RpcKey } from './keys';
import type { NetworkContextValue } from '../network/network-context';

/** A network whose exchanges are logged can keep final answers on the device (see `keep`). */
export type QueryNetwork = Pick<NetworkContextValue, 'client' | 'scope'> & Partial<Pick<NetworkContextValue, 'exchanges'>>;

/**
 * Whether an answer is final, so kept on this device across visits: always, or once this says so
 * (it may look at other queries, e.g. a tx's status).
 */
export type KeepRule<TResult> = true | ((result: TResult, queries: QueryClient) => boolean);

/** One RPC call, named once: its key, its fetch and its raw view all come from this. */
export interface RpcRequest<M extends MethodName> {
  method: M;
  params: MethodParams<M>;
  /** 'C' or a blockchain ID, for the methods that are served per chain. */
  chain?: string;
}

/** What a query adds to its call; any other query option passes through. */
export type RpcQueryExtras<TResult, TData> = Omit<UseQueryOptions<TResult, Error, TData, RpcKey>, 'queryKey' | 'queryFn'> & {
  /**
   * A value that moves with the chain: keyed on this head, asked for once it is known, and while the
   * next head's answer loads the previous head's answer of the same call stays shown.
   */
  live?: { head: bigint | undefined };
  /** Accepted chain data: never asked for again. */
  immutable?: boolean;
  /**
   * Final chain data, kept on this device across visits and read from there before the node is
   * asked (`kept-query.ts`). Never for what can change: heads, balances, validator sets, statuses
   * that are not final.
   */
  keep?: KeepRule<TResult>;
  /** Transport retries of this call, instead of the client's. */
  retries?: number;
};

/** The calls each query sent on its last fetch, for the raw view; they go with the query when it is collected. */
const sentByQuery = new WeakMap<Query, SentCall[]>();

/** The calls a query sent on its last fetch. */
export function sentCallsOf(query: Query): readonly SentCall[] {
  return sentByQuery.get(query) ?? [];
}

/**
 * A client that notes every call it sends under the query being fetched; `append` keeps the calls
 * of the fetches before (the pages of an infinite query).
 */
export function recordingClient(client: RpcClient, context: Pick<QueryFunctionContext<RpcKey>, 'client' | 'queryKey'>, append = false): RpcClient {
  const query = context.client.getQueryCache().get(hashKey(context.queryKey));
  const sent: SentCall[] = (append && query && sentByQuery.get(query)) || [];
  if (query) sentByQuery.set(query, sent);
  return {
    settings: client.settings,
    call: (method, params, options) =>
      client.call(method, params, {
        ...options,
        onSent: (call: SentCall) => {
          sent.push(call);
          options?.onSent?.(call);
        },
      }),
  };
}

/** The key without the head: the same call at another head. */
const callHash = (key: RpcKey): string => hashKey([key[0], key[1], key[2], key[3]?.chain ?? null]);

function liveExtras<TResult, TData>(
  key: RpcKey,
  live: { head: bigint | undefined } | undefined,
): Pick<UseQueryOptions<TResult, Error, TData, RpcKey>, 'enabled' | 'placeholderData'> {
  if (!live) return {};
  const call = callHash(key);
  return {
    enabled: live.head !== undefined,
    // Only the same call's previous answer: never another network's, another endpoint's or another entity's.
    placeholderData: (previous, previousQuery) => (previousQuery && callHash(previousQuery.queryKey) === call ? previous : undefined),
  };
}

type Fetch<TResult> = (client: RpcClient, signal: AbortSignal) => Promise<TResult>;

let keptQuery: Promise<typeof import('./kept-query')> | undefined;
/** The kept answers' code, in a chunk of its own: the entry stays small. */
export function loadKeptQuery(): Promise<typeof import('./kept-query')> {
  keptQuery ??= import('./kept-query');
  return keptQuery;
}

/** The kept answer when there is one for this network, else the node's (kept if final). */
async function keptOrFetched<TResult>(
  network: QueryNetwork & Pick<NetworkContextValue, 'exchanges'>,
  context: QueryFunctionContext<RpcKey>,
  fetch: Fetch<TResult>,
  keep: KeepRule<TResult>,
): Promise<TResult> {
  const kept = await loadKeptQuery().catch(() => undefined);
  // Without the chunk (a deploy replaced it), the page still works: from the node.
  return kept ? kept.fetchKept(network, context, fetch, keep) : fetch(recordingClient(network.client, context), context.signal);
}

function build<TResult, TData>(queryKey: RpcKey, fetch: Fetch<TResult>, network: QueryNetwork, extras: RpcQueryExtras<TResult, TData>) {
  const { live, immutable, keep, retries: _retries, ...rest } = extras;
  const { client, exchanges } = network;
  // No IndexedDB (tests, some embedded browsers): nothing to read or keep, so not even the chunk.
  const keeping = keep !== undefined && exchanges !== undefined && typeof indexedDB !== 'undefined';
  const options: UseQueryOptions<TResult, Error, TData, RpcKey> = {
    queryKey,
    queryFn: (context) =>
      keeping ? keptOrFetched({ ...network, exchanges }, context, fetch, keep) : fetch(recordingClient(client, context), context.signal),
    ...(immutable ? { staleTime: Infinity } : {}),
    ...liveExtras<TResult, TData>(queryKey, live),
    ...rest,
  };
  return options;
}

/**
 * `fetchQuery` with the query's `select` applied, as a component using the same options sees it
 * (the cache keeps the node's whole answer; `select` picks from it).
 */
export async function fetchSelected<TResult, TData>(queryClient: QueryClient, options: UseQueryOptions<TResult, Error, TData, RpcKey>): Promise<TData> {
  const result = await queryClient.fetchQuery(options);
  return options.select ? options.select(result) : (result as unknown as TData);
}

/** The query of one RPC call: the node's answer, cached under the call. */
export function rpcQueryOptions<M extends MethodName, TData = MethodResult<M>>(
  network: QueryNetwork,
  request: RpcRequest<M>,
  extras: RpcQueryExtras<MethodResult<M>, TData> = {},
) {
  const { method, params, chain } = request;
  const queryKey = rpcKey(network.scope, method, params, { chain, head: extras.live?.head ?? (extras.live ? 0n : undefined) });
  const retries = extras.retries;
  // A value asked again at each head is asked at that head: never of an endpoint known to be below it.
  const atHead = extras.live?.head;
  return build<MethodResult<M>, TData>(
    queryKey,
    (client, signal) => client.call(method, params, { chain, signal, ...(retries !== undefined ? { retries } : {}), ...(atHead !== undefined ? { atHead } : {}) }),
    network,
    extras,
  );
}

/** A value made from several calls (a scan, a lookup across methods); every call it makes shows in the raw view. */
export function derivedQueryOptions<TResult, TData = TResult>(
  network: QueryNetwork,
  name: string,
  params: unknown,
  fetch: (client: RpcClient, signal: AbortSignal) => Promise<TResult>,
  extras: RpcQueryExtras<TResult, TData> = {},
) {
  const queryKey = derivedKey(network.scope, name, params, extras.live?.head ?? (extras.live ? 0n : undefined));
  return build<TResult, TData>(queryKey, fetch, network, extras);
}
