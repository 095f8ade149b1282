import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

export interface InlineValueProps<T> {
  query: UseQueryResult<T>;
  /** What the value is, for the loading label and the error tooltip. */
  what: string;
  children: (data: T) => ReactNode;
}

/** One value inside a list: a short placeholder while loading, a marked gap with the reason on error. */
export function InlineValue<T>({ query, what, children }: InlineValueProps<T>) {
  if (query.data !== undefined) {
    return (
      <>
        {children(query.data)}
        {query.isError && (
          <span className="ml-1 text-amber-700 dark:text-amber-400" title={`Refreshing failed: ${query.error.message}`}>
            (stale)
          </span>
        )}
      </>
    );
  }
  if (query.isError) {
    return (
      <span className="text-red-700 dark:text-red-400" title={query.error.message}>
        unavailable ({query.error.message})
      </span>
    );
  }
  return <ValuePlaceholder label={`Loading ${what}`} />;
}

/** The short pulsing bar that stands for one value of a list while it loads. */
export function ValuePlaceholder({ label }: { label: string }) {
  return <span role="status" aria-label={label} className="inline-block h-4 w-28 animate-pulse rounded bg-slate-200 align-middle dark:bg-slate-800" />;
}
