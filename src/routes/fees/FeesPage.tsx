import { useSearchParams } from 'react-router';
import { EvmBaseFeeSection } from '../../components/fees/EvmBaseFeeSection';
import { FeeHistoryControls } from '../../components/fees/FeeHistoryControls';
import { FeeSampler } from '../../components/fees/FeeSampler';
import { GasFeeSection } from '../../components/fees/GasFeeSection';
import { PriceCurveSection } from '../../components/fees/PriceCurveSection';
import { ValidatorFeeSection } from '../../components/fees/ValidatorFeeSection';
import { usePageTitle } from '../../components/ui/use-page-title';
import { isFeeRange, samplesInRange, type FeeRange } from '../../lib/fee-history';
import { useFeeHistory } from '../../queries/fee-history';
import { useNetwork } from '../../network/network-context';
import { PAGE_HEADINGS } from '../../lib/page-headings';

const DEFAULT_RANGE: FeeRange = '1h';
const RANGE_PARAM = 'range';

/** `/:net/fees`: the P-Chain fee and the L1 validator fee, with their configs and history. */
export function Component() {
  usePageTitle(PAGE_HEADINGS.fees);
  const { settings } = useNetwork();
  const history = useFeeHistory();
  const [params, setParams] = useSearchParams();
  const asked = params.get(RANGE_PARAM);
  const range = isFeeRange(asked) ? asked : DEFAULT_RANGE;
  const setRange = (next: FeeRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_RANGE) updated.delete(RANGE_PARAM);
        else updated.set(RANGE_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return (
    <div className="space-y-4">
      <FeeSampler />
      <h1 className="text-2xl font-semibold">{PAGE_HEADINGS.fees}</h1>
      <FeeHistoryControls history={history} range={range} onRangeChange={setRange} onClear={() => void history.clear()} network={settings.id} />
      <GasFeeSection samples={samplesInRange(history.gas, range)} />
      <ValidatorFeeSection samples={samplesInRange(history.validator, range)} />
      <PriceCurveSection />
      <EvmBaseFeeSection />
    </div>
  );
}
