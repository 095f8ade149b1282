import { formatInteger } from '../../lib/amount';
import { useLocale } from '../ui/use-locale';

/** A gas figure (used, limit, cost): an integer grouped by thousands. */
export function Gas({ value }: { value: bigint }) {
  return <span className="font-mono tabular-nums">{formatInteger(value, useLocale())}</span>;
}
