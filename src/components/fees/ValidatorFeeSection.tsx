import { validatorCostAt } from '../../lib/fee-curve';
import { toPlotNumber, validatorCountEstimates, type ValidatorFeeSample } from '../../lib/fee-history';
import { useValidatorFeeConfig, useValidatorFeeState } from '../../queries/dashboard';
import type { ValidatorFeeConfig } from '../../rpc/methods/platform-types';
import { LineChartFigure } from '../charts/LineChartFigure';
import { formatChartNumber } from '../charts/chart-format';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { ConfigTable } from './ConfigTable';
import { VALIDATOR_FEE_CONFIG_TEXT } from './fee-config-text';
import { timeFormatter, timePoints, timeSummary } from './fee-chart-points';

/** The continuous L1 validator fee (ACP-77): what one validator pays now, its history and its config. */
export function ValidatorFeeSection({ samples }: { samples: readonly ValidatorFeeSample[] }) {
  const config = useValidatorFeeConfig();
  const state = useValidatorFeeState();
  return (
    <Card title="L1 validator fee">
      <div className="space-y-4">
        <QueryView query={state} what="L1 validator fee state" skeleton={<Skeleton lines={5} className="h-28" label="Loading L1 validator fee state" />}>
          {(now) => {
            const cost = validatorCostAt(now.price);
            return (
              <KeyValueList
                items={[
                  { label: 'Fee per validator', value: <span><Amount value={now.price} trimZeros /> per second</span> },
                  { label: 'One validator for a day', value: <Amount value={cost.day} trimZeros />, hint: 'At today’s price; the price moves with the number of active validators.' },
                  { label: 'One validator for 30 days', value: <Amount value={cost.month} trimZeros />, hint: 'At today’s price; the price moves with the number of active validators.' },
                  { label: 'Excess', value: <span className="font-mono">{now.excess.toString()}</span> },
                  { label: 'Chain time', value: <Time value={now.timestamp} /> },
                ]}
              />
            );
          }}
        </QueryView>
        <QueryView query={config} what="L1 validator fee config" skeleton={<Skeleton lines={6} className="h-96" label="Loading L1 validator fee config" />}>
          {(feeConfig) => (
            <>
              <ValidatorFeeCharts samples={samples} config={feeConfig} />
              <h3 className="text-sm font-semibold">Config (platform.getValidatorFeeConfig)</h3>
              <ConfigTable
                caption="L1 validator fee config"
                rows={[
                  { field: 'target', value: feeConfig.target.toString(), meaning: VALIDATOR_FEE_CONFIG_TEXT.target },
                  { field: 'capacity', value: feeConfig.capacity.toString(), meaning: VALIDATOR_FEE_CONFIG_TEXT.capacity },
                  { field: 'minPrice', value: feeConfig.minPrice.toString(), meaning: VALIDATOR_FEE_CONFIG_TEXT.minPrice },
                  { field: 'excessConversionConstant', value: feeConfig.excessConversionConstant.toString(), meaning: VALIDATOR_FEE_CONFIG_TEXT.excessConversionConstant },
                ]}
              />
            </>
          )}
        </QueryView>
      </div>
    </Card>
  );
}

function ValidatorFeeCharts({ samples, config }: { samples: readonly ValidatorFeeSample[]; config: ValidatorFeeConfig }) {
  const price = timePoints(samples, (sample) => sample.price);
  const excess = timePoints(samples, (sample) => sample.excess);
  const active = timePoints(validatorCountEstimates(samples, config.target), (entry) => entry.validators);
  const formatX = timeFormatter(price);
  const empty = 'No samples yet: they are taken while this page is open.';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <LineChartFigure
        title="Fee (nAVAX per validator per second)"
        summary={timeSummary(price, 'nAVAX per second')}
        points={price}
        xLabel="Chain time (UTC)"
        yLabel="Fee per second"
        formatX={formatX}
        formatY={formatChartNumber}
        references={[{ y: toPlotNumber(config.minPrice), label: `min price ${config.minPrice}` }]}
        step
        emptyText={empty}
      />
      <LineChartFigure
        title="Excess"
        summary={timeSummary(excess, '')}
        points={excess}
        xLabel="Chain time (UTC)"
        yLabel="Excess"
        formatX={formatX}
        formatY={formatChartNumber}
        emptyText={empty}
      />
      <LineChartFigure
        title="Active L1 validators (implied by excess changes)"
        summary={timeSummary(active, 'validators')}
        points={active}
        xLabel="Chain time (UTC)"
        yLabel="Active validators"
        formatX={formatX}
        formatY={formatChartNumber}
        references={[
          { y: toPlotNumber(config.target), label: `target ${config.target}` },
          { y: toPlotNumber(config.capacity), label: `capacity ${config.capacity}` },
        ]}
        emptyText="Shown while excess is above zero (more active validators than the target)."
      />
    </div>
  );
}
