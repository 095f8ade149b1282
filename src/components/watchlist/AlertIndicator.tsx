import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useNetwork } from '../../queries/network-context';
import { useWatchlist } from '../../queries/watchlist-store';
import { WATCHLIST_TEXT as T } from './watchlist-text';

/** The header's count of alerts not yet dismissed, linking to the watchlist where they are listed. */
export function AlertIndicator() {
  const { ref } = useNetwork();
  const { alerts } = useWatchlist();
  const count = alerts.alerts.length;
  return (
    <Link
      to={paths.watchlist(ref)}
      className={`inline-flex items-center gap-1 rounded px-2 py-1 text-sm ${count > 0 ? 'bg-amber-100 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-300' : 'text-muted hover:bg-slate-100 dark:hover:bg-slate-800'}`}
    >
      <span aria-hidden="true">🔔</span>
      <span>
        {count}
        <span className="sr-only"> {T.indicatorUnit(count)}</span>
      </span>
    </Link>
  );
}
