import { i18n } from '@lingui/core';
import { wallClock, type TimeZoneChoice } from '../../lib/format-time';

/** Axis and tooltip formatting for charts (floats, display only), in the active locale. */

const NUMBER_OPTIONS = {
  compact: { notation: 'compact', maximumFractionDigits: 2 },
  plain: { maximumFractionDigits: 4 },
  significant: { maximumSignificantDigits: 3 },
} satisfies Record<string, Intl.NumberFormatOptions>;
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The active locale's number format of one kind, made once per locale. */
function numberFormat(kind: keyof typeof NUMBER_OPTIONS): Intl.NumberFormat {
  const locale = i18n.locale || 'en';
  const key = `${locale}|${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, NUMBER_OPTIONS[kind]);
    numberFormats.set(key, format);
  }
  return format;
}
/** Below this, numbers are written out in full. */
const COMPACT_FROM = 10_000;
const WEI_PER_GWEI = 1e9;

export function formatChartNumber(value: number): string {
  return Math.abs(value) >= COMPACT_FROM ? numberFormat('compact').format(value) : numberFormat('plain').format(value);
}

/** Three significant digits, however small: token balances of a few base units (0.00000301) stay readable. */
export function formatChartSignificant(value: number): string {
  return Math.abs(value) >= COMPACT_FROM ? numberFormat('compact').format(value) : numberFormat('significant').format(value);
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
  if (Math.abs(wei) < WEI_UNTIL) return `${numberFormat('plain').format(wei)} wei`;
  return `${numberFormat('plain').format(wei / WEI_PER_GWEI)} gwei`;
}
