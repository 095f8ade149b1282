import { formatInteger } from '../../lib/amount';
import { useLocale } from '../ui/use-locale';
import { useBaseUnit } from './use-base-unit';

/** A fee price in the token's base unit, per gas or per second: "512 nAVAX/s". Every fee rate is shown so. */
export function FeeRate({ value, per }: { value: bigint; per: 'gas' | 's' }) {
  const baseUnit = useBaseUnit();
  const locale = useLocale();
  return (
    <span className="whitespace-nowrap">
      <span className="font-mono tabular-nums">{formatInteger(value, locale)}</span> {baseUnit}/{per}
    </span>
  );
}
