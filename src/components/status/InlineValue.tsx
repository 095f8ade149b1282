import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PULSE } from '../ui/pulse';
import { errorText } from './error-text';

export interface InlineValueProps<T> {
  query: UseQueryResult<T>;
  /** What the value is, for the loading label and the error tooltip. */
  what: string;
  children: (data: T) => ReactNode;
  /** Stands for the value while it loads when a short bar would not have its size (e.g. a gauge). */
  placeholder?: ReactNode;
}

/** One value inside a list: a short placeholder while loading, a marked gap with the reason on error. */
export function InlineValue<T>({ query, what, children, placeholder }: InlineValueProps<T>) {
  if (query.data !== undefined) {
    return (
      <>
        {children(query.data)}
        {query.isError && (
          <span className="ml-1 text-amber-700 dark:text-amber-400" title={t`Refreshing failed: ${errorText(query.error)}`}>
            {t`(stale)`}
          </span>
        )}
      </>
    );
  }
  if (query.isError) {
    return (
      <span className="text-red-700 dark:text-red-400" title={errorText(query.error)}>
        {t`unavailable (${errorText(query.error)})`}
      </span>
    );
  }
  return placeholder ?? <ValuePlaceholder label={t`Loading ${what}`} />;
}

/** The short pulsing bar that stands for one value of a list while it loads; one per line of a value that takes several. */
export function ValuePlaceholder({ label, lines = 1 }: { label: string; lines?: number }) {
  if (lines === 1) return <span role="status" aria-label={label} className={`inline-block h-4 w-28 align-middle ${PULSE}`} />;
  return (
    <span role="status" aria-label={label} className="block">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="flex h-5 items-center">
          <span className={`h-4 w-28 ${PULSE}`} />
        </span>
      ))}
    </span>
  );
}
