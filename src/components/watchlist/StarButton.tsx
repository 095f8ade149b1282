import { watchKey, type WatchKind } from '../../lib/watchlist';
import { useWatchlist } from '../../stores/watchlist-store';
import { Button } from '../ui/Button';
import { WATCHLIST_TEXT } from './watchlist-text';

export interface StarButtonProps {
  kind: WatchKind;
  id: string;
  /** A delegation's validator node ID; an EVM address's chain. */
  parent?: string;
  /** Only the star, for dense tables. */
  compact?: boolean;
}

/** Adds the entity to the network's watchlist, or removes it (a toggle button). */
export function StarButton({ kind, id, parent, compact = false }: StarButtonProps) {
  const { items, loaded, store } = useWatchlist();
  const key = watchKey({ kind, id, parent });
  const watched = items.some((item) => watchKey(item) === key);
  return (
    <Button
      aria-pressed={watched}
      aria-label={WATCHLIST_TEXT.starLabel(kind, id)}
      title={WATCHLIST_TEXT.starLabel(kind, id)}
      disabled={!loaded}
      onClick={() => void store.toggle(kind, id, parent)}
      variant="secondary"
      size="sm"
      className="inline-flex items-center gap-1 focus-visible:outline-2 focus-visible:outline-indigo-500 aria-pressed:border-amber-500 aria-pressed:bg-amber-50 dark:aria-pressed:bg-amber-950"
    >
      <span aria-hidden="true" className={watched ? 'text-amber-600 dark:text-amber-400' : 'text-muted'}>
        {watched ? '★' : '☆'}
      </span>
      {!compact && <span>{WATCHLIST_TEXT.star}</span>}
    </Button>
  );
}
