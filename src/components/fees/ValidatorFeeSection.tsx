import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { validatorCostAt } from '../../lib/fee-curve';
import { toPlotNumber, validatorCountEstimates, type ValidatorFeeSample } from '../../lib/fee-history';
import { useValidatorFeeConfig, useValidatorFeeState } from '../../queries/validators';
import type { ValidatorFeeConfig, ValidatorFeeState } from '../../rpc/methods/platform-types';
import { Amount } from '../ui/Amount';
import type { KeyValueItem } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { useLocale } from '../ui/use-locale';
import { configRows } from './config-rows';
import type { FeeHistorySeries } from './FeeHistoryCharts';
import { FeeSection } from './FeeSection';
import { useBaseUnit } from './use-base-unit';
import { VALIDATOR_FEE_CONFIG_TEXT } from './fee-config-text';
import { timePoints } from './fee-chart-points';
import { FeeRate } from './FeeRate';

function stateItems(now: ValidatorFeeState, locale: string): KeyValueItem[] {
  const cost = validatorCostAt(now.price);
  const priceMoves = t`At today’s price; the price moves with the number of active validators.`;
  return [
    { label: t`Fee per validator`, value: <FeeRate value={now.price} per="s" /> },
    { label: t`One validator for a day`, value: <Amount value={cost.day} />, hint: priceMoves },
    { label: t`One validator for 30 days`, value: <Amount value={cost.month} />, hint: priceMoves },
    { label: t`Excess`, value: <span className="font-mono">{formatInteger(now.excess, locale)}</span> },
    { label: t`Chain time`, value: <Time value={now.timestamp} /> },
  ];
}

function validatorFeeSeries(samples: readonly ValidatorFeeSample[], config: ValidatorFeeConfig, baseUnit: string, locale: string): FeeHistorySeries[] {
  // The minimum price as the node writes it, ungrouped.
  const minPrice = config.minPrice.toString();
  const target = formatInteger(config.target, locale);
  const capacity = formatInteger(config.capacity, locale);
  return [
    {
      title: t`Fee (${baseUnit} per validator per second)`,
      unit: t`${baseUnit} per second`,
      yLabel: t`Fee per second`,
      points: timePoints(samples, (sample) => sample.price),
      references: [{ y: toPlotNumber(config.minPrice), label: t`min price ${minPrice}` }],
      step: true,
    },
    { title: t`Excess`, unit: '', yLabel: t`Excess`, points: timePoints(samples, (sample) => sample.excess) },
    {
      title: t`Active L1 validators (implied by excess changes)`,
      unit: t`validators`,
      yLabel: t`Active validators`,
      points: timePoints(validatorCountEstimates(samples, config.target), (entry) => entry.validators),
      references: [
        { y: toPlotNumber(config.target), label: t`target ${target}` },
        { y: toPlotNumber(config.capacity), label: t`capacity ${capacity}` },
      ],
      emptyText: t`Shown while excess is above zero (more active validators than the target).`,
    },
  ];
}

/** The continuous L1 validator fee (ACP-77): what one validator pays now, its history and its config. */
export function ValidatorFeeSection({ samples }: { samples: readonly ValidatorFeeSample[] }) {
  const baseUnit = useBaseUnit();
  const locale = useLocale();
  return (
    <FeeSection
      title={t`L1 validator fee`}
      name={t`L1 validator fee`}
      configMethod="platform.getValidatorFeeConfig"
      state={useValidatorFeeState()}
      config={useValidatorFeeConfig()}
      stateSkeleton={{ lines: 5, className: 'h-28' }}
      configSkeleton={{ lines: 6, className: 'h-96' }}
      stateItems={(now) => stateItems(now, locale)}
      series={(config) => validatorFeeSeries(samples, config, baseUnit, locale)}
      configTableRows={(config) => configRows(config, VALIDATOR_FEE_CONFIG_TEXT)}
    />
  );
}
