import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { paths } from '../../lib/paths';
import { useFeeConfig, useFeeState } from '../../queries/dashboard';
import { useValidatorFeeConfig, useValidatorFeeState } from '../../queries/validators';
import type { FeeConfig } from '../../rpc/methods/platform-types';
import { useNetwork } from '../../network/network-context';
import { InlineValue } from '../status/InlineValue';
import { Card } from '../ui/Card';
import { Gauge, GaugePlaceholder } from '../ui/Gauge';
import { NearViewport } from '../ui/NearViewport';
import { useLocale } from '../ui/use-locale';
import { CardLink } from './CardLink';
import { capacityUsedFraction, formatCapacityUsed, formatMultiple, PRICE_GAUGE_MAX_MULTIPLE, priceFraction, priceMultiple } from './fee-gauge-math';
import { useBaseUnit } from '../fees/use-base-unit';

const GRID = 'grid gap-x-8 gap-y-4 md:grid-cols-3';

/** The gauges' names, read when drawn (in the active locale). */
const gasPrice = () => t`P-Chain gas price`;
const gasCapacity = () => t`P-Chain gas capacity in use`;
const validatorFee = () => t`L1 validator fee`;

// The gauges' own shapes while their state loads, so the card does not grow when they arrive.
function GasPlaceholders() {
  return (
    <>
      <GaugePlaceholder label={gasPrice()} />
      <GaugePlaceholder label={gasCapacity()} />
    </>
  );
}
const GAS_PLACEHOLDERS = <GasPlaceholders />;
function ValidatorPlaceholder() {
  return <GaugePlaceholder label={validatorFee()} />;
}
const VALIDATOR_PLACEHOLDER = <ValidatorPlaceholder />;

/** Current P-Chain gas price and L1 validator fee against their minimums, and gas capacity in use, once the card is near the viewport. */
export function FeeGauges() {
  const { ref } = useNetwork();
  return (
    <Card title={t`Fees`} actions={<CardLink to={paths.fees(ref)}>{t`Fee history`}</CardLink>}>
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
  const locale = useLocale();
  return (
    <div className={GRID}>
      <InlineValue query={feeState} what={t`P-Chain fee state`} placeholder={GAS_PLACEHOLDERS}>
        {(state) => (
          <InlineValue query={feeConfig} what={t`P-Chain fee config`} placeholder={GAS_PLACEHOLDERS}>
            {(config) => (
              <>
                <PriceGauge
                  label={gasPrice()}
                  price={state.price}
                  minPrice={config.minPrice}
                  unit={`${nano}/gas`}
                  maxLabel={t`${PRICE_GAUGE_MAX_MULTIPLE}× min`}
                />
                <CapacityGauge capacity={state.capacity} config={config} />
              </>
            )}
          </InlineValue>
        )}
      </InlineValue>
      <InlineValue query={validatorFeeState} what={t`L1 validator fee state`} placeholder={VALIDATOR_PLACEHOLDER}>
        {(state) => (
          <InlineValue query={validatorFeeConfig} what={t`L1 validator fee config`} placeholder={VALIDATOR_PLACEHOLDER}>
            {(config) => (
              <PriceGauge
                label={validatorFee()}
                price={state.price}
                minPrice={config.minPrice}
                unit={`${nano}/s`}
                maxLabel={t`target ${formatInteger(config.target, locale)} validators`}
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
  const locale = useLocale();
  const shownPrice = formatInteger(price, locale);
  const multiple = formatMultiple(priceMultiple(price, minPrice));
  const shownMin = formatInteger(minPrice, locale);
  return <Gauge label={label} fraction={priceFraction(price, minPrice)} valueText={t`${shownPrice} ${unit}, ${multiple}`} minLabel={t`min ${shownMin} ${unit}`} maxLabel={maxLabel} />;
}

/** How much of the P-Chain's gas capacity is in use, and how fast it refills. */
function CapacityGauge({ capacity, config }: { capacity: bigint; config: FeeConfig }) {
  const locale = useLocale();
  const used = formatCapacityUsed(capacity, config.maxCapacity);
  const left = formatInteger(capacity, locale);
  const max = formatInteger(config.maxCapacity, locale);
  const target = formatInteger(config.targetPerSecond, locale);
  const refill = formatInteger(config.maxPerSecond, locale);
  return (
    <Gauge
      label={gasCapacity()}
      fraction={capacityUsedFraction(capacity, config.maxCapacity)}
      valueText={t`${used}, ${left} of ${max} gas left`}
      minLabel={t`target ${target} gas/s`}
      maxLabel={t`refills ${refill} gas/s`}
    />
  );
}
