import { plural, t } from '@lingui/core/macro';
import { zoneName, type TimeZoneChoice } from '../../lib/format-time';
import { thinSamples, toPlotNumber } from '../../lib/fee-history';
import type { ChartPoint } from '../charts/LineChartFigure';
import { formatChartNumber, formatChartTime } from '../charts/chart-format';

/** Points drawn per chart at most; more samples are thinned (each kept point is a real sample). */
export const MAX_CHART_POINTS = 600;
const LONG_SPAN_MS = 24 * 60 * 60_000;

/** Chart points of one bigint field of time-stamped samples. */
export function timePoints<T extends { t: number }>(samples: readonly T[], value: (sample: T) => bigint | number): ChartPoint[] {
  return thinSamples(samples, MAX_CHART_POINTS).map((sample) => {
    const y = value(sample);
    return { x: sample.t, y: typeof y === 'bigint' ? toPlotNumber(y) : y };
  });
}

/** A time axis formatter in the zone that shows the date once the span passes a day. */
export function timeFormatter(points: readonly ChartPoint[], zone: TimeZoneChoice): (x: number) => string {
  const first = points[0];
  const last = points.at(-1);
  const span = first && last ? last.x - first.x : 0;
  return (x) => formatChartTime(x, span > LONG_SPAN_MS, zone);
}

/** The zone's name for a time axis, at its latest point (or now, before the first sample). */
export function axisZoneName(points: readonly ChartPoint[], zone: TimeZoneChoice): string {
  return zoneName(new Date(points.at(-1)?.x ?? Date.now()), zone);
}

/** "120 samples from 12-16 17:00 to 12-16 17:10 UTC; latest 5" for a chart's accessible summary. */
export function timeSummary(points: readonly ChartPoint[], unit: string, zone: TimeZoneChoice): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return t`No samples yet.`;
  const count = points.length;
  const from = formatChartTime(first.x, true, zone);
  const to = formatChartTime(last.x, true, zone);
  const zoneShown = axisZoneName(points, zone);
  const latest = formatChartNumber(last.y);
  return plural(count, {
    one: `# samples from ${from} to ${to} ${zoneShown}; latest ${latest} ${unit}.`,
    other: `# samples from ${from} to ${to} ${zoneShown}; latest ${latest} ${unit}.`,
  });
}
