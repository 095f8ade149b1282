import { memo, useMemo } from 'react';
import { groupDigits } from '../../lib/amount';
import { signingWeight, signingWeightCurve, type SetMember } from '../../lib/signing-weight';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { Weight } from '../ui/Weight';
import { InactiveWeight } from './InactiveWeight';
import { Percent } from './Percent';
import type { ValidatorRow } from './validator-rows';
import { WeightCurveChart } from './WeightCurveChart';

const CURVE_POINTS = 120;

const validatorCount = (count: number) => `${groupDigits(count)} ${count === 1 ? 'validator' : 'validators'}`;

export interface ValidatorSetSummaryProps {
  rows: readonly ValidatorRow[];
  /** Weights are Primary Network stake (an amount of the token) rather than plain numbers. */
  weightIsStake: boolean;
}

/** An inactive L1 validator's weight stays in the set but cannot sign. */
const memberOf = (row: ValidatorRow): SetMember => ({ weight: row.totalWeight, active: row.active !== false });

/**
 * Size of the set, its total weight (inactive L1 validators' included, as the node counts it), and how
 * concentrated the weight that can sign is. Memoised: the table's URL state changes often and must
 * not redraw the chart.
 */
export const ValidatorSetSummary = memo(function ValidatorSetSummary({ rows, weightIsStake }: ValidatorSetSummaryProps) {
  const { weight, curve, connected } = useMemo(() => {
    const members = rows.map(memberOf);
    return {
      weight: signingWeight(members),
      curve: signingWeightCurve(members, CURVE_POINTS),
      connected: rows.filter((row) => row.connected).length,
    };
  }, [rows]);
  const hasConnected = rows.some((row) => row.connected !== undefined);
  const show = (value: bigint) => (weightIsStake ? <Amount value={value} /> : <Weight value={value} />);
  // When inactive weight is most of the set, even every active validator together may not pass the mark.
  const holders = (count: number | null) =>
    count === null ? (
      <>
        none: active validators hold <Percent part={weight.total - weight.inactiveWeight} whole={weight.total} />
      </>
    ) : (
      validatorCount(count)
    );
  return (
    <Card title="Summary">
      <div className="grid gap-4 lg:grid-cols-[minmax(16rem,1fr)_2fr]">
        {/* minmax(0, …) and wrapping anywhere: a long exact amount (9 decimals) wraps on a phone instead of widening the page. */}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm [&>dd]:[overflow-wrap:anywhere]">
          <dt className="text-muted">Validators</dt>
          <dd className="font-mono tabular-nums">{groupDigits(rows.length)}</dd>
          {hasConnected && (
            <>
              <dt className="text-muted" title="As seen by the node answering">Connected</dt>
              <dd className="font-mono tabular-nums">{groupDigits(connected)}</dd>
            </>
          )}
          <dt className="text-muted">{weightIsStake ? 'Total stake' : 'Total weight'}</dt>
          <dd>{show(weight.total)}</dd>
          {weight.inactiveCount > 0 && (
            <>
              <dt className="text-muted" title="L1 validators without a balance: their weight stays in the set (the node counts it in the total and in Warp quorums) but they cannot sign">
                Inactive validators
              </dt>
              <dd>
                <InactiveWeight count={weight.inactiveCount} weight={weight.inactiveWeight} total={weight.total} />
              </dd>
            </>
          )}
          <dt className="text-muted" title="Fewest active validators holding more than a third of the set's weight: together they can stop the network. Inactive weight counts in the set but holds nothing.">
            Hold over ⅓
          </dt>
          <dd className="font-mono tabular-nums">{holders(weight.third)}</dd>
          <dt className="text-muted" title="Fewest active validators holding more than half of the set's weight">Hold over ½</dt>
          <dd className="font-mono tabular-nums">{holders(weight.half)}</dd>
        </dl>
        {curve.length > 0 && <WeightCurveChart points={curve} />}
      </div>
    </Card>
  );
});
