import type { UseQueryResult } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { curveMaxExcess, priceCurve } from '../../lib/fee-curve';
import { fakeExponential } from '../../lib/fees';
import { toPlotNumber } from '../../lib/fee-history';
import { useFeeConfig, useFeeState } from '../../queries/dashboard';
import { useValidatorFeeConfig, useValidatorFeeState } from '../../queries/validators';
import { LineChartFigure } from '../charts/LineChartFigure';
import { formatChartNumber } from '../charts/chart-format';
import { InlineValue } from '../status/InlineValue';
import { Card } from '../ui/Card';
import { useBaseUnit } from './use-base-unit';

/** Points on each curve. */
const CURVE_POINTS = 120;

interface CurveProps {
  title: string;
  unit: string;
  minPrice: bigint;
  constant: bigint;
  excess: bigint;
}

function Curve({ title, unit, minPrice, constant, excess }: CurveProps) {
  const curve = priceCurve(minPrice, constant, curveMaxExcess(constant, excess), CURVE_POINTS);
  const today = fakeExponential(minPrice, excess, constant);
  const points = curve.map((point) => ({ x: toPlotNumber(point.excess), y: toPlotNumber(point.price) }));
  const first = points[0];
  const last = points.at(-1);
  const todayText = today.toString();
  const excessText = excess.toString();
  const now = t`today excess ${excessText} gives ${todayText} ${unit}.`;
  const from = first ? formatChartNumber(first.y) : '';
  const to = last ? formatChartNumber(last.y) : '';
  const atExcess = last ? formatChartNumber(last.x) : '';
  return (
    <LineChartFigure
      title={title}
      summary={first && last ? t`Price from ${from} at excess 0 to ${to} ${unit} at excess ${atExcess}; ${now}` : now}
      points={points}
      xLabel={t`Excess`}
      yLabel={t`Price (${unit})`}
      formatX={formatChartNumber}
      formatY={formatChartNumber}
      marker={{ x: toPlotNumber(excess), y: toPlotNumber(today), label: t`today: ${todayText}` }}
      step
    />
  );
}

interface FeeCurveProps {
  title: string;
  unit: string;
  /** The fee's name in messages: "<name> config", "<name> state". */
  name: string;
  config: UseQueryResult<{ minPrice: bigint; excessConversionConstant: bigint }>;
  state: UseQueryResult<{ excess: bigint }>;
}

/** A fee's curve once both its config and its state have loaded. */
function FeeCurve({ title, unit, name, config, state }: FeeCurveProps) {
  return (
    <div>
      <InlineValue query={config} what={t`${name} config`}>
        {(feeConfig) => (
          <InlineValue query={state} what={t`${name} state`}>
            {(now) => <Curve title={title} unit={unit} minPrice={feeConfig.minPrice} constant={feeConfig.excessConversionConstant} excess={now.excess} />}
          </InlineValue>
        )}
      </InlineValue>
    </div>
  );
}

/** "What if": the price each formula gives for every excess value, with today's point on it. */
export function PriceCurveSection() {
  const baseUnit = useBaseUnit();
  return (
    <Card title={t`What if: price against excess`}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
        {t`The node computes the price as minPrice · e^(excess / excessConversionConstant) with integer math. Excess rises while use is above the target and drains while it is below; these curves show the price any excess would give.`}
      </p>
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-h-64">
        <FeeCurve title={t`P-Chain gas price (${baseUnit} per gas)`} unit={t`${baseUnit} per gas`} name={t`P-Chain fee`} config={useFeeConfig()} state={useFeeState()} />
        <FeeCurve title={t`L1 validator fee (${baseUnit} per second)`} unit={t`${baseUnit} per second`} name={t`L1 validator fee`} config={useValidatorFeeConfig()} state={useValidatorFeeState()} />
      </div>
    </Card>
  );
}
