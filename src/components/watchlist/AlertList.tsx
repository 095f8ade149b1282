import { useNetwork } from '../../network/network-context';
import { useWatchlist } from '../../stores/watchlist-store';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { TextLink } from '../ui/TextLink';
import { alertPath } from './item-path';
import { alertText, WATCHLIST_TEXT as T } from './watchlist-text';
import { useBaseUnit } from '../fees/use-base-unit';
import { AbsoluteTime } from '../ui/Time';

/** Alerts fired and not dismissed, newest first, each linking to the page that explains it. */
export function AlertList() {
  const { ref } = useNetwork();
  const { alerts, store } = useWatchlist();
  const baseUnit = useBaseUnit();
  if (alerts.alerts.length === 0) return <p className="text-sm text-muted">{T.alertsEmpty}</p>;
  return (
    <ul aria-label={T.alertsTitle} className="divide-y divide-slate-200 dark:divide-slate-800">
      {alerts.alerts.map((alert) => {
        const text = alertText(alert.condition, baseUnit);
        return (
          <li key={alert.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
            <div className="min-w-0">
              <TextLink to={alertPath(ref, alert.condition)} className="font-medium">
                {text.title}
              </TextLink>
              <p className="text-sm">{text.body}</p>
              <p className="flex flex-wrap gap-2 text-xs text-muted">
                <AbsoluteTime value={new Date(alert.firedAt)} />
                {alert.resolved && <Badge tone="success">{T.resolved}</Badge>}
                {alert.notified === 'shown' && <Badge tone="info">{T.notified}</Badge>}
                {alert.notified === 'failed' && <Badge tone="warning">{T.notifyFailed}</Badge>}
              </p>
            </div>
            <Button
              aria-label={T.dismissLabel(text.title)}
              onClick={() => void store.dismiss(alert.id)}
              variant="secondary"
              size="sm"
            >
              {T.dismiss}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
