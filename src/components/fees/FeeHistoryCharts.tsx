import { t } from '@lingui/core/macro';
import { LineChartFigure, type ChartPoint, type ChartReference } from '../charts/LineChartFigure';
import { formatChartNumber } from '../charts/chart-format';
import { axisZoneName, timeFormatter, timeSummary } from './fee-chart-points';
import { useTimeZone } from '../ui/use-time-zone';

/** One sampled value over chain time, with the configured values it is read against. */
export interface FeeHistorySeries {
  title: string;
  /** Unit of the latest value in the accessible summary ('' for a bare number). */
  unit: string;
  yLabel: string;
  points: readonly ChartPoint[];
  references?: readonly ChartReference[];
  step?: boolean;
  fromZero?: boolean;
  emptyText?: string;
}

/** Charts of sampled fee values, two to a row; all share the time axis of the first series. */
export function FeeHistoryCharts({ series }: { series: readonly FeeHistorySeries[] }) {
  const zone = useTimeZone();
  const axisPoints = series[0]?.points ?? [];
  const formatX = timeFormatter(axisPoints, zone);
  const zoneName = axisZoneName(axisPoints, zone);
  const xLabel = t`Chain time (${zoneName})`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {series.map((entry) => (
        <LineChartFigure
          key={entry.title}
          title={entry.title}
          summary={timeSummary(entry.points, entry.unit, zone)}
          points={entry.points}
          xLabel={xLabel}
          yLabel={entry.yLabel}
          formatX={formatX}
          formatY={formatChartNumber}
          references={entry.references}
          step={entry.step}
          fromZero={entry.fromZero}
          emptyText={entry.emptyText ?? t`No samples yet: they are taken while this page is open.`}
        />
      ))}
    </div>
  );
}
