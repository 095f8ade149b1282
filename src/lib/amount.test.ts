import { describe, expect, it } from 'vitest';
import { AmountError, formatAmount, formatInteger, groupDigits, parseAmount } from './amount';

describe('formatAmount', () => {
  it('default', () => {
    expect(formatAmount(1234500000000n)).toBe('1,234.500000000');
  });
  it('args: values below one token keep leading zeros', () => {
    expect(formatAmount(5n)).toBe('0.000000005');
  });
  it('behavior: zero is written as 0 at any number of decimals', () => {
    expect(formatAmount(0n)).toBe('0');
    expect(formatAmount(0n, { decimals: 18 })).toBe('0');
    expect(formatAmount(0n, { decimals: 0 })).toBe('0');
  });
  it('args: trimZeros and group off', () => {
    expect(formatAmount(1234500000000n, { trimZeros: true, group: false })).toBe('1234.5');
    expect(formatAmount(2000000000n, { trimZeros: true })).toBe('2');
  });
  it('behavior: exact beyond 2^53', () => {
    expect(formatAmount(18446744073709551615n)).toBe('18,446,744,073.709551615');
  });
  it('args: negative and other decimals', () => {
    expect(formatAmount(-1500n, { decimals: 3 })).toBe('-1.500');
  });
});

describe('parseAmount', () => {
  it('default', () => {
    expect(parseAmount('1,234.5')).toBe(1234500000000n);
  });
  it('behavior: round trips', () => {
    const raw = 18446744073709551615n;
    expect(parseAmount(formatAmount(raw))).toBe(raw);
  });
  it('args: integers and trailing dot', () => {
    expect(parseAmount('7')).toBe(7000000000n);
    expect(parseAmount('7.')).toBe(7000000000n);
    expect(parseAmount('-0.000000001')).toBe(-1n);
  });
  it('error: too many decimals', () => {
    expect(() => parseAmount('0.0000000001')).toThrow(AmountError);
  });
  it('error: not a number', () => {
    expect(() => parseAmount('1e9')).toThrow(/not a number/);
    expect(() => parseAmount('')).toThrow(AmountError);
  });
});

describe('groupDigits', () => {
  it('default', () => {
    expect(groupDigits(1_000_000n)).toBe('1,000,000');
    expect(groupDigits(999)).toBe('999');
  });
  it('args: beyond 2^53 stays exact, and negatives keep their sign', () => {
    expect(groupDigits(12_345_678_901_234_567_890n)).toBe('12,345,678,901,234,567,890');
    expect(groupDigits(-1234)).toBe('-1,234');
    // Fewer digits than decimals: the sign stays in front of the zeros.
    expect(formatAmount(-5n)).toBe('-0.000000005');
  });
});

describe('behavior: by locale', () => {
  it('args: es writes a large amount with its own signs, every digit kept', () => {
    expect(formatAmount(123456789012345678901n, { locale: 'es' })).toBe('123.456.789.012,345678901');
    expect(formatAmount(-1500n, { decimals: 3, trimZeros: true, locale: 'es' })).toBe('-1,5');
    expect(formatAmount(-5n, { locale: 'es' })).toBe('-0,000000005');
    expect(formatAmount(1234567n, { decimals: 0, group: false, locale: 'es' })).toBe('1234567');
  });
  it('args: ko groups with commas and keeps the point', () => {
    expect(formatAmount(123456789012345678901n, { locale: 'ko' })).toBe('123,456,789,012.345678901');
    expect(formatInteger(18446744073709551615n, 'ko')).toBe('18,446,744,073,709,551,615');
  });
});
