import { t } from '@lingui/core/macro';
import { useLocale } from '../ui/use-locale';
import { formatRelative } from '../../lib/format-time';
import { Button } from '../ui/Button';
import { errorText } from './error-text';

export interface StaleHintProps {
  /** The failed refetch. */
  error: unknown;
  /** When the shown data was fetched (ms since epoch, as TanStack Query's dataUpdatedAt). */
  updatedAt: number;
  onRetry?: () => void;
}

/** Shown above kept data when a background refresh failed. */
export function StaleHint({ error, updatedAt, onRetry }: StaleHintProps) {
  const message = errorText(error);
  const locale = useLocale();
  return (
    <p role="status" className="mb-2 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-200">
      {t`Showing data from ${formatRelative(new Date(updatedAt), undefined, locale)}: refreshing failed (${message}).`}
      {onRetry && (
        <Button onClick={onRetry} variant="text" className="ml-2">
          {t`Retry`}
        </Button>
      )}
    </p>
  );
}
