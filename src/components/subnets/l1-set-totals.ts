import { runwaySeconds } from '../../lib/staking';
import type { ValidatorRow } from '../validators/validator-rows';

/** What an L1's operator reads first about its current validators. */
export interface L1SetTotals {
  /** A validator whose node leaves its balance out is neither active nor inactive. */
  active: number;
  /** Balance 0: their weight stays in the set but cannot sign. */
  inactive: number;
  totalWeight: bigint;
  inactiveWeight: bigint;
  totalBalance: bigint;
}

/** The active validator whose balance runs out first at a price, and after how many seconds. */
export interface EarliestRunOut {
  row: ValidatorRow;
  seconds: bigint;
}

export function l1SetTotals(rows: readonly ValidatorRow[]): L1SetTotals {
  const totals: L1SetTotals = { active: 0, inactive: 0, totalWeight: 0n, inactiveWeight: 0n, totalBalance: 0n };
  for (const row of rows) {
    totals.totalWeight += row.totalWeight;
    totals.totalBalance += row.balance ?? 0n;
    if (row.active === false) {
      totals.inactive += 1;
      totals.inactiveWeight += row.totalWeight;
    } else if (row.active === true) {
      totals.active += 1;
    }
  }
  return totals;
}

/**
 * The first active validator to run out at `pricePerSecond`; null when none does (a zero price, or no
 * active validator). Inactive ones have run out already and are counted apart. Ties go to the lower
 * validation ID, so the named validator does not flip between refreshes.
 */
export function earliestRunOut(rows: readonly ValidatorRow[], pricePerSecond: bigint): EarliestRunOut | null {
  let earliest: EarliestRunOut | null = null;
  for (const row of rows) {
    if (row.active !== true || row.balance === undefined) continue;
    const seconds = runwaySeconds(row.balance, pricePerSecond);
    if (seconds === null) return null;
    if (earliest === null || seconds < earliest.seconds || (seconds === earliest.seconds && (row.validationID ?? '') < (earliest.row.validationID ?? ''))) {
      earliest = { row, seconds };
    }
  }
  return earliest;
}
