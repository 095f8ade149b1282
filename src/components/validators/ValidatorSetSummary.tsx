import { plural, t } from '@lingui/core/macro';
import { memo, useMemo } from 'react';
import { formatInteger } from '../../lib/amount';
import { formatRatioPercent } from '../../lib/percent';
import { useLocale } from '../ui/use-locale';
import { signingWeight, signingWeightCurve, type SetMember } from '../../lib/signing-weight';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { Weight } from '../ui/Weight';
import { InactiveWeight } from './InactiveWeight';
import type { ValidatorRow } from './validator-rows';
import { WeightCurveChart } from './WeightCurveChart';

const CURVE_POINTS = 120;

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
  const locale = useLocale();
  const hasConnected = rows.some((row) => row.connected !== undefined);
  const show = (value: bigint) => (weightIsStake ? <Amount value={value} /> : <Weight value={value} />);
  // When inactive weight is most of the set, even every active validator together may not pass the mark.
  const holders = (count: number | null) => {
    if (count !== null) return plural(count, { one: '# validator', other: '# validators' });
    const active = formatRatioPercent(weight.total - weight.inactiveWeight, weight.total, { locale });
    return t`none: active validators hold ${active}`;
  };
  return (
    <Card title={t`Summary`}>
      <div className="grid gap-4 lg:grid-cols-[minmax(16rem,1fr)_2fr]">
        {/* minmax(0, …) and wrapping anywhere: a long exact amount (9 decimals) wraps on a phone instead of widening the page. */}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm [&>dd]:[overflow-wrap:anywhere]">
          <dt className="text-muted">{t`Validators`}</dt>
          <dd className="font-mono tabular-nums">{formatInteger(rows.length, locale)}</dd>
          {hasConnected && (
            <>
              <dt className="text-muted" title={t`As seen by the node answering`}>
                {t`Connected`}
              </dt>
              <dd className="font-mono tabular-nums">{formatInteger(connected, locale)}</dd>
            </>
          )}
          <dt className="text-muted">{weightIsStake ? t`Total stake` : t`Total weight`}</dt>
          <dd>{show(weight.total)}</dd>
          {weight.inactiveCount > 0 && (
            <>
              <dt className="text-muted" title={t`L1 validators without a balance: their weight stays in the set (the node counts it in the total and in Warp quorums) but they cannot sign`}>
                {t`Inactive validators`}
              </dt>
              <dd>
                <InactiveWeight count={weight.inactiveCount} weight={weight.inactiveWeight} total={weight.total} />
              </dd>
            </>
          )}
          <dt className="text-muted" title={t`Fewest active validators holding more than a third of the set's weight: together they can stop the network. Inactive weight counts in the set but holds nothing.`}>
            {t`Hold over ⅓`}
          </dt>
          <dd className="font-mono tabular-nums">{holders(weight.third)}</dd>
          <dt className="text-muted" title={t`Fewest active validators holding more than half of the set's weight`}>
            {t`Hold over ½`}
          </dt>
          <dd className="font-mono tabular-nums">{holders(weight.half)}</dd>
        </dl>
        {curve.length > 0 && <WeightCurveChart points={curve} />}
      </div>
    </Card>
  );
});
