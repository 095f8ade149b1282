import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { useLocale } from './use-locale';

/**
 * A validator weight: a plain integer (uint64) grouped by thousands. Only Primary Network stake is an
 * amount of the token (shown with `Amount`); a subnet or L1 validator's weight has no unit.
 */
export function Weight({ value }: { value: bigint }) {
  const locale = useLocale();
  const raw = value.toString();
  return (
    <span className="font-mono tabular-nums whitespace-nowrap" title={t`weight ${raw}`}>
      {formatInteger(value, locale)}
    </span>
  );
}
