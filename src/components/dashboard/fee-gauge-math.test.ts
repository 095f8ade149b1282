import { describe, expect, it } from 'vitest';
import { formatMultiple, priceFraction, priceMultiple } from './fee-gauge-math';

describe('priceMultiple', () => {
  it('default', () => {
    expect(priceMultiple(250n, 100n)).toBe(2.5);
  });
  it('args: zero minimum', () => {
    expect(priceMultiple(5n, 0n)).toBe(Infinity);
    expect(priceMultiple(0n, 0n)).toBe(1);
  });
});

describe('priceFraction', () => {
  it('default', () => {
    expect(priceFraction(100n, 100n)).toBe(0);
    expect(priceFraction(1000n, 100n)).toBeCloseTo(0.5);
    expect(priceFraction(10000n, 100n)).toBeCloseTo(1);
  });
});

describe('formatMultiple', () => {
  it('default', () => {
    expect(formatMultiple(1)).toBe('1.00× minimum');
    expect(formatMultiple(42.4)).toBe('42× minimum');
  });
});
