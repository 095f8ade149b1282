import { t } from '@lingui/core/macro';
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
  usePageTitle(t`Watchlist`);
  const { items, loaded, storage, lastCheckedAt } = useWatchlist();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t`Watchlist`}</h1>
      {loaded && storage === 'memory' && <p className="text-sm text-amber-800 dark:text-amber-300">{t`This browser does not let the explorer store data: the watchlist lasts only while this tab is open.`}</p>}
      <Card title={T.alertsTitle} actions={<NotificationSwitch />}>
        <AlertList />
        <p className="mt-2 text-sm text-muted">
          {lastCheckedAt === undefined ? (
            t`Rules are checked every few seconds while the explorer is open.`
          ) : (
            <>
              {t`Rules last checked at`} <AbsoluteTime value={new Date(lastCheckedAt)} />.
            </>
          )}
        </p>
      </Card>
      <Card title={T.itemsCaption}>
        {!loaded ? (
          <Skeleton lines={4} className="h-32" label={t`Loading the watchlist`} />
        ) : items.length === 0 ? (
          <div>
            <h3 className="font-semibold">{t`Nothing is watched yet`}</h3>
            <p className="text-sm">{t`Star a validator, a delegation (in the delegators of a validator), an L1 validator, a subnet or an address with the Watch button on its page. It then shows here with its live state and alert rules.`}</p>
          </div>
        ) : (
          <WatchlistTable items={items} />
        )}
      </Card>
      <Card title={T.networkRulesTitle}>
        <NetworkRuleEditor />
      </Card>
      <Card title={t`Export and import`}>
        <WatchlistTransfer />
      </Card>
    </div>
  );
}
