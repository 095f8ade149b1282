import { createContext, useContext, useEffect } from 'react';
import { hashKey, useInfiniteQuery, useQueries, useQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { RpcKey } from './keys';

type Listener = () => void;

/**
 * The queries the page's sections use right now, in the order they came: the raw view lists the
 * calls of exactly these. A query used by two sections is counted, and leaves with the last.
 */
export class PageQueries {
  private readonly entries = new Map<string, { key: QueryKey; users: number }>();
  private readonly listeners = new Set<Listener>();
  private version = 0;

  add(key: QueryKey): () => void {
    const hash = hashKey(key);
    const entry = this.entries.get(hash);
    if (entry) entry.users += 1;
    else this.entries.set(hash, { key, users: 1 });
    this.changed();
    return () => {
      const current = this.entries.get(hash);
      if (!current) return;
      current.users -= 1;
      if (current.users === 0) this.entries.delete(hash);
      this.changed();
    };
  }

  keys(): QueryKey[] {
    return [...this.entries.values()].map((entry) => entry.key);
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getVersion = (): number => this.version;

  private changed(): void {
    this.version++;
    this.listeners.forEach((listener) => listener());
  }
}

/** The page's queries; absent outside a page (the frame's own queries are not the page's). */
export const PageQueriesContext = createContext<PageQueries | null>(null);

/** Counts these queries as the page's while the component is mounted. */
function usePageQueryKeys(keys: readonly QueryKey[]): void {
  const page = useContext(PageQueriesContext);
  const hashes = keys.map((key) => hashKey(key)).join('\n');
  useEffect(() => {
    if (!page) return;
    const leave = keys.map((key) => page.add(key));
    return () => leave.forEach((remove) => remove());
    // `hashes` stands for `keys`: a new array of the same keys is the same set.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, hashes]);
}

/** `useQuery` for a page's data: the query's calls show in the page's raw view. */
export function useRpcQuery<TResult, TData>(options: UseQueryOptions<TResult, Error, TData, RpcKey>) {
  usePageQueryKeys([options.queryKey]);
  return useQuery(options);
}

/** `useQueries` for a page's data: every query's calls show in the page's raw view. */
export function useRpcQueries<TResult, TData>(queries: readonly UseQueryOptions<TResult, Error, TData, RpcKey>[]) {
  usePageQueryKeys(queries.map((query) => query.queryKey));
  return useQueries({ queries: queries as UseQueryOptions<TResult, Error, TData, RpcKey>[] });
}

/** `useInfiniteQuery` for a page's data: the calls of every page fetched show in the raw view. */
export function useRpcInfiniteQuery<TPage, TPageParam>(options: UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage, TPageParam>, RpcKey, TPageParam>) {
  usePageQueryKeys([options.queryKey]);
  return useInfiniteQuery(options);
}
