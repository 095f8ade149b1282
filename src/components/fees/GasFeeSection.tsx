import type { FeeConfig } from '../../rpc/methods/platform-types';
import { gasUseRates, toPlotNumber, type GasFeeSample } from '../../lib/fee-history';
import { useFeeConfig, useFeeState } from '../../queries/dashboard';
import { LineChartFigure } from '../charts/LineChartFigure';
import { formatChartNumber } from '../charts/chart-format';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { ConfigTable } from './ConfigTable';
import { GAS_FEE_CONFIG_TEXT } from './fee-config-text';
import { timeFormatter, timePoints, timeSummary } from './fee-chart-points';

/** The P-Chain dynamic fee (ACP-103): its state now, its history as charts, and its config. */
export function GasFeeSection({ samples }: { samples: readonly GasFeeSample[] }) {
  const config = useFeeConfig();
  const state = useFeeState();
  return (
    <Card title="P-Chain dynamic fee">
      <div className="space-y-4">
        <QueryView query={state} what="P-Chain fee state" skeleton={<Skeleton lines={4} className="h-24" label="Loading P-Chain fee state" />}>
          {(now) => (
            <KeyValueList
              items={[
                { label: 'Gas price', value: <span><Amount value={now.price} trimZeros /> per gas</span>, hint: `${now.price} nAVAX per gas` },
                { label: 'Excess', value: <span className="font-mono">{now.excess.toString()} gas</span> },
                { label: 'Capacity left', value: <span className="font-mono">{now.capacity.toString()} gas</span> },
                { label: 'Chain time', value: <Time value={now.timestamp} /> },
              ]}
            />
          )}
        </QueryView>
        <QueryView query={config} what="P-Chain fee config" skeleton={<Skeleton lines={8} className="h-[32rem]" label="Loading P-Chain fee config" />}>
          {(feeConfig) => (
            <>
              <GasFeeCharts samples={samples} config={feeConfig} />
              <h3 className="text-sm font-semibold">Config (platform.getFeeConfig)</h3>
              <ConfigTable
                caption="P-Chain fee config"
                rows={[
                  { field: 'weights', value: `[${feeConfig.weights.join(', ')}]`, meaning: GAS_FEE_CONFIG_TEXT.weights },
                  { field: 'maxCapacity', value: feeConfig.maxCapacity.toString(), meaning: GAS_FEE_CONFIG_TEXT.maxCapacity },
                  { field: 'maxPerSecond', value: feeConfig.maxPerSecond.toString(), meaning: GAS_FEE_CONFIG_TEXT.maxPerSecond },
                  { field: 'targetPerSecond', value: feeConfig.targetPerSecond.toString(), meaning: GAS_FEE_CONFIG_TEXT.targetPerSecond },
                  { field: 'minPrice', value: feeConfig.minPrice.toString(), meaning: GAS_FEE_CONFIG_TEXT.minPrice },
                  { field: 'excessConversionConstant', value: feeConfig.excessConversionConstant.toString(), meaning: GAS_FEE_CONFIG_TEXT.excessConversionConstant },
                ]}
              />
            </>
          )}
        </QueryView>
      </div>
    </Card>
  );
}

function GasFeeCharts({ samples, config }: { samples: readonly GasFeeSample[]; config: FeeConfig }) {
  const price = timePoints(samples, (sample) => sample.price);
  const excess = timePoints(samples, (sample) => sample.excess);
  const capacity = timePoints(samples, (sample) => sample.capacity);
  const rate = timePoints(gasUseRates(samples, config), (entry) => entry.gasPerSecond);
  const formatX = timeFormatter(price);
  const empty = 'No samples yet: they are taken while this page is open.';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <LineChartFigure
        title="Gas price (nAVAX per gas)"
        summary={timeSummary(price, 'nAVAX per gas')}
        points={price}
        xLabel="Chain time (UTC)"
        yLabel="Gas price"
        formatX={formatX}
        formatY={formatChartNumber}
        references={[{ y: toPlotNumber(config.minPrice), label: `min price ${config.minPrice}` }]}
        step
        emptyText={empty}
      />
      <LineChartFigure
        title="Excess (gas)"
        summary={timeSummary(excess, 'gas')}
        points={excess}
        xLabel="Chain time (UTC)"
        yLabel="Excess"
        formatX={formatX}
        formatY={formatChartNumber}
        emptyText={empty}
      />
      <LineChartFigure
        title="Capacity left (gas)"
        summary={timeSummary(capacity, 'gas')}
        points={capacity}
        xLabel="Chain time (UTC)"
        yLabel="Capacity"
        formatX={formatX}
        formatY={formatChartNumber}
        references={[{ y: toPlotNumber(config.maxCapacity), label: `max capacity ${config.maxCapacity}` }]}
        fromZero={false}
        emptyText={empty}
      />
      <LineChartFigure
        title="Gas use (gas per second, from capacity changes)"
        summary={timeSummary(rate, 'gas per second')}
        points={rate}
        xLabel="Chain time (UTC)"
        yLabel="Gas per second"
        formatX={formatX}
        formatY={formatChartNumber}
        references={[
          { y: toPlotNumber(config.targetPerSecond), label: `target ${config.targetPerSecond}/s` },
          { y: toPlotNumber(config.maxPerSecond), label: `max ${config.maxPerSecond}/s` },
        ]}
        emptyText="Needs two samples."
      />
    </div>
  );
}
