import { formatAmount, formatInteger } from '../../lib/amount';
import { zoneName, type TimeZoneChoice } from '../../lib/format-time';
import { projectRunway } from '../../lib/runway-projection';
import { useNetwork } from '../../network/network-context';
import { formatChartDay, formatChartSignificant, formatChartTime } from '../charts/chart-format';
import { LineChartFigure } from '../charts/LineChartFigure';
import { useBaseUnit } from '../fees/use-base-unit';
import { runwayChartPoints } from './runway-chart-points';
import { RUNWAY_TEXT as T } from './runway-text';
import { AbsoluteTime } from '../ui/Time';
import { useFormatAbsolute, useTimeZone } from '../ui/use-time-zone';
import { useLocale } from '../ui/use-locale';

const CHART_HEIGHT_PX = 180;
const DAY_MS = 86_400_000;

/** Dates on the axis: the day for long spans, the time of day within a day or two. */
function dateFormatter(spanMs: number, zone: TimeZoneChoice): (ms: number) => string {
  return (ms) => (spanMs > 2 * DAY_MS ? formatChartDay(ms, zone) : formatChartTime(ms, true, zone));
}

function Projection({ which, balance, price, from }: { which: string; balance: bigint; price: bigint; from: Date }) {
  const symbol = useNetwork().settings.tokenSymbol;
  const baseUnit = useBaseUnit();
  const zone = useTimeZone();
  const format = useFormatAbsolute();
  const locale = useLocale();
  const title = T.chartTitle(which, formatInteger(price, locale), baseUnit);
  const projection = projectRunway(balance, price, from);
  if (projection.end === null) {
    return (
      <div>
        <p className="text-sm font-medium">{title}</p>
        <p className="text-sm">{T.neverRunsOut}</p>
      </div>
    );
  }
  const end = projection.end;
  return (
    <div>
      <LineChartFigure
        title={title}
        summary={T.chartSummary(formatAmount(balance, { trimZeros: true, locale }), symbol, format(end))}
        points={runwayChartPoints(projection.points)}
        xLabel={T.xLabel(zoneName(end, zone))}
        yLabel={T.yLabel(symbol)}
        formatX={dateFormatter(end.getTime() - from.getTime(), zone)}
        formatY={formatChartSignificant}
        marker={{ x: end.getTime(), y: 0, label: T.runsOutOn(format(end)) }}
        height={CHART_HEIGHT_PX}
      />
      <p className="text-sm">
        {T.runsOut} <AbsoluteTime value={end} />
      </p>
    </div>
  );
}

/**
 * The balance projected forward at today's price and at the minimum price, with each run-out date;
 * one projection when today's price is the minimum, as the two would be the same.
 */
export function RunwayChart({ balance, price, minPrice, from }: { balance: bigint; price: bigint; minPrice: bigint; from: Date }) {
  const atMinimum = price === minPrice;
  return (
    <section aria-label={T.chartsTitle} className="mt-4 space-y-2">
      <h3 className="text-sm font-semibold">{T.chartsTitle}</h3>
      <p className="text-xs text-muted">{T.chartsIntro}</p>
      <div className={`grid gap-4${atMinimum ? '' : ' md:grid-cols-2'}`}>
        <Projection which={atMinimum ? T.atCurrentMinimum : T.atCurrent} balance={balance} price={price} from={from} />
        {!atMinimum && <Projection which={T.atMinimum} balance={balance} price={minPrice} from={from} />}
      </div>
    </section>
  );
}
