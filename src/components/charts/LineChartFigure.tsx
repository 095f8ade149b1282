import { useId, useState } from 'react';
import { t } from '@lingui/core/macro';
import { CartesianGrid, Line, LineChart, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis, type LabelProps } from 'recharts';
import { TextLink } from '../ui/TextLink';

/** One plotted point; values are floats shaped outside the chart. */
export interface ChartPoint {
  x: number;
  y: number;
}

/** A horizontal line at a configured value (a target, a maximum, a minimum). */
export interface ChartReference {
  y: number;
  label: string;
}

export interface LineChartFigureProps {
  /** Title and accessible name. */
  title: string;
  /** One sentence for screen readers: what the chart shows now (range, last value). */
  summary: string;
  points: readonly ChartPoint[];
  xLabel: string;
  yLabel: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  references?: readonly ChartReference[];
  /** A highlighted point, e.g. today's value on a curve. */
  marker?: ChartPoint & { label: string };
  /** Step between points (values that change in jumps, e.g. integer prices). */
  step?: boolean;
  height?: number;
  /** Text shown instead of the chart when there are no points. */
  emptyText?: string;
  /** Start the value axis at zero (default) rather than near the lowest value. */
  fromZero?: boolean;
  /** The page of a point (e.g. a block's), linked from the data table. */
  pointHref?: (x: number) => string;
  /** Called with the x of a clicked point (e.g. to open its page). */
  onPointClick?: (x: number) => void;
}

const DEFAULT_HEIGHT_PX = 220;
/** The data table alternative lists this many of the newest points. */
const TABLE_ROWS = 200;
const LINE_COLOR = '#4f46e5';
const REFERENCE_COLOR = '#d97706';
const MARKER_COLOR = '#dc2626';
/** Room for the ticks and, under them, the axis name. */
const X_AXIS_HEIGHT_PX = 42;

// Recharts breaks a tick label at its spaces when it is wider than the tick's share of the axis:
// "6.4 gwei" became two lines that the plot's edge clipped. No-break spaces keep each on one line.
const unbroken = (format: (value: number) => string) => (value: number) => format(value).replaceAll(' ', '\u00a0');

const MARKER_LABEL_GAP_PX = 8;

/**
 * A marker's label above the dot, running away from the nearer edge of the plot: centred on a dot at
 * the right edge (a run-out date), half of it went past the edge and was cut.
 */
function MarkerLabel({ viewBox, text, alignEnd }: Pick<LabelProps, 'viewBox'> & { text: string; alignEnd: boolean }) {
  if (!viewBox || !('width' in viewBox)) return null;
  const { x = 0, y = 0, width = 0 } = viewBox;
  return (
    <text x={alignEnd ? x + width : x} y={y - MARKER_LABEL_GAP_PX / 2} textAnchor={alignEnd ? 'end' : 'start'} fontSize={11} fill={MARKER_COLOR}>
      {text}
    </text>
  );
}

/**
 * A line chart with an accessible name (`role="img"`) and a data table alternative. Points are
 * drawn without animation so what is shown is always the data.
 */
export function LineChartFigure(props: LineChartFigureProps) {
  const { title, summary, points, xLabel, yLabel, formatX, formatY, references = [], marker, step = false, fromZero = true, pointHref, onPointClick } = props;
  const height = props.height ?? DEFAULT_HEIGHT_PX;
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const [firstPoint, lastPoint] = [points[0], points.at(-1)];
  const alignMarkerEnd = marker !== undefined && firstPoint !== undefined && lastPoint !== undefined && marker.x > (firstPoint.x + lastPoint.x) / 2;
  return (
    <figure className="min-w-0" aria-labelledby={titleId}>
      <figcaption id={titleId} className="mb-1 text-sm font-medium">
        {title}
      </figcaption>
      {points.length === 0 ? (
        <p className="flex items-center justify-center rounded border border-dashed border-slate-300 text-sm text-muted dark:border-slate-700" style={{ height }}>
          {props.emptyText ?? t`No data yet.`}
        </p>
      ) : (
        <div role="img" aria-label={`${title}. ${summary}`} style={{ height }}>
          <LineChart
            responsive
            style={{ width: '100%', height, cursor: onPointClick ? 'pointer' : undefined }}
            data={[...points]}
            margin={{ top: 8, right: 16, bottom: 4, left: 8 }}
            onClick={
              onPointClick &&
              ((state) => {
                const point = points[Number(state.activeTooltipIndex)];
                if (point) onPointClick(point.x);
              })
            }
          >
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
            <XAxis
              dataKey="x"
              type="number"
              domain={['dataMin', 'dataMax']}
              tickFormatter={unbroken(formatX)}
              tick={{ fontSize: 11 }}
              stroke="currentColor"
              height={X_AXIS_HEIGHT_PX}
              // Named under the ticks, so a time axis always says its zone.
              label={{ value: xLabel, position: 'insideBottomRight', fontSize: 10, fill: 'currentColor' }}
            />
            <YAxis type="number" domain={[fromZero ? 0 : 'auto', 'auto']} tickFormatter={unbroken(formatY)} tick={{ fontSize: 11 }} width={64} stroke="currentColor" />
            <Tooltip
              formatter={(value) => [formatY(Number(value)), yLabel]}
              labelFormatter={(label) => `${xLabel}: ${formatX(Number(label))}`}
              contentStyle={{ fontSize: 12 }}
            />
            {references.map((reference) => (
              <ReferenceLine
                key={reference.label}
                y={reference.y}
                stroke={REFERENCE_COLOR}
                strokeDasharray="6 4"
                ifOverflow="extendDomain"
                label={{ value: reference.label, position: 'insideTopRight', fontSize: 11, fill: REFERENCE_COLOR }}
              />
            ))}
            <Line dataKey="y" name={yLabel} type={step ? 'stepAfter' : 'linear'} stroke={LINE_COLOR} dot={false} strokeWidth={2} isAnimationActive={false} />
            {marker && (
              <ReferenceDot
                x={marker.x}
                y={marker.y}
                r={5}
                fill={MARKER_COLOR}
                stroke="white"
                ifOverflow="extendDomain"
                label={<MarkerLabel text={marker.label} alignEnd={alignMarkerEnd} />}
              />
            )}
          </LineChart>
        </div>
      )}
      {points.length > 0 && (
        <details className="mt-1 text-xs" onToggle={(event) => setShowTable(event.currentTarget.open)}>
          <summary className="cursor-pointer text-muted">{t`Data table`}</summary>
          {showTable && (
            <div className="max-h-60 overflow-auto" tabIndex={0} role="region" aria-label={t`${title}: data`}>
              <table className="w-full text-left">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-4">
                      {xLabel}
                    </th>
                    <th scope="col">{yLabel}</th>
                  </tr>
                </thead>
                <tbody>
                  {points.slice(-TABLE_ROWS).map((point) => (
                    <tr key={point.x}>
                      <td className="pr-4 font-mono">
                        {pointHref ? (
                          <TextLink to={pointHref(point.x)}>
                            {formatX(point.x)}
                          </TextLink>
                        ) : (
                          formatX(point.x)
                        )}
                      </td>
                      <td className="font-mono">{formatY(point.y)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </details>
      )}
    </figure>
  );
}
