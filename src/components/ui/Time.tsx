import { formatAbsolute, formatRelative, isRecent, toDate, type TimeInput } from '../../lib/format-time';
import { useNow } from './use-now';
import { useLocale } from './use-locale';
import { useFormatAbsolute, useTimeZone } from './use-time-zone';

export interface TimeProps {
  /** A Date or unix seconds. */
  value: TimeInput;
  /** What to show inline; the other form is in the tooltip. Default 'both'. */
  mode?: 'relative' | 'absolute' | 'both';
  /** With both forms: the absolute one on a line of its own, so the height does not hang on the width. */
  stacked?: boolean;
  /** What the relative form counts from; the browser's clock, ticking, by default. */
  now?: Date;
  /** Leave the seconds out of the absolute form, where a table is narrow. */
  withSeconds?: boolean;
}

/**
 * A point in time, relative ("5 min ago") and absolute (in the chosen zone, named), kept current. A
 * time more than 30 days back shows as its date only: "2182 d ago" says less.
 */
export function Time({ value, mode = 'both', stacked = false, now: from, withSeconds = true }: TimeProps) {
  const browserNow = useNow();
  const zone = useTimeZone();
  const locale = useLocale();
  const now = from ?? browserNow;
  const date = toDate(value);
  const absolute = formatAbsolute(date, { zone, withSeconds, locale });
  const valid = !Number.isNaN(date.getTime());
  const relative = valid && isRecent(date, now) ? formatRelative(date, now, locale) : undefined;
  const shown = relative === undefined ? 'absolute' : mode;
  return (
    <time dateTime={valid ? date.toISOString() : undefined} title={shown === 'absolute' ? relative : absolute}>
      <span className="whitespace-nowrap">{shown === 'relative' || shown === 'both' ? relative : absolute}</span>
      {shown === 'both' && <span className={`${stacked ? 'block' : 'ml-2 inline-block'} whitespace-nowrap text-muted`}>{absolute}</span>}
    </time>
  );
}

/** An absolute time alone, in the chosen zone (named), for table cells: it does not tick. Without seconds, they show on hover. */
export function AbsoluteTime({ value, withSeconds = true }: { value: TimeInput; withSeconds?: boolean }) {
  const format = useFormatAbsolute();
  const date = toDate(value);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time dateTime={valid ? date.toISOString() : undefined} title={withSeconds ? undefined : format(date)} className="whitespace-nowrap tabular-nums">
      {format(date, { withSeconds })}
    </time>
  );
}
