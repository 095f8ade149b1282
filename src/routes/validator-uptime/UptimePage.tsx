import { ErrorPanel } from '../../components/status/ErrorPanel';
import { Skeleton } from '../../components/status/Skeleton';
import { ObserverManager } from '../../components/uptime/ObserverManager';
import { ObserverUptimeTable } from '../../components/uptime/ObserverUptimeTable';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../components/ui/use-page-title';
import { UPTIME_OBSERVERS_TEXT as TEXT } from '../../lib/uptime-observers-text';
import { useObserverColumns, useObserverList } from '../../queries/observers';

/** `/:net/validators/uptime`: each validator's uptime as several nodes of the network see it. */
export function Component() {
  usePageTitle(TEXT.pageTitle);
  const list = useObserverList();
  const columns = useObserverColumns(list.observers);
  const anyData = columns.some((column) => column.query.data !== undefined);
  const [current] = columns;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{TEXT.heading}</h1>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">{TEXT.intro}</p>
      <Card title={TEXT.observersCard}>
        <ObserverManager list={list} columns={columns} />
      </Card>
      <Card title={TEXT.what}>
        {anyData ? (
          <ObserverUptimeTable columns={columns} />
        ) : columns.some((column) => column.query.isPending) ? (
          <Skeleton lines={12} className="h-96" label={TEXT.loadingTable} />
        ) : (
          <ErrorPanel what={TEXT.what} error={current.query.error} onRetry={() => columns.forEach((column) => void column.query.refetch())} />
        )}
      </Card>
    </div>
  );
}
