import { groupDigits } from '../../lib/amount';
import type { FeeConfig, FeeState } from '../../rpc/methods/platform-types';
import { gasUseRates, toPlotNumber, type GasFeeSample } from '../../lib/fee-history';
import { useFeeConfig, useFeeState } from '../../queries/dashboard';
import type { KeyValueItem } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { configRows } from './config-rows';
import type { FeeHistorySeries } from './FeeHistoryCharts';
import { FeeSection } from './FeeSection';
import { useBaseUnit } from './use-base-unit';
import { GAS_FEE_CONFIG_TEXT } from './fee-config-text';
import { timePoints } from './fee-chart-points';
import { FeeRate } from './FeeRate';

function stateItems(now: FeeState): KeyValueItem[] {
  return [
    { label: 'Gas price', value: <FeeRate value={now.price} per="gas" /> },
    { label: 'Excess', value: <span className="font-mono">{groupDigits(now.excess)} gas</span> },
    { label: 'Capacity left', value: <span className="font-mono">{groupDigits(now.capacity)} gas</span> },
    { label: 'Chain time', value: <Time value={now.timestamp} /> },
  ];
}

function gasFeeSeries(samples: readonly GasFeeSample[], config: FeeConfig, baseUnit: string): FeeHistorySeries[] {
  return [
    {
      title: `Gas price (${baseUnit} per gas)`,
      unit: `${baseUnit} per gas`,
      yLabel: 'Gas price',
      points: timePoints(samples, (sample) => sample.price),
      references: [{ y: toPlotNumber(config.minPrice), label: `min price ${config.minPrice}` }],
      step: true,
    },
    { title: 'Excess (gas)', unit: 'gas', yLabel: 'Excess', points: timePoints(samples, (sample) => sample.excess) },
    {
      title: 'Capacity left (gas)',
      unit: 'gas',
      yLabel: 'Capacity',
      points: timePoints(samples, (sample) => sample.capacity),
      references: [{ y: toPlotNumber(config.maxCapacity), label: `max capacity ${groupDigits(config.maxCapacity)}` }],
      fromZero: false,
    },
    {
      title: 'Gas use (gas per second, from capacity changes)',
      unit: 'gas per second',
      yLabel: 'Gas per second',
      points: timePoints(gasUseRates(samples, config), (entry) => entry.gasPerSecond),
      references: [
        { y: toPlotNumber(config.targetPerSecond), label: `target ${groupDigits(config.targetPerSecond)}/s` },
        { y: toPlotNumber(config.maxPerSecond), label: `max ${groupDigits(config.maxPerSecond)}/s` },
      ],
      emptyText: 'Needs two samples.',
    },
  ];
}

/** The P-Chain dynamic fee (ACP-103): its state now, its history as charts, and its config. */
export function GasFeeSection({ samples }: { samples: readonly GasFeeSample[] }) {
  const baseUnit = useBaseUnit();
  return (
    <FeeSection
      title="P-Chain dynamic fee"
      name="P-Chain fee"
      configMethod="platform.getFeeConfig"
      state={useFeeState()}
      config={useFeeConfig()}
      stateSkeleton={{ lines: 4, className: 'h-24' }}
      configSkeleton={{ lines: 8, className: 'h-[32rem]' }}
      stateItems={stateItems}
      series={(config) => gasFeeSeries(samples, config, baseUnit)}
      configTableRows={(config) => configRows(config, GAS_FEE_CONFIG_TEXT)}
    />
  );
}
