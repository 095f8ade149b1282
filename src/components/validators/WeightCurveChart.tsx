import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CurvePoint } from '../../lib/staking';

const CHART_HEIGHT_PX = 180;
const THIRD_PERCENT = 100 / 3;
const HALF_PERCENT = 50;

export interface WeightCurveChartProps {
  points: readonly CurvePoint[];
}

/** Share of the total weight held by the N heaviest validators, with the one-third and one-half lines. */
export function WeightCurveChart({ points }: WeightCurveChartProps) {
  const last = points.at(-1);
  return (
    <figure
      role="img"
      aria-label={`Stake distribution: cumulative share of the weight held by the heaviest validators, over ${last?.validators ?? 0} validators`}
      className="text-xs"
      style={{ height: CHART_HEIGHT_PX }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="validators" type="number" domain={[1, last?.validators ?? 1]} tickCount={6} allowDecimals={false} />
          <YAxis domain={[0, 100]} unit="%" width={44} />
          <Tooltip
            formatter={(value) => [`${Number(value).toFixed(2)} %`, 'Share of weight']}
            labelFormatter={(label) => `Top ${String(label)} validators`}
          />
          <ReferenceLine y={THIRD_PERCENT} stroke="#d97706" strokeDasharray="4 4" label={{ value: '⅓', position: 'insideLeft' }} />
          <ReferenceLine y={HALF_PERCENT} stroke="#dc2626" strokeDasharray="4 4" label={{ value: '½', position: 'insideLeft' }} />
          <Area type="monotone" dataKey="percent" stroke="#4f46e5" fill="#6366f1" fillOpacity={0.25} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}
