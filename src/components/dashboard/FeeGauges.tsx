import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useFeeConfig, useFeeState, useValidatorFeeConfig, useValidatorFeeState } from '../../queries/dashboard';
import { useNetwork } from '../../queries/network-context';
import { InlineValue } from '../status/InlineValue';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { Gauge } from '../ui/Gauge';
import { formatMultiple, PRICE_GAUGE_MAX_MULTIPLE, priceFraction, priceMultiple } from './fee-gauge-math';

/** Current P-Chain gas price and L1 validator fee against their minimums, and gas capacity left. */
export function FeeGauges() {
  const { ref } = useNetwork();
  const feeState = useFeeState();
  const feeConfig = useFeeConfig();
  const validatorFeeState = useValidatorFeeState();
  const validatorFeeConfig = useValidatorFeeConfig();
  return (
    <Card title="Fees" actions={<Link to={paths.fees(ref)} className="text-sm text-indigo-700 underline dark:text-indigo-300">Fee history</Link>}>
      <div className="space-y-4">
        <InlineValue query={feeState} what="P-Chain fee state">
          {(state) => (
            <InlineValue query={feeConfig} what="P-Chain fee config">
              {(config) => (
                <div className="space-y-3">
                  <Gauge
                    label="P-Chain gas price"
                    fraction={priceFraction(state.price, config.minPrice)}
                    valueText={`${state.price.toString()} per gas (${formatMultiple(priceMultiple(state.price, config.minPrice))})`}
                    minLabel={`min ${config.minPrice.toString()}`}
                    maxLabel={`${PRICE_GAUGE_MAX_MULTIPLE}× min`}
                  />
                  <Gauge
                    label="P-Chain gas capacity used"
                    fraction={config.maxCapacity > 0n ? 1 - Number(state.capacity) / Number(config.maxCapacity) : 0}
                    valueText={`${state.capacity.toString()} of ${config.maxCapacity.toString()} gas left`}
                    minLabel={`target ${config.targetPerSecond.toString()} gas/s`}
                    maxLabel={`max ${config.maxPerSecond.toString()} gas/s`}
                  />
                </div>
              )}
            </InlineValue>
          )}
        </InlineValue>
        <InlineValue query={validatorFeeState} what="L1 validator fee state">
          {(state) => (
            <InlineValue query={validatorFeeConfig} what="L1 validator fee config">
              {(config) => (
                <div>
                  <Gauge
                    label="L1 validator fee"
                    fraction={priceFraction(state.price, config.minPrice)}
                    valueText={formatMultiple(priceMultiple(state.price, config.minPrice))}
                    minLabel={`min ${config.minPrice.toString()}/s`}
                    maxLabel={`target ${config.target.toString()} validators`}
                  />
                  <p className="mt-1 text-sm">
                    Per validator per second: <Amount value={state.price} trimZeros />
                  </p>
                </div>
              )}
            </InlineValue>
          )}
        </InlineValue>
      </div>
    </Card>
  );
}
