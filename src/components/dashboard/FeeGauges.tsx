import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useFeeConfig, useFeeState, useValidatorFeeConfig, useValidatorFeeState } from '../../queries/dashboard';
import { useNetwork } from '../../queries/network-context';
import { InlineValue } from '../status/InlineValue';
import { Card } from '../ui/Card';
import { Gauge } from '../ui/Gauge';
import { capacityUsedFraction, formatMultiple, formatPercent, grouped, PRICE_GAUGE_MAX_MULTIPLE, priceFraction, priceMultiple } from './fee-gauge-math';

/** Current P-Chain gas price and L1 validator fee against their minimums, and gas capacity in use. */
export function FeeGauges() {
  const { ref, settings } = useNetwork();
  const feeState = useFeeState();
  const feeConfig = useFeeConfig();
  const validatorFeeState = useValidatorFeeState();
  const validatorFeeConfig = useValidatorFeeConfig();
  // Fee prices are in the token's smallest unit (nano), per gas or per second.
  const nano = `n${settings.tokenSymbol}`;
  return (
    <Card title="Fees" actions={<Link to={paths.fees(ref)} className="text-sm text-indigo-700 underline dark:text-indigo-300">Fee history</Link>}>
      <div className="grid gap-x-8 gap-y-4 md:grid-cols-3">
        <InlineValue query={feeState} what="P-Chain fee state">
          {(state) => (
            <InlineValue query={feeConfig} what="P-Chain fee config">
              {(config) => (
                <>
                  <Gauge
                    label="P-Chain gas price"
                    fraction={priceFraction(state.price, config.minPrice)}
                    valueText={`${grouped(state.price)} ${nano}/gas, ${formatMultiple(priceMultiple(state.price, config.minPrice))}`}
                    minLabel={`min ${grouped(config.minPrice)} ${nano}/gas`}
                    maxLabel={`${PRICE_GAUGE_MAX_MULTIPLE}× min`}
                  />
                  <Gauge
                    label="P-Chain gas capacity in use"
                    fraction={capacityUsedFraction(state.capacity, config.maxCapacity)}
                    valueText={`${formatPercent(capacityUsedFraction(state.capacity, config.maxCapacity))}, ${grouped(state.capacity)} of ${grouped(config.maxCapacity)} gas left`}
                    minLabel={`target ${grouped(config.targetPerSecond)} gas/s`}
                    maxLabel={`refills ${grouped(config.maxPerSecond)} gas/s`}
                  />
                </>
              )}
            </InlineValue>
          )}
        </InlineValue>
        <InlineValue query={validatorFeeState} what="L1 validator fee state">
          {(state) => (
            <InlineValue query={validatorFeeConfig} what="L1 validator fee config">
              {(config) => (
                <Gauge
                  label="L1 validator fee"
                  fraction={priceFraction(state.price, config.minPrice)}
                  valueText={`${grouped(state.price)} ${nano}/s, ${formatMultiple(priceMultiple(state.price, config.minPrice))}`}
                  minLabel={`min ${grouped(config.minPrice)} ${nano}/s`}
                  maxLabel={`target ${grouped(config.target)} validators`}
                />
              )}
            </InlineValue>
          )}
        </InlineValue>
      </div>
    </Card>
  );
}
