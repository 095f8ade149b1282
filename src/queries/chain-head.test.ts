import { chainHeadOptions } from './chain-head';
import { testNetwork } from '../network/testing/test-network';

describe('chainHeadOptions', () => {
  test('behavior: an answer from a node a block behind does not move the head back', () => {
    const keep = chainHeadOptions(testNetwork()).structuralSharing as (previous: unknown, next: unknown) => unknown;
    const ten = { height: 10n };
    expect(keep(ten, { height: 9n })).toBe(ten);
    expect(keep(ten, { height: 11n })).toEqual({ height: 11n });
    expect(keep(undefined, ten)).toBe(ten);
  });
});
