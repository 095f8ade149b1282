import { describe, expect, it } from 'vitest';
import { compareValues, sortRows, sortByKeys } from './sort-rows';

describe('compareValues', () => {
  it('default', () => {
    expect(compareValues(2n, 10n)).toBeLessThan(0);
  });
  it('behavior: numeric text and empties last', () => {
    expect(compareValues('a2', 'a10')).toBeLessThan(0);
    expect(compareValues(undefined, 1)).toBeGreaterThan(0);
  });
});

describe('sortRows', () => {
  it('default', () => {
    const rows = [{ v: 3n }, { v: 18446744073709551615n }, { v: 1n }];
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual([1n, 3n, 18446744073709551615n]);
  });
  it('args: descending keeps empties last and is stable', () => {
    const rows = [{ v: null, n: 'a' }, { v: 1, n: 'b' }, { v: 2, n: 'c' }, { v: 2, n: 'd' }];
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.n)).toEqual(['c', 'd', 'b', 'a']);
  });
});


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
