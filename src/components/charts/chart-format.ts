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

/** `HH:MM:SS` UTC of a chart time (ms), with the date when the span is long. */
export function formatChartTime(ms: number, withDate = false): string {
  const iso = new Date(ms).toISOString();
  return withDate ? `${iso.slice(5, 10)} ${iso.slice(11, 16)}` : iso.slice(11, 19);
}

/** Base fees below this are written in wei (the C-Chain floor is 1 wei). */
const WEI_UNTIL = 1e6;

export function formatGwei(wei: number): string {
  if (Math.abs(wei) < WEI_UNTIL) return `${plain.format(wei)} wei`;
  return `${plain.format(wei / WEI_PER_GWEI)} gwei`;
}
