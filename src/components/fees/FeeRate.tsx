import { groupDigits } from '../../lib/amount';
import { useBaseUnit } from './use-base-unit';

/** A fee price in the token's base unit, per gas or per second: "512 nAVAX/s". Every fee rate is shown so. */
export function FeeRate({ value, per }: { value: bigint; per: 'gas' | 's' }) {
  const baseUnit = useBaseUnit();
  return (
    <span className="whitespace-nowrap">
      <span className="font-mono tabular-nums">{groupDigits(value)}</span> {baseUnit}/{per}
    </span>
  );
}
