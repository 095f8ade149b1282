import { groupDigits } from '../../lib/amount';
import { paths } from '../../lib/paths';
import { useFeeConfig, useFeeState } from '../../queries/dashboard';
import { useValidatorFeeConfig, useValidatorFeeState } from '../../queries/validators';
import { useNetwork } from '../../network/network-context';
import { InlineValue } from '../status/InlineValue';
import { Card } from '../ui/Card';
import { Gauge, GaugePlaceholder } from '../ui/Gauge';
import { NearViewport } from '../ui/NearViewport';
import { CardLink } from './CardLink';
import { capacityUsedFraction, formatCapacityUsed, formatMultiple, PRICE_GAUGE_MAX_MULTIPLE, priceFraction, priceMultiple } from './fee-gauge-math';
import { useBaseUnit } from '../fees/use-base-unit';

const GAS_PRICE = 'P-Chain gas price';
const GAS_CAPACITY = 'P-Chain gas capacity in use';
const VALIDATOR_FEE = 'L1 validator fee';

const GRID = 'grid gap-x-8 gap-y-4 md:grid-cols-3';

// The gauges' own shapes while their state loads, so the card does not grow when they arrive.
const GAS_PLACEHOLDERS = (
  <>
    <GaugePlaceholder label={GAS_PRICE} />
    <GaugePlaceholder label={GAS_CAPACITY} />
  </>
);
const VALIDATOR_PLACEHOLDER = <GaugePlaceholder label={VALIDATOR_FEE} />;

/** Current P-Chain gas price and L1 validator fee against their minimums, and gas capacity in use, once the card is near the viewport. */
export function FeeGauges() {
  const { ref } = useNetwork();
  return (
    <Card title="Fees" actions={<CardLink to={paths.fees(ref)}>Fee history</CardLink>}>
      <NearViewport
        placeholder={
          <div className={GRID}>
            {GAS_PLACEHOLDERS}
            {VALIDATOR_PLACEHOLDER}
          </div>
        }
      >
        <FeeGaugeValues />
      </NearViewport>
    </Card>
  );
}

function FeeGaugeValues() {
  const feeState = useFeeState();
  const feeConfig = useFeeConfig();
  const validatorFeeState = useValidatorFeeState();
  const validatorFeeConfig = useValidatorFeeConfig();
  // Fee prices are in the token's smallest unit (nano), per gas or per second.
  const nano = useBaseUnit();
  return (
    <div className={GRID}>
      <InlineValue query={feeState} what="P-Chain fee state" placeholder={GAS_PLACEHOLDERS}>
        {(state) => (
          <InlineValue query={feeConfig} what="P-Chain fee config" placeholder={GAS_PLACEHOLDERS}>
            {(config) => (
              <>
                <PriceGauge
                  label={GAS_PRICE}
                  price={state.price}
                  minPrice={config.minPrice}
                  unit={`${nano}/gas`}
                  maxLabel={`${PRICE_GAUGE_MAX_MULTIPLE}× min`}
                />
                <Gauge
                  label={GAS_CAPACITY}
                  fraction={capacityUsedFraction(state.capacity, config.maxCapacity)}
                  valueText={`${formatCapacityUsed(state.capacity, config.maxCapacity)}, ${groupDigits(state.capacity)} of ${groupDigits(config.maxCapacity)} gas left`}
                  minLabel={`target ${groupDigits(config.targetPerSecond)} gas/s`}
                  maxLabel={`refills ${groupDigits(config.maxPerSecond)} gas/s`}
                />
              </>
            )}
          </InlineValue>
        )}
      </InlineValue>
      <InlineValue query={validatorFeeState} what="L1 validator fee state" placeholder={VALIDATOR_PLACEHOLDER}>
        {(state) => (
          <InlineValue query={validatorFeeConfig} what="L1 validator fee config" placeholder={VALIDATOR_PLACEHOLDER}>
            {(config) => (
              <PriceGauge
                label={VALIDATOR_FEE}
                price={state.price}
                minPrice={config.minPrice}
                unit={`${nano}/s`}
                maxLabel={`target ${groupDigits(config.target)} validators`}
              />
            )}
          </InlineValue>
        )}
      </InlineValue>
    </div>
  );
}

interface PriceGaugeProps {
  label: string;
  price: bigint;
  minPrice: bigint;
  /** e.g. "nAVAX/gas". */
  unit: string;
  maxLabel: string;
}

/** A dynamic fee price against its floor: both fee mechanisms rise from a minimum price. */
function PriceGauge({ label, price, minPrice, unit, maxLabel }: PriceGaugeProps) {
  return (
    <Gauge
      label={label}
      fraction={priceFraction(price, minPrice)}
      valueText={`${groupDigits(price)} ${unit}, ${formatMultiple(priceMultiple(price, minPrice))}`}
      minLabel={`min ${groupDigits(minPrice)} ${unit}`}
      maxLabel={maxLabel}
    />
  );
}
