import { describe, expect, it } from 'vitest';
import { compareValues, sortRows } from './sort-rows';

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
