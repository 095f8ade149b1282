const SECOND_MS = 1000;
const UNITS: ReadonlyArray<[unit: string, seconds: number]> = [
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
}

/** "2024-12-16 17:01:40 UTC" or "2024-12-16 18:01:40 UTC+01:00": unambiguous, sortable, the zone always named. */
export function formatAbsolute(time: TimeInput, { zone = 'utc', withSeconds = true }: AbsoluteOptions = {}): string {
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return 'invalid time';
  const clock = wallClock(date, zone).replace('T', ' ');
  return `${withSeconds ? clock : clock.slice(0, -3)} ${zoneName(date, zone)}`;
}

/** Past times further back than this are shown as dates: "2182 d ago" says less than the date. */
const RELATIVE_LIMIT_SECONDS = 30 * 86_400;

/** Whether a relative form helps: the time is in the future or less than 30 days ago. */
export function isRecent(time: TimeInput, now: Date): boolean {
  return (now.getTime() - toDate(time).getTime()) / SECOND_MS < RELATIVE_LIMIT_SECONDS;
}

/** A duration in seconds as its two largest units: "3 d 4 h", "45 s". */
export function formatDuration(seconds: number): string {
  let rest = Math.max(0, Math.floor(Math.abs(seconds)));
  if (rest === 0) return '0 s';
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    if (rest >= size) {
      parts.push(`${Math.floor(rest / size)} ${unit}`);
      rest %= size;
    }
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

/** "5 min ago" / "in 3 d 2 h" / "now" relative to `now`. */
export function formatRelative(time: TimeInput, now: Date = new Date()): string {
  const deltaSeconds = Math.round((toDate(time).getTime() - now.getTime()) / SECOND_MS);
  if (Number.isNaN(deltaSeconds)) return 'invalid time';
  if (deltaSeconds === 0) return 'now';
  const text = formatDuration(deltaSeconds);
  return deltaSeconds < 0 ? `${text} ago` : `in ${text}`;
}
