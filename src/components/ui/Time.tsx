import { formatAbsolute, formatRelative, toDate, type TimeInput } from '../../lib/format-time';
import { useNow } from './use-now';

export interface TimeProps {
  /** A Date or unix seconds. */
  value: TimeInput;
  /** What to show inline; the other form is in the tooltip. Default 'both'. */
  mode?: 'relative' | 'absolute' | 'both';
  /** With both forms: the absolute one on a line of its own, so the height does not hang on the width. */
  stacked?: boolean;
  /** What the relative form counts from; the browser's clock, ticking, by default. */
  now?: Date;
}

/** A point in time, relative ("5 min ago") and absolute (UTC), kept current. */
export function Time({ value, mode = 'both', stacked = false, now: from }: TimeProps) {
  const browserNow = useNow();
  const now = from ?? browserNow;
  const date = toDate(value);
  const absolute = formatAbsolute(date);
  const relative = formatRelative(date, now);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time dateTime={valid ? date.toISOString() : undefined} title={mode === 'absolute' ? relative : absolute}>
      <span className="whitespace-nowrap">{mode === 'absolute' ? absolute : relative}</span>
      {mode === 'both' && <span className={`${stacked ? 'block' : 'ml-2 inline-block'} whitespace-nowrap text-muted`}>{absolute}</span>}
    </time>
  );
}
