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

/** "2024-12-16 17:01:40 UTC": unambiguous and sortable. */
export function formatAbsolute(time: TimeInput): string {
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return 'invalid time';
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
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
