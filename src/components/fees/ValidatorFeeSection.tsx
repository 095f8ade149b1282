import { groupDigits } from '../../lib/amount';
import { validatorCostAt } from '../../lib/fee-curve';
import { toPlotNumber, validatorCountEstimates, type ValidatorFeeSample } from '../../lib/fee-history';
import { useValidatorFeeConfig, useValidatorFeeState } from '../../queries/validators';
import type { ValidatorFeeConfig, ValidatorFeeState } from '../../rpc/methods/platform-types';
import { Amount } from '../ui/Amount';
import type { KeyValueItem } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { configRows } from './config-rows';
import type { FeeHistorySeries } from './FeeHistoryCharts';
import { FeeSection } from './FeeSection';
import { useBaseUnit } from './use-base-unit';
import { VALIDATOR_FEE_CONFIG_TEXT } from './fee-config-text';
import { timePoints } from './fee-chart-points';
import { FeeRate } from './FeeRate';

const PRICE_MOVES_HINT = 'At today’s price; the price moves with the number of active validators.';

function stateItems(now: ValidatorFeeState): KeyValueItem[] {
  const cost = validatorCostAt(now.price);
  return [
    { label: 'Fee per validator', value: <FeeRate value={now.price} per="s" /> },
    { label: 'One validator for a day', value: <Amount value={cost.day} />, hint: PRICE_MOVES_HINT },
    { label: 'One validator for 30 days', value: <Amount value={cost.month} />, hint: PRICE_MOVES_HINT },
    { label: 'Excess', value: <span className="font-mono">{groupDigits(now.excess)}</span> },
    { label: 'Chain time', value: <Time value={now.timestamp} /> },
  ];
}

function validatorFeeSeries(samples: readonly ValidatorFeeSample[], config: ValidatorFeeConfig, baseUnit: string): FeeHistorySeries[] {
  return [
    {
      title: `Fee (${baseUnit} per validator per second)`,
      unit: `${baseUnit} per second`,
      yLabel: 'Fee per second',
      points: timePoints(samples, (sample) => sample.price),
      references: [{ y: toPlotNumber(config.minPrice), label: `min price ${config.minPrice}` }],
      step: true,
    },
    { title: 'Excess', unit: '', yLabel: 'Excess', points: timePoints(samples, (sample) => sample.excess) },
    {
      title: 'Active L1 validators (implied by excess changes)',
      unit: 'validators',
      yLabel: 'Active validators',
      points: timePoints(validatorCountEstimates(samples, config.target), (entry) => entry.validators),
      references: [
        { y: toPlotNumber(config.target), label: `target ${groupDigits(config.target)}` },
        { y: toPlotNumber(config.capacity), label: `capacity ${groupDigits(config.capacity)}` },
      ],
      emptyText: 'Shown while excess is above zero (more active validators than the target).',
    },
  ];
}

/** The continuous L1 validator fee (ACP-77): what one validator pays now, its history and its config. */
export function ValidatorFeeSection({ samples }: { samples: readonly ValidatorFeeSample[] }) {
  const baseUnit = useBaseUnit();
  return (
    <FeeSection
      title="L1 validator fee"
      name="L1 validator fee"
      configMethod="platform.getValidatorFeeConfig"
      state={useValidatorFeeState()}
      config={useValidatorFeeConfig()}
      stateSkeleton={{ lines: 5, className: 'h-28' }}
      configSkeleton={{ lines: 6, className: 'h-96' }}
      stateItems={stateItems}
      series={(config) => validatorFeeSeries(samples, config, baseUnit)}
      configTableRows={(config) => configRows(config, VALIDATOR_FEE_CONFIG_TEXT)}
    />
  );
}
