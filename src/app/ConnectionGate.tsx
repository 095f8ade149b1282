import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConnection } from '../queries/connection';
import { useNetwork } from '../queries/network-context';
import { ConnectionPanel } from './ConnectionPanel';

/** Shows the page, unless the node check failed: then the connection panel says why. */
export function ConnectionGate({ children }: { children: ReactNode }) {
  const connection = useConnection();
  const { scope } = useNetwork();
  const queryClient = useQueryClient();
  if (connection.data && !connection.data.ok) {
    return (
      <ConnectionPanel
        problem={connection.data.problem}
        retrying={connection.isFetching}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: [scope] })}
      />
    );
  }
  return children;
}
