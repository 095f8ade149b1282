import { formatDuration } from '../../lib/format-time';
import { useNow } from '../ui/use-now';

const MS_PER_SECOND = 1000;

/** Time from now until `end` (unix seconds), or "ended". */
export function TimeLeft({ end }: { end: bigint }) {
  const now = useNow();
  const seconds = Number(end) - now.getTime() / MS_PER_SECOND;
  return <span className="tabular-nums">{seconds > 0 ? formatDuration(seconds) : 'ended'}</span>;
}
