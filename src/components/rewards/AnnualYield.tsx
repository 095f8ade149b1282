import { BASIS_POINTS_PER_PERCENT } from '../../lib/reward-estimate';
import { Percent } from '../validators/Percent';

const BASIS_POINTS_PER_WHOLE = BASIS_POINTS_PER_PERCENT * 100n;

/** A yearly yield given in basis points, as a percentage with two decimals. */
export function AnnualYield({ basisPoints }: { basisPoints: bigint }) {
  return <Percent part={basisPoints} whole={BASIS_POINTS_PER_WHOLE} />;
}
