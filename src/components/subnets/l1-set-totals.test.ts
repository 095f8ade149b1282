import { describe, expect, it } from 'vitest';
import type { CurrentValidator } from '../../rpc/methods/platform-types';
import { toValidatorRows } from '../validators/validator-rows';
import { earliestRunOut, l1SetTotals } from './l1-set-totals';

const l1 = (validationID: string, weight: bigint, balance: bigint | undefined): CurrentValidator => ({
  nodeID: `NodeID-${validationID}`,
  weight,
  startTime: 1n,
  validationID,
  publicKey: '0x1',
  minNonce: 0n,
  balance,
});

const rows = toValidatorRows([l1('a', 100n, 1_000n), l1('b', 50n, 0n), l1('c', 30n, 400n), l1('d', 20n, 0n)]);

describe('l1SetTotals', () => {
  it('default: counts active and inactive validators and sums weight, inactive weight and balance', () => {
    expect(l1SetTotals(rows)).toEqual({ active: 2, inactive: 2, totalWeight: 200n, inactiveWeight: 70n, totalBalance: 1_400n });
  });
  it('args: an empty set and a validator whose node leaves the balance out', () => {
    expect(l1SetTotals([])).toEqual({ active: 0, inactive: 0, totalWeight: 0n, inactiveWeight: 0n, totalBalance: 0n });
    expect(l1SetTotals(toValidatorRows([l1('x', 7n, undefined)]))).toEqual({ active: 0, inactive: 0, totalWeight: 7n, inactiveWeight: 0n, totalBalance: 0n });
  });
});

describe('earliestRunOut', () => {
  it('default: the active validator with the smallest balance at the price, in whole seconds', () => {
    const earliest = earliestRunOut(rows, 3n);
    expect(earliest?.row.validationID).toBe('c');
    expect(earliest?.seconds).toBe(133n);
  });
  it('behavior: inactive validators have run out already and are not named', () => {
    expect(earliestRunOut(rows.filter((row) => row.active === false), 3n)).toBeNull();
  });
  it('behavior: a tie goes to the lower validation ID, whatever the order', () => {
    const tied = toValidatorRows([l1('z', 1n, 500n), l1('m', 1n, 500n)]);
    expect(earliestRunOut(tied, 5n)?.row.validationID).toBe('m');
    expect(earliestRunOut([...tied].reverse(), 5n)?.row.validationID).toBe('m');
  });
  it('args: at a zero price nothing runs out', () => {
    expect(earliestRunOut(rows, 0n)).toBeNull();
  });
});
