import { describe, expect, it } from 'vitest';
import { adjacentPairs, itemAt, zipSameLength } from './lists';

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

describe('itemAt', () => {
  it('returns the item at an index in range, of arrays and byte arrays', () => {
    expect(itemAt(['a', 'b'], 1)).toBe('b');
    expect(itemAt(new Uint8Array([7, 0]), 1)).toBe(0);
  });

  it('throws a range error outside the list', () => {
    expect(() => itemAt(['a'], 1)).toThrow(new RangeError('index 1 is outside a list of 1'));
    expect(() => itemAt([], -1)).toThrow(RangeError);
  });
});
