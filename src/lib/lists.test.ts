import { describe, expect, it } from 'vitest';
import { adjacentPairs, zipSameLength } from './lists';

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

describe('zipSameLength', () => {
  it('default: the items of both lists, pair by pair', () => {
    expect(zipSameLength([1, 2], ['a', 'b'])).toEqual([[1, 'a'], [2, 'b']]);
  });

  it('error: lists of different lengths are refused', () => {
    expect(() => zipSameLength([1, 2], ['a'])).toThrow('zipSameLength: 2 items against 1');
  });
});
