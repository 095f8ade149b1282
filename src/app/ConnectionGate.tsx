import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConnection } from '../queries/connection';
import { useNetwork } from '../network/network-context';
import { Skeleton } from '../components/status/Skeleton';

// Only a failed check shows the panel: its code is not part of the first load.
const ConnectionPanel = lazy(async () => ({ default: (await import('./ConnectionPanel')).ConnectionPanel }));

/** Shows the page, unless the node check failed: then the connection panel says why. */
export function ConnectionGate({ children }: { children: ReactNode }) {
  const connection = useConnection();
  const { scope } = useNetwork();
  const queryClient = useQueryClient();
  const ok = connection.data?.ok;
  const wasDown = useRef(false);
  useEffect(() => {
    if (ok === false) wasDown.current = true;
    // Back from a failed check: everything that failed meanwhile is asked again.
    if (ok === true && wasDown.current) {
      wasDown.current = false;
      void queryClient.invalidateQueries({ queryKey: [scope], predicate: (query) => query.state.status === 'error' });
    }
  }, [ok, queryClient, scope]);
  if (connection.data && !connection.data.ok) {
    return (
      <Suspense fallback={<Skeleton lines={4} label={t`Checking the node`} />}>
        <ConnectionPanel
          problem={connection.data.problem}
          retrying={connection.isFetching}
          onRetry={() => void queryClient.invalidateQueries({ queryKey: [scope] })}
        />
      </Suspense>
    );
  }
  return children;
}
