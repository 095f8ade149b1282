import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import type { FeeConfig, FeeState } from '../../rpc/methods/platform-types';
import { gasUseRates, toPlotNumber, type GasFeeSample } from '../../lib/fee-history';
import { useFeeConfig, useFeeState } from '../../queries/dashboard';
import type { KeyValueItem } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { useLocale } from '../ui/use-locale';
import { configRows } from './config-rows';
import type { FeeHistorySeries } from './FeeHistoryCharts';
import { FeeSection } from './FeeSection';
import { useBaseUnit } from './use-base-unit';
import { GAS_FEE_CONFIG_TEXT } from './fee-config-text';
import { timePoints } from './fee-chart-points';
import { FeeRate } from './FeeRate';

/** The unit, as the node and every language name it. */
const GAS = 'gas';

function stateItems(now: FeeState, locale: string): KeyValueItem[] {
  return [
    { label: t`Gas price`, value: <FeeRate value={now.price} per="gas" /> },
    { label: t`Excess`, value: <span className="font-mono">{formatInteger(now.excess, locale)} {GAS}</span> },
    { label: t`Capacity left`, value: <span className="font-mono">{formatInteger(now.capacity, locale)} {GAS}</span> },
    { label: t`Chain time`, value: <Time value={now.timestamp} /> },
  ];
}

function gasFeeSeries(samples: readonly GasFeeSample[], config: FeeConfig, baseUnit: string, locale: string): FeeHistorySeries[] {
  // The minimum price as the node writes it, ungrouped.
  const minPrice = config.minPrice.toString();
  const maxCapacity = formatInteger(config.maxCapacity, locale);
  const target = formatInteger(config.targetPerSecond, locale);
  const max = formatInteger(config.maxPerSecond, locale);
  return [
    {
      title: t`Gas price (${baseUnit} per gas)`,
      unit: t`${baseUnit} per gas`,
      yLabel: t`Gas price`,
      points: timePoints(samples, (sample) => sample.price),
      references: [{ y: toPlotNumber(config.minPrice), label: t`min price ${minPrice}` }],
      step: true,
    },
    { title: t`Excess (gas)`, unit: GAS, yLabel: t`Excess`, points: timePoints(samples, (sample) => sample.excess) },
    {
      title: t`Capacity left (gas)`,
      unit: GAS,
      yLabel: t`Capacity`,
      points: timePoints(samples, (sample) => sample.capacity),
      references: [{ y: toPlotNumber(config.maxCapacity), label: t`max capacity ${maxCapacity}` }],
      fromZero: false,
    },
    {
      title: t`Gas use (gas per second, from capacity changes)`,
      unit: t`gas per second`,
      yLabel: t`Gas per second`,
      points: timePoints(gasUseRates(samples, config), (entry) => entry.gasPerSecond),
      references: [
        { y: toPlotNumber(config.targetPerSecond), label: t`target ${target}/s` },
        { y: toPlotNumber(config.maxPerSecond), label: t`max ${max}/s` },
      ],
      emptyText: t`Needs two samples.`,
    },
  ];
}

/** The P-Chain dynamic fee (ACP-103): its state now, its history as charts, and its config. */
export function GasFeeSection({ samples }: { samples: readonly GasFeeSample[] }) {
  const baseUnit = useBaseUnit();
  const locale = useLocale();
  return (
    <FeeSection
      title={t`P-Chain dynamic fee`}
      name={t`P-Chain fee`}
      configMethod="platform.getFeeConfig"
      state={useFeeState()}
      config={useFeeConfig()}
      stateSkeleton={{ lines: 4, className: 'h-24' }}
      configSkeleton={{ lines: 8, className: 'h-[32rem]' }}
      stateItems={(now) => stateItems(now, locale)}
      series={(config) => gasFeeSeries(samples, config, baseUnit, locale)}
      configTableRows={(config) => configRows(config, GAS_FEE_CONFIG_TEXT)}
    />
  );
}
