import { BASIS_POINTS_PER_PERCENT } from '../../lib/reward-estimate';
import { Percent } from '../validators/Percent';

/** A yearly yield given in basis points (already rounded half up), as a percentage with two decimals. */
export function AnnualYield({ basisPoints }: { basisPoints: bigint }) {
  return <Percent value={Number(basisPoints) / Number(BASIS_POINTS_PER_PERCENT)} isPercent />;
}
