import { describe, expect, it } from 'vitest';
import { basisPoints, feePaid, weiToGweiText } from './evm-fee';

describe('feePaid', () => {
  it('default: gas used times the effective price, split into burned base fee and tip', () => {
    expect(feePaid(51234n, 26_500_000_000n, 25_000_000_000n)).toEqual({
      total: 51234n * 26_500_000_000n,
      burned: 51234n * 25_000_000_000n,
      tip: 51234n * 1_500_000_000n,
    });
  });

  it('behavior: without a base fee only the total is known', () => {
    expect(feePaid(21000n, 470_000_000_000n, undefined)).toEqual({ total: 9_870_000_000_000_000n });
  });
});

describe('basisPoints', () => {
  it('default', () => {
    expect(basisPoints(72234n, 15_000_000n)).toBe(48);
  });

  it('behavior: an empty limit is 0%', () => {
    expect(basisPoints(5n, 0n)).toBe(0);
  });
});

describe('weiToGweiText', () => {
  it('default', () => {
    expect(weiToGweiText(25_000_000_000n)).toBe('25');
    expect(weiToGweiText(44_636_744_339n)).toBe('44.636744339');
  });

  it('args: below one gwei', () => {
    expect(weiToGweiText(1n)).toBe('0.000000001');
  });

  it('behavior: zero, and thousands grouped, exact', () => {
    expect(weiToGweiText(0n)).toBe('0');
    expect(weiToGweiText(1_234_500_000_000_000_001n)).toBe('1,234,500,000.000000001');
  });
});
