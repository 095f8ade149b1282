import { describe, expect, it } from 'vitest';
import { sortByKeys } from './sort-by-keys';

describe('sortByKeys', () => {
  const rows = [
    { id: 'b', weight: 20n, fee: 2, open: true },
    { id: 'a', weight: 30n, fee: undefined, open: false },
    { id: 'c', weight: 10n, fee: 1, open: true },
  ];
  it('default: ascending by a bigint key', () => {
    expect(sortByKeys(rows, (row) => row.weight, 'asc').map((row) => row.id)).toEqual(['c', 'b', 'a']);
  });
  it('args: descending by text', () => {
    expect(sortByKeys(rows, (row) => row.id, 'desc').map((row) => row.id)).toEqual(['c', 'b', 'a']);
  });
  it('behavior: missing keys stay last in both directions', () => {
    expect(sortByKeys(rows, (row) => row.fee, 'asc').map((row) => row.id)).toEqual(['c', 'b', 'a']);
    expect(sortByKeys(rows, (row) => row.fee, 'desc').map((row) => row.id)).toEqual(['b', 'c', 'a']);
  });
  it('behavior: stable for equal keys, booleans sort', () => {
    expect(sortByKeys(rows, (row) => row.open, 'desc').map((row) => row.id)).toEqual(['b', 'c', 'a']);
  });
  it('behavior: the input is left alone', () => {
    sortByKeys(rows, (row) => row.id, 'asc');
    expect(rows.map((row) => row.id)).toEqual(['b', 'a', 'c']);
  });
});
