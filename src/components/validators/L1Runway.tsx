import { t } from '@lingui/core/macro';
import { formatDuration } from '../../lib/format-time';
import { useLocale } from '../ui/use-locale';
import { runwayEnd, runwaySeconds } from '../../lib/staking';
import { useValidatorFeeConfig, useValidatorFeeState } from '../../queries/validators';
import { ErrorPanel } from '../status/ErrorPanel';
import { Skeleton } from '../status/Skeleton';
import { FeeRate } from '../fees/FeeRate';
import { KeyValueList } from '../ui/KeyValueList';
import { RunwayChart } from './RunwayChart';
import { RUNWAY_TEXT as T } from './runway-text';
import { AbsoluteTime } from '../ui/Time';

function RunwayValue({ balance, price, from }: { balance: bigint; price: bigint; from: Date }) {
  const locale = useLocale();
  const seconds = runwaySeconds(balance, price);
  if (seconds === null) return <span>{T.unbounded}</span>;
  return (
    <span>
      <span className="font-semibold">{formatDuration(Number(seconds), locale)}</span>, {T.until} <AbsoluteTime value={runwayEnd(from, seconds)} />{' '}
      <span className="text-xs text-muted">
        (<span className="font-mono">{seconds.toString()}</span> {t`s at`} <FeeRate value={price} per="s" />)
      </span>
    </span>
  );
}

/**
 * How long an L1 validator's balance pays the continuous fee: at today's price (which moves with the
 * number of active L1 validators) and at the minimum price (the longest it can last).
 */
export function L1Runway({ balance }: { balance: bigint }) {
  const state = useValidatorFeeState();
  const config = useValidatorFeeConfig();
  if (state.isPending || config.isPending) return <Skeleton lines={2} className="h-72" label={T.loading} />;
  if (state.isError) return <ErrorPanel what={T.feeState} error={state.error} onRetry={() => void state.refetch()} />;
  if (config.isError) return <ErrorPanel what={T.feeConfig} error={config.error} onRetry={() => void config.refetch()} />;
  const atMinimum = state.data.price === config.data.minPrice;
  return (
    <>
      <KeyValueList
        items={[
          { label: atMinimum ? T.atCurrentMinimum : T.atCurrent, value: <RunwayValue balance={balance} price={state.data.price} from={state.data.timestamp} /> },
          !atMinimum && { label: T.atMinimum, value: <RunwayValue balance={balance} price={config.data.minPrice} from={state.data.timestamp} /> },
        ]}
      />
      <RunwayChart balance={balance} price={state.data.price} minPrice={config.data.minPrice} from={state.data.timestamp} />
    </>
  );
}
