import { groupDigits } from '../../lib/amount';

/**
 * A validator weight: a plain integer (uint64) grouped by thousands. Only Primary Network stake is an
 * amount of the token (shown with `Amount`); a subnet or L1 validator's weight has no unit.
 */
export function Weight({ value }: { value: bigint }) {
  return (
    <span className="font-mono tabular-nums whitespace-nowrap" title={`weight ${value.toString()}`}>
      {groupDigits(value)}
    </span>
  );
}
