import { groupDigits } from '../../lib/amount';

/** A gas figure (used, limit, cost): an integer grouped by thousands. */
export function Gas({ value }: { value: bigint }) {
  return <span className="font-mono tabular-nums">{groupDigits(value)}</span>;
}
