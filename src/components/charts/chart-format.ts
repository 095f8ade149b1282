import { wallClock, type TimeZoneChoice } from '../../lib/format-time';

/** Axis and tooltip formatting for charts (floats, display only). */

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en', { maximumFractionDigits: 4 });
/** Below this, numbers are written out in full. */
const COMPACT_FROM = 10_000;
const WEI_PER_GWEI = 1e9;

export function formatChartNumber(value: number): string {
  return Math.abs(value) >= COMPACT_FROM ? compact.format(value) : plain.format(value);
}

const significant = new Intl.NumberFormat('en', { maximumSignificantDigits: 3 });

/** Three significant digits, however small: token balances of a few base units (0.00000301) stay readable. */
export function formatChartSignificant(value: number): string {
  return Math.abs(value) >= COMPACT_FROM ? compact.format(value) : significant.format(value);
}

/** `HH:MM:SS` of a chart time (ms) in the zone, with the date when the span is long; the axis label names the zone. */
export function formatChartTime(ms: number, withDate = false, zone: TimeZoneChoice = 'utc'): string {
  const clock = wallClock(new Date(ms), zone);
  return withDate ? `${clock.slice(5, 10)} ${clock.slice(11, 16)}` : clock.slice(11, 19);
}

/** The day of a chart time (ms) in the zone: `2024-12-16`. */
export function formatChartDay(ms: number, zone: TimeZoneChoice = 'utc'): string {
  return wallClock(new Date(ms), zone).slice(0, 10);
}

/** Base fees below this are written in wei (the C-Chain floor is 1 wei). */
const WEI_UNTIL = 1e6;

export function formatGwei(wei: number): string {
  if (Math.abs(wei) < WEI_UNTIL) return `${plain.format(wei)} wei`;
  return `${plain.format(wei / WEI_PER_GWEI)} gwei`;
}
