import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { NodeError, NotOfferedError } from '../../rpc/errors';
import { ErrorPanel } from './ErrorPanel';
import { NotFound } from './NotFound';
import { NotOffered } from './NotOffered';
import { Skeleton } from './Skeleton';
import { StaleHint } from './StaleHint';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, e.g. "Block 12" (used in messages). */
  what: string;
  /** Placeholder with the final layout; a plain skeleton when omitted. */
  skeleton?: ReactNode;
  /** Data meaning "no such thing" (e.g. a status of Unknown). */
  isNotFound?: (data: T) => boolean;
  /** Not-found content; also used when the node answered a not-found error. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Renders loading, error, not-found and data, in that order; keeps data with a hint when a refetch fails. */
export function QueryView<T>({ query, what, skeleton, isNotFound, notFound, children }: QueryViewProps<T>) {
  const notFoundView = notFound ?? <NotFound title={t`${what} not found`} />;
  if (query.isPending) return <>{skeleton ?? <Skeleton lines={4} label={t`Loading ${what}`} />}</>;
  if (query.isError && query.data === undefined) {
    if (query.error instanceof NodeError && query.error.isNotFound) return <>{notFoundView}</>;
    if (query.error instanceof NotOfferedError) return <NotOffered error={query.error} />;
    return <ErrorPanel what={what} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const data = query.data as T;
  if (isNotFound?.(data)) return <>{notFoundView}</>;
  return (
    <>
      {query.isError && <StaleHint error={query.error} updatedAt={query.dataUpdatedAt} onRetry={() => void query.refetch()} />}
      {children(data)}
    </>
  );
}
