import { Link } from 'react-router';
import { formatInteger } from '../../lib/amount';
import { paths } from '../../lib/paths';
import { useNetwork } from '../../network/network-context';
import { useWatchlist } from '../../stores/watchlist-store';
import { useLocale } from '../ui/use-locale';
import { WATCHLIST_TEXT as T } from './watchlist-text';

/** Drawn, not an emoji: a system without an emoji font would show an empty box. */
function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 11V7a4 4 0 0 1 8 0v4l1.5 1.5h-11L4 11Z" />
      <path d="M6.5 14a1.5 1.5 0 0 0 3 0" />
    </svg>
  );
}

/** The header's count of alerts not yet dismissed, linking to the watchlist where they are listed. */
export function AlertIndicator() {
  const { ref } = useNetwork();
  const { alerts } = useWatchlist();
  const count = alerts.alerts.length;
  const locale = useLocale();
  return (
    <Link
      to={paths.watchlist(ref)}
      className={`inline-flex items-center gap-1 rounded px-2 py-1 text-sm ${count > 0 ? 'bg-amber-100 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-300' : 'text-muted hover:bg-slate-100 dark:hover:bg-slate-800'}`}
    >
      <BellIcon />
      <span>
        {formatInteger(count, locale)}
        <span className="sr-only"> {T.indicatorUnit(count)}</span>
      </span>
    </Link>
  );
}
