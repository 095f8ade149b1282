import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { formatRatioPercent } from '../../lib/percent';
import { useLocale } from '../ui/use-locale';
import { Weight } from '../ui/Weight';

export interface InactiveWeightProps {
  /** How many inactive validators hold it; null where the method that gave the weight does not say. */
  count: number | null;
  weight: bigint;
  /** The whole set's weight, inactive included. */
  total: bigint;
}

/** What inactive L1 validators hold: weight that counts in the set (and in Warp quorums) but cannot sign. */
export function InactiveWeight({ count, weight, total }: InactiveWeightProps) {
  const locale = useLocale();
  const share = formatRatioPercent(weight, total, { locale });
  return (
    <span>
      {count === null ? <span className="text-muted">{t`number not given`}</span> : <span className="font-mono tabular-nums">{formatInteger(count, locale)}</span>}
      {t`, weight`} <Weight value={weight} />{' '}
      {/* Wraps between words: kept on one line it ran past a phone's screen beside its term. */}
      <span className="text-muted">{t`(${share} of the set, cannot sign)`}</span>
    </span>
  );
}
