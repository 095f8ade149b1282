import { describe, expect, it } from 'vitest';
import { adjacentPairs } from './adjacent-pairs';

describe('adjacentPairs', () => {
  it('default: each item with the next one', () => {
    expect(adjacentPairs([1, 2, 3])).toEqual([[1, 2], [2, 3]]);
  });

  it('edge: fewer than two items have no pairs', () => {
    expect(adjacentPairs([])).toEqual([]);
    expect(adjacentPairs([1])).toEqual([]);
  });

  it('edge: undefined items are paired like any other', () => {
    expect(adjacentPairs([undefined, 1])).toEqual([[undefined, 1]]);
  });
});
