import { groupDigits } from '../../lib/amount';
import { Weight } from '../ui/Weight';
import { Percent } from './Percent';

export interface InactiveWeightProps {
  /** How many inactive validators hold it; null where the method that gave the weight does not say. */
  count: number | null;
  weight: bigint;
  /** The whole set's weight, inactive included. */
  total: bigint;
}

/** What inactive L1 validators hold: weight that counts in the set (and in Warp quorums) but cannot sign. */
export function InactiveWeight({ count, weight, total }: InactiveWeightProps) {
  return (
    <span>
      {count === null ? <span className="text-muted">number not given</span> : <span className="font-mono tabular-nums">{groupDigits(count)}</span>}, weight{' '}
      <Weight value={weight} />{' '}
      {/* Wraps between words: kept on one line it ran past a phone's screen beside its term. */}
      <span className="text-muted">
        (<Percent part={weight} whole={total} /> of the set, cannot sign)
      </span>
    </span>
  );
}
