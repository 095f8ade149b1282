import { describe, expect, it } from 'vitest';
import { exactDecimal, formatDecimal, formatFractionPercent, formatPartsPerMillion, formatPercent, formatRatioPercent, roundHalfUp } from './percent';

describe('roundHalfUp', () => {
  it('rounds exactly half away from zero', () => {
    expect(roundHalfUp(5n, 2n)).toBe(3n);
    expect(roundHalfUp(-5n, 2n)).toBe(-3n);
    expect(roundHalfUp(7n, 2n)).toBe(4n);
  });
  it('rounds just below half down', () => {
    expect(roundHalfUp(4_999_999n, 10_000_000n)).toBe(0n);
    expect(roundHalfUp(5_000_000n, 10_000_000n)).toBe(1n);
  });
});

describe('exactDecimal', () => {
  it('reads a float as the decimal it was written as', () => {
    expect(exactDecimal(2.005)).toEqual({ units: 2005n, scale: 3 });
    expect(exactDecimal(0)).toEqual({ units: 0n, scale: 0 });
  });
  it('handles exponents both ways', () => {
    expect(exactDecimal(1.5e-7)).toEqual({ units: 15n, scale: 8 });
    expect(exactDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
  });
});

describe('formatRatioPercent', () => {
  it('default: two decimals, half-up from the exact ratio', () => {
    expect(formatRatioPercent(7_075_080n, 100_000_000n)).toBe('7.08 %');
    expect(formatRatioPercent(1n, 3n)).toBe('33.33 %');
    expect(formatRatioPercent(2n, 3n)).toBe('66.67 %');
  });
  it('behavior: exactly .5 at the last digit rounds up, ...49999 rounds down', () => {
    expect(formatRatioPercent(70_750n, 1_000_000n)).toBe('7.08 %');
    expect(formatRatioPercent(7_074_999_999n, 100_000_000_000n)).toBe('7.07 %');
  });
  it('behavior: zero, and nothing of nothing', () => {
    expect(formatRatioPercent(0n, 10n)).toBe('0.00 %');
    expect(formatRatioPercent(0n, 0n)).toBe('0.00 %');
    expect(formatRatioPercent(0n, 10n, { digits: 0 })).toBe('0 %');
  });
  it('behavior: huge values stay exact and grouped', () => {
    const supply = 720_000_000n * 10n ** 18n;
    expect(formatRatioPercent(supply / 3n, supply)).toBe('33.33 %');
    expect(formatRatioPercent(10n ** 40n, 10n ** 30n)).toBe('1,000,000,000,000.00 %');
  });
  it('args: digits and trimZeros', () => {
    expect(formatRatioPercent(1n, 8n, { digits: 4 })).toBe('12.5000 %');
    expect(formatRatioPercent(1n, 8n, { digits: 4, trimZeros: true })).toBe('12.5 %');
    expect(formatRatioPercent(1n, 2n, { digits: 1, trimZeros: true })).toBe('50 %');
  });
  it('behavior: a negative ratio rounds half away from zero', () => {
    expect(formatRatioPercent(-70_750n, 1_000_000n)).toBe('-7.08 %');
    expect(formatRatioPercent(70_750n, -1_000_000n)).toBe('-7.08 %');
  });
});

describe('formatPercent', () => {
  it('rounds the decimal the node sent, not the float under it', () => {
    // 2.005 and 1.005 are stored just below the decimal: toFixed(2) gives 2.00 and 1.00.
    expect((2.005).toFixed(2)).toBe('2.00');
    expect(formatPercent(2.005)).toBe('2.01 %');
    expect(formatPercent(1.005)).toBe('1.01 %');
    expect(formatPercent(99.995)).toBe('100.00 %');
    expect(formatPercent(99.99499)).toBe('99.99 %');
  });
  it('args: four decimals of a delegation fee', () => {
    expect(formatPercent(2, { digits: 4 })).toBe('2.0000 %');
    expect(formatPercent(4.7345, { digits: 4 })).toBe('4.7345 %');
  });
  it('error: not a number shows a dash', () => {
    expect(formatPercent(Number.NaN)).toBe('—');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatFractionPercent', () => {
  it('shifts the decimal point exactly', () => {
    // 0.07075 * 100 is 7.074999999999999 in floats.
    expect(formatFractionPercent(0.07075)).toBe('7.08 %');
    expect(formatFractionPercent(0.0707508)).toBe('7.08 %');
    expect(formatFractionPercent(1)).toBe('100.00 %');
    expect(formatFractionPercent(1e-7, { digits: 6 })).toBe('0.000010 %');
  });
});

describe('formatDecimal', () => {
  it('rounds half-up without a sign', () => {
    expect(formatDecimal(0.125)).toBe('0.13');
    expect(formatDecimal(0)).toBe('0.00');
    expect(formatDecimal(1.005, { digits: 3 })).toBe('1.005');
  });
});

describe('formatPartsPerMillion', () => {
  it('is exact and trimmed', () => {
    expect(formatPartsPerMillion(20_000n)).toBe('2 %');
    expect(formatPartsPerMillion(47_345n)).toBe('4.7345 %');
    expect(formatPartsPerMillion(1n)).toBe('0.0001 %');
    expect(formatPartsPerMillion(1_000_000n)).toBe('100 %');
    expect(formatPartsPerMillion(0n)).toBe('0 %');
  });
  it('args: in the locale’s decimal sign', () => {
    expect(formatPartsPerMillion(47_345n, 'es')).toBe('4,7345 %');
  });
});

describe('behavior: by locale', () => {
  it('args: es rounds half-up as in English and writes a decimal comma', () => {
    expect(formatPercent(7.075, { locale: 'es' })).toBe('7,08 %');
    expect(formatRatioPercent(0n, 1n, { locale: 'es' })).toBe('0,00 %');
  });
});
