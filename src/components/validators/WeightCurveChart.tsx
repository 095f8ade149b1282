import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import type { CurvePoint } from '../../lib/staking';
import { curvePaths, validatorTicks, validatorsAbove } from './weight-curve-geometry';
import { formatPercent } from '../../lib/percent';
import { useLocale } from '../ui/use-locale';

const CHART_HEIGHT_PX = 180;
/** Width of the drawing in SVG units; it is stretched to the figure's width. */
const VIEW_WIDTH = 600;
const X_TICKS = 6;
const PERCENT_TICKS = [0, 25, 50, 75, 100];
const REFERENCES = [
  { percent: 100 / 3, label: '⅓', color: '#d97706' },
  { percent: 50, label: '½', color: '#dc2626' },
];
const bottomOf = (percent: number) => `${percent}%`;

export interface WeightCurveChartProps {
  points: readonly CurvePoint[];
}

/**
 * Share of the total weight held by the N heaviest validators, with the one-third and one-half
 * lines: plain SVG (no charting library on the validators page), a summary for screen readers and
 * the points as a table on demand.
 */
export function WeightCurveChart({ points }: WeightCurveChartProps) {
  const titleId = useId();
  const locale = useLocale();
  const [showTable, setShowTable] = useState(false);
  const last = points.at(-1)?.validators ?? 1;
  const { line, area } = curvePaths(points, VIEW_WIDTH, CHART_HEIGHT_PX);
  const third = validatorsAbove(points, 100 / 3);
  const summary =
    third === undefined
      ? t`Cumulative share of the weight held by the heaviest of ${last} validators.`
      : t`Cumulative share of the weight held by the heaviest of ${last} validators; the heaviest ${third} hold more than a third.`;
  const title = t`Stake distribution`;
  return (
    <figure className="min-w-0 text-xs" aria-labelledby={titleId}>
      <figcaption id={titleId} className="mb-1 text-sm font-medium">
        {title}
      </figcaption>
      <div role="img" aria-label={t`${title}. ${summary}`} className="relative mb-5 ml-11 mt-3" style={{ height: CHART_HEIGHT_PX }}>
        <svg viewBox={`0 0 ${VIEW_WIDTH} ${CHART_HEIGHT_PX}`} preserveAspectRatio="none" className="absolute inset-0 h-full w-full overflow-visible" aria-hidden="true">
          {PERCENT_TICKS.map((percent) => {
            const y = CHART_HEIGHT_PX - (percent / 100) * CHART_HEIGHT_PX;
            return <line key={percent} x1={0} x2={VIEW_WIDTH} y1={y} y2={y} stroke="currentColor" strokeOpacity={0.15} strokeDasharray="3 3" vectorEffect="non-scaling-stroke" />;
          })}
          <path d={area} fill="#6366f1" fillOpacity={0.25} />
          <path d={line} fill="none" stroke="#4f46e5" strokeWidth={2} vectorEffect="non-scaling-stroke" />
          {REFERENCES.map(({ percent, color }) => {
            const y = CHART_HEIGHT_PX - (percent / 100) * CHART_HEIGHT_PX;
            return <line key={percent} x1={0} x2={VIEW_WIDTH} y1={y} y2={y} stroke={color} strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />;
          })}
        </svg>
        {PERCENT_TICKS.map((percent) => (
          <span key={percent} aria-hidden="true" className="absolute -left-11 w-10 translate-y-1/2 whitespace-nowrap pr-1 text-right text-muted tabular-nums" style={{ bottom: bottomOf(percent) }}>
            {formatPercent(percent, { digits: 0, locale })}
          </span>
        ))}
        {REFERENCES.map(({ percent, label, color }) => (
          <span key={label} aria-hidden="true" className="absolute left-1 font-semibold" style={{ bottom: bottomOf(percent), color }}>
            {label}
          </span>
        ))}
        {validatorTicks(last, X_TICKS).map((tick) => (
          <span
            key={tick}
            aria-hidden="true"
            className="absolute top-full mt-1 -translate-x-1/2 text-muted tabular-nums"
            style={{ left: `${last <= 1 ? 0 : ((tick - 1) / (last - 1)) * 100}%` }}
          >
            {tick}
          </span>
        ))}
      </div>
      <details className="mt-1" onToggle={(event) => setShowTable(event.currentTarget.open)}>
        <summary className="cursor-pointer text-muted">{t`Data table`}</summary>
        {showTable && (
          <div className="max-h-60 overflow-auto" tabIndex={0} role="region" aria-label={t`${title}: data`}>
            <table className="w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className="pr-4">
                    {t`Heaviest validators`}
                  </th>
                  <th scope="col">{t`Share of weight`}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.validators}>
                    <td className="pr-4 font-mono">{point.validators}</td>
                    <td className="font-mono">{formatPercent(point.percent, { locale })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </figure>
  );
}
