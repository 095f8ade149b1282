import { describe, expect, it } from 'vitest';
import { capacityUsedFraction, formatCapacityUsed, formatMultiple, priceFraction, priceMultiple } from './fee-gauge-math';

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

describe('capacityUsedFraction', () => {
  it('default', () => {
    expect(capacityUsedFraction(978_665n, 1_000_000n)).toBeCloseTo(0.021335);
  });
  it('args: full, empty and out of range', () => {
    expect(capacityUsedFraction(1_000_000n, 1_000_000n)).toBe(0);
    expect(capacityUsedFraction(0n, 1_000_000n)).toBe(1);
    expect(capacityUsedFraction(2_000_000n, 1_000_000n)).toBe(0);
    expect(capacityUsedFraction(5n, 0n)).toBe(0);
  });
});

describe('formatCapacityUsed', () => {
  it('default: the share used, whole and half-up', () => {
    expect(formatCapacityUsed(978_665n, 1_000_000n)).toBe('2 %');
    expect(formatCapacityUsed(975_000n, 1_000_000n)).toBe('3 %');
    expect(formatCapacityUsed(1_000_000n, 1_000_000n)).toBe('0 %');
    expect(formatCapacityUsed(5n, 0n)).toBe('0 %');
  });
  it('behavior: a tiny share is not shown as zero', () => {
    expect(formatCapacityUsed(999_000n, 1_000_000n)).toBe('<1 %');
  });
});
