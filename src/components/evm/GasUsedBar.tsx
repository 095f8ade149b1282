import { t } from '@lingui/core/macro';
import { useLocale } from '../ui/use-locale';
import { formatInteger } from '../../lib/amount';
import { basisPoints } from '../../lib/evm-fee';
import { formatRatioPercent } from '../../lib/percent';

const PERCENT_BASIS_POINTS = 100;
const MAX_BASIS_POINTS = 10_000;

/** Gas used against the block's gas limit, as a small bar and a percent. */
export function GasUsedBar({ used, limit }: { used: bigint; limit: bigint }) {
  const points = Math.min(basisPoints(used, limit), MAX_BASIS_POINTS);
  const locale = useLocale();
  const percent = formatRatioPercent(used < limit ? used : limit, limit, { locale });
  const [shownUsed, shownLimit] = [formatInteger(used, locale), formatInteger(limit, locale)];
  const label = t`${shownUsed} of ${shownLimit} gas (${percent})`;
  return (
    <span className="inline-flex items-center gap-2" title={label}>
      <span
        role="meter"
        aria-label={t`Gas used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={points / PERCENT_BASIS_POINTS}
        aria-valuetext={label}
        className="inline-block h-2 w-16 overflow-hidden rounded bg-slate-200 dark:bg-slate-800"
      >
        <span className="block h-full bg-indigo-500" style={{ width: `${points / PERCENT_BASIS_POINTS}%` }} />
      </span>
      <span className="font-mono tabular-nums">{percent}</span>
    </span>
  );
}
