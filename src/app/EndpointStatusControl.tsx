import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { useEndpointStatuses } from '../network/network-endpoints';

// The table loads only when asked for: most visits never open it.
const EndpointTable = lazy(async () => ({ default: (await import('../components/node/EndpointTable')).EndpointTable }));

/** With several endpoints: how many answer, and on request each one's state, head and calls. */
export function EndpointStatusControl() {
  const statuses = useEndpointStatuses();
  const [open, setOpen] = useState(false);
  if (statuses.length === 0) return null;
  const usable = statuses.filter((status) => status.health === 'healthy' || status.health === 'slow').length;
  return (
    <details className="relative text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer rounded px-2 py-1 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={t`Endpoints: ${usable} of ${statuses.length} in use`}>
        {t`Nodes ${usable}/${statuses.length}`}
      </summary>
      {open && (
        <div className="absolute right-0 z-20 mt-1 w-[32rem] max-w-[90vw] rounded-lg border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <Suspense fallback={null}>
            <EndpointTable statuses={statuses} />
          </Suspense>
        </div>
      )}
    </details>
  );
}
