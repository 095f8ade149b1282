import { AlertList } from '../../components/watchlist/AlertList';
import { NetworkRuleEditor } from '../../components/watchlist/NetworkRuleEditor';
import { NotificationSwitch } from '../../components/watchlist/NotificationSwitch';
import { WatchlistTable } from '../../components/watchlist/WatchlistTable';
import { WatchlistTransfer } from '../../components/watchlist/WatchlistTransfer';
import { WATCHLIST_TEXT as T } from '../../components/watchlist/watchlist-text';
import { Skeleton } from '../../components/status/Skeleton';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../components/ui/use-page-title';
import { useWatchlist } from '../../stores/watchlist-store';
import { AbsoluteTime } from '../../components/ui/Time';

/** `/:net/watchlist`: starred entities with their live state, alert rules and the alerts they raised. */
export function Component() {
  usePageTitle(T.pageTitle);
  const { items, loaded, storage, lastCheckedAt } = useWatchlist();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{T.pageTitle}</h1>
      {loaded && storage === 'memory' && <p className="text-sm text-amber-800 dark:text-amber-300">{T.storageMemory}</p>}
      <Card title={T.alertsTitle} actions={<NotificationSwitch />}>
        <AlertList />
        <p className="mt-2 text-sm text-muted">
          {lastCheckedAt === undefined ? (
            T.notCheckedYet
          ) : (
            <>
              {T.lastChecked} <AbsoluteTime value={new Date(lastCheckedAt)} />.
            </>
          )}
        </p>
      </Card>
      <Card title={T.itemsCaption}>
        {!loaded ? (
          <Skeleton lines={4} className="h-32" label={T.loading} />
        ) : items.length === 0 ? (
          <div>
            <h3 className="font-semibold">{T.emptyTitle}</h3>
            <p className="text-sm">{T.emptyBody}</p>
          </div>
        ) : (
          <WatchlistTable items={items} />
        )}
      </Card>
      <Card title={T.networkRulesTitle}>
        <NetworkRuleEditor />
      </Card>
      <Card title={T.exportTitle}>
        <WatchlistTransfer />
      </Card>
    </div>
  );
}
