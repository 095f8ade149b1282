import { describe, expect, it } from 'vitest';
import { formatChartNumber, formatChartTime, formatGwei } from './chart-format';

describe('formatChartNumber', () => {
  it('default', () => {
    expect(formatChartNumber(1234)).toBe('1,234');
    expect(formatChartNumber(1_000_000)).toBe('1M');
  });
});

describe('formatChartTime', () => {
  it('default', () => {
    expect(formatChartTime(Date.UTC(2024, 11, 16, 17, 5, 9))).toBe('17:05:09');
  });

  it('args: with the date', () => {
    expect(formatChartTime(Date.UTC(2024, 11, 16, 17, 5, 9), true)).toBe('12-16 17:05');
  });
});

describe('formatGwei', () => {
  it('default', () => {
    expect(formatGwei(25_000_000_000)).toBe('25 gwei');
    expect(formatGwei(1)).toBe('1 wei');
  });
});
