const SECOND_MS = 1000;
type DurationUnit = 'd' | 'h' | 'min' | 's';
const UNITS: ReadonlyArray<[unit: DurationUnit, seconds: number]> = [
  ['d', 86_400],
  ['h', 3_600],
  ['min', 60],
  ['s', 1],
];

/** A time given as a Date, or as unix seconds (bigint or number). */
export type TimeInput = Date | bigint | number;

export function toDate(time: TimeInput): Date {
  if (time instanceof Date) return time;
  return new Date(Number(time) * SECOND_MS);
}

/** Where absolute times are shown: in UTC (the default) or in the viewer's own zone. */
export type TimeZoneChoice = 'utc' | 'local';
export const TIME_ZONE_CHOICES: readonly TimeZoneChoice[] = ['utc', 'local'];

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const two = (value: number) => String(value).padStart(2, '0');

/** Minutes east of UTC of the zone at that moment (the viewer's offset moves with daylight saving time). */
function offsetMinutes(date: Date, zone: TimeZoneChoice): number {
  return zone === 'utc' ? 0 : -date.getTimezoneOffset();
}

/** The zone's name at that moment: "UTC", or the viewer's offset, "UTC+01:00", "UTC-05:30". */
export function zoneName(date: Date, zone: TimeZoneChoice): string {
  if (zone === 'utc') return 'UTC';
  const minutes = offsetMinutes(date, zone);
  const size = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${two(Math.floor(size / MINUTES_PER_HOUR))}:${two(size % MINUTES_PER_HOUR)}`;
}

/** The wall-clock reading in the zone, "2024-12-16T17:01:40", without the zone's name. */
export function wallClock(date: Date, zone: TimeZoneChoice): string {
  return new Date(date.getTime() + offsetMinutes(date, zone) * MINUTE_MS).toISOString().slice(0, 19);
}

export interface AbsoluteOptions {
  zone?: TimeZoneChoice;
  /** Leave the seconds out ("2024-12-16 17:01 UTC"), where a table is narrow. */
  withSeconds?: boolean;
  /** Order and separators of this locale ("16/12/2024, 17:01:40 UTC"); English keeps the sortable form. */
  locale?: string;
}

/** English, the source locale: its times keep the explorer's own forms. */
const isEnglish = (locale: string | undefined) => locale === undefined || locale === 'en';

/** `Intl` formatters are costly to make and times redraw every second: each is made once per key. */
const formatters = new Map<string, unknown>();
function formatter<F>(key: string, make: () => F): F {
  if (!formatters.has(key)) formatters.set(key, make());
  return formatters.get(key) as F;
}

/** The locale's numeric date and 24-hour clock, read in the zone (UTC, or the viewer's own). */
function dateTimeFormat(locale: string, zone: TimeZoneChoice, withSeconds: boolean): Intl.DateTimeFormat {
  return formatter(
    `date|${locale}|${zone}|${withSeconds}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: withSeconds ? '2-digit' : undefined,
        hourCycle: 'h23',
        timeZone: zone === 'utc' ? 'UTC' : undefined,
      }),
  );
}

/** "2024-12-16 17:01:40 UTC" or "2024-12-16 18:01:40 UTC+01:00": unambiguous, sortable, the zone always named. */
export function formatAbsolute(time: TimeInput, { zone = 'utc', withSeconds = true, locale }: AbsoluteOptions = {}): string {
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return 'invalid time';
  if (!isEnglish(locale)) return `${dateTimeFormat(locale ?? '', zone, withSeconds).format(date)} ${zoneName(date, zone)}`;
  const clock = wallClock(date, zone).replace('T', ' ');
  return `${withSeconds ? clock : clock.slice(0, -3)} ${zoneName(date, zone)}`;
}

/** Past times further back than this are shown as dates: "2182 d ago" says less than the date. */
const RELATIVE_LIMIT_SECONDS = 30 * 86_400;

/** Whether a relative form helps: the time is in the future or less than 30 days ago. */
export function isRecent(time: TimeInput, now: Date): boolean {
  return (now.getTime() - toDate(time).getTime()) / SECOND_MS < RELATIVE_LIMIT_SECONDS;
}

/** A duration's two largest units, largest first: 93_600 s → [[1, 'd'], [2, 'h']]. */
function largestUnits(seconds: number): Array<[count: number, unit: DurationUnit]> {
  let rest = Math.max(0, Math.floor(Math.abs(seconds)));
  const parts: Array<[number, DurationUnit]> = [];
  for (const [unit, size] of UNITS) {
    if (rest >= size) {
      parts.push([Math.floor(rest / size), unit]);
      rest %= size;
    }
    if (parts.length === 2) break;
  }
  return parts;
}

/** The `Intl` names of the units, for `DurationFormat` and for `NumberFormat`'s unit style. */
const INTL_UNITS: Record<DurationUnit, { duration: string; single: Intl.RelativeTimeFormatUnit }> = {
  d: { duration: 'days', single: 'day' },
  h: { duration: 'hours', single: 'hour' },
  min: { duration: 'minutes', single: 'minute' },
  s: { duration: 'seconds', single: 'second' },
};

/** `Intl.DurationFormat`, where the browser has it (TypeScript's libraries do not describe it yet). */
type DurationFormatConstructor = new (locale: string, options: { style: 'narrow' }) => { format(duration: Record<string, number>): string };
const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat;

function localeDuration(parts: Array<[number, DurationUnit]>, locale: string): string {
  if (DurationFormat) return formatter(`duration|${locale}`, () => new DurationFormat(locale, { style: 'narrow' })).format(Object.fromEntries(parts.map(([count, unit]) => [INTL_UNITS[unit].duration, count])));
  return parts
    .map(([count, unit]) => formatter(`unit|${locale}|${unit}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: INTL_UNITS[unit].single, unitDisplay: 'narrow' })).format(count))
    .join(' ');
}

/** A duration in seconds as its two largest units: "3 d 4 h", "45 s"; in the locale's words with `locale`. */
export function formatDuration(seconds: number, locale?: string): string {
  const parts = largestUnits(seconds);
  if (!isEnglish(locale)) return localeDuration(parts.length ? parts : [[0, 's']], locale ?? '');
  if (parts.length === 0) return '0 s';
  return parts.map(([count, unit]) => `${count} ${unit}`).join(' ');
}

/** The locale's "5 minutes ago", "in 3 days": the largest unit only, as that form has one number. */
function localeRelative(deltaSeconds: number, locale: string): string {
  const format = formatter(`relative|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const [largest] = largestUnits(deltaSeconds);
  if (!largest) return format.format(0, 'second');
  const [count, unit] = largest;
  return format.format(deltaSeconds < 0 ? -count : count, INTL_UNITS[unit].single);
}

/** "5 min ago" / "in 3 d 2 h" / "now" relative to `now`; in the locale's words with `locale`. */
export function formatRelative(time: TimeInput, now: Date = new Date(), locale?: string): string {
  const deltaSeconds = Math.round((toDate(time).getTime() - now.getTime()) / SECOND_MS);
  if (Number.isNaN(deltaSeconds)) return 'invalid time';
  if (!isEnglish(locale)) return localeRelative(deltaSeconds, locale ?? '');
  if (deltaSeconds === 0) return 'now';
  const text = formatDuration(deltaSeconds);
  return deltaSeconds < 0 ? `${text} ago` : `in ${text}`;
}
