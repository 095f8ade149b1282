import { t } from '@lingui/core/macro';
import { RpcError } from '../../rpc/errors';
import { Button } from '../ui/Button';
import { ErrorMessage } from './ErrorMessage';
import { messageOf } from '../../lib/error-message';

export interface ErrorPanelProps {
  /** What was being loaded, e.g. "Block 12". */
  what: string;
  error: unknown;
  onRetry?: () => void;
}

/** A failed load: what failed, the node's short message, the details on demand, and a retry. */
export function ErrorPanel({ what, error, onRetry }: ErrorPanelProps) {
  const message = messageOf(error);
  const details = error instanceof RpcError ? error.details : undefined;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm dark:border-red-900 dark:bg-red-950/40">
      <p className="font-semibold">{t`${what} could not be loaded.`}</p>
      <p className="mt-1 break-words">
        <ErrorMessage error={error} />
      </p>
      {details && details !== message && (
        <details className="mt-2">
          <summary className="cursor-pointer text-slate-600 dark:text-slate-300">{t`Details`}</summary>
          <pre className="mt-1 text-xs break-all whitespace-pre-wrap">{details}</pre>
        </details>
      )}
      {onRetry && (
        <Button onClick={onRetry} variant="primary" size="lg" className="mt-3">
          {t`Retry`}
        </Button>
      )}
    </div>
  );
}
