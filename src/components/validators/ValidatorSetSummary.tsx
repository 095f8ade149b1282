import { memo, useMemo } from 'react';
import { groupDigits } from '../../lib/amount';
import { cumulativeWeightCurve, weightThresholds } from '../../lib/staking';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import type { ValidatorRow } from './validator-rows';
import { WeightCurveChart } from './WeightCurveChart';

const CURVE_POINTS = 120;

const validatorCount = (count: number) => `${count} ${count === 1 ? 'validator' : 'validators'}`;

export interface ValidatorSetSummaryProps {
  rows: readonly ValidatorRow[];
  /** Weights are staked tokens (Primary Network, elastic subnets) rather than plain numbers. */
  weightIsStake: boolean;
}

/**
 * Size of the set, its total weight, and how concentrated the weight is. Memoised: the table's URL
 * state changes often and must not redraw the chart.
 */
export const ValidatorSetSummary = memo(function ValidatorSetSummary({ rows, weightIsStake }: ValidatorSetSummaryProps) {
  const { total, thresholds, curve, connected } = useMemo(() => {
    const weights = rows.map((row) => row.totalWeight);
    return {
      total: weights.reduce((sum, weight) => sum + weight, 0n),
      thresholds: weightThresholds(weights),
      curve: cumulativeWeightCurve(weights, CURVE_POINTS),
      connected: rows.filter((row) => row.connected).length,
    };
  }, [rows]);
  const hasConnected = rows.some((row) => row.connected !== undefined);
  return (
    <Card title="Summary">
      <div className="grid gap-4 lg:grid-cols-[minmax(16rem,1fr)_2fr]">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">Validators</dt>
          <dd className="font-mono tabular-nums">{groupDigits(rows.length)}</dd>
          {hasConnected && (
            <>
              <dt className="text-muted" title="As seen by the node answering">Connected</dt>
              <dd className="font-mono tabular-nums">{groupDigits(connected)}</dd>
            </>
          )}
          <dt className="text-muted">{weightIsStake ? 'Total stake' : 'Total weight'}</dt>
          <dd>{weightIsStake ? <Amount value={total} trimZeros /> : <span className="font-mono">{total.toString()}</span>}</dd>
          <dt className="text-muted" title="Fewest validators holding more than a third of the weight: together they can stop the network">
            Hold over ⅓
          </dt>
          <dd className="font-mono tabular-nums">{validatorCount(thresholds.third)}</dd>
          <dt className="text-muted" title="Fewest validators holding more than half of the weight">Hold over ½</dt>
          <dd className="font-mono tabular-nums">{validatorCount(thresholds.half)}</dd>
        </dl>
        {curve.length > 0 && <WeightCurveChart points={curve} />}
      </div>
    </Card>
  );
});
