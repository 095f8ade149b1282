import { formatAbsolute, formatDuration } from '../../lib/format-time';
import { useNow } from '../ui/use-now';

const MS_PER_SECOND = 1000;
const PERCENT = 100;

export interface PeriodTimelineProps {
  /** Unix seconds. */
  start: bigint;
  end: bigint;
}

/** A staking period as a bar: start, end, and how far along it is now. */
export function PeriodTimeline({ start, end }: PeriodTimelineProps) {
  const now = useNow().getTime() / MS_PER_SECOND;
  const length = Number(end - start);
  const elapsed = Math.min(Math.max(now - Number(start), 0), length);
  const percent = length > 0 ? Math.round((elapsed / length) * PERCENT) : PERCENT;
  const left = Number(end) - now;
  return (
    <div className="space-y-1 text-sm">
      <div
        role="meter"
        aria-label="Staking period elapsed"
        aria-valuemin={0}
        aria-valuemax={PERCENT}
        aria-valuenow={percent}
        aria-valuetext={`${percent} % elapsed, ${left > 0 ? `${formatDuration(left)} left` : 'ended'}`}
        className="relative h-3 overflow-hidden rounded bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full bg-indigo-500" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-xs text-slate-600 dark:text-slate-300">
        <span>Start {formatAbsolute(start)}</span>
        <span>
          {percent} % of {formatDuration(length)} · {left > 0 ? `${formatDuration(left)} left` : 'ended'}
        </span>
        <span>End {formatAbsolute(end)}</span>
      </div>
    </div>
  );
}
