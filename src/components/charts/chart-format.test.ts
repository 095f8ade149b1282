import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatChartDay, formatChartNumber, formatChartSignificant, formatChartTime, formatGwei } from './chart-format';

describe('formatChartNumber', () => {
  it('default', () => {
    expect(formatChartNumber(1234)).toBe('1,234');
    expect(formatChartNumber(1_000_000)).toBe('1M');
  });

  it('writes numbers as the active locale does', () => {
    const before = i18n.locale;
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    try {
      expect(formatChartNumber(12.5)).toBe('12,5');
      expect(formatChartSignificant(0.000003009)).toBe('0,00000301');
    } finally {
      i18n.activate(before);
    }
  });
});

describe('formatChartSignificant', () => {
  it('keeps small values readable and large ones compact', () => {
    expect(formatChartSignificant(0.000003009)).toBe('0.00000301');
    expect(formatChartSignificant(2.5)).toBe('2.5');
    expect(formatChartSignificant(1_000_000)).toBe('1M');
  });
});

describe('formatChartTime', () => {
  it('default', () => {
    expect(formatChartTime(Date.UTC(2024, 11, 16, 17, 5, 9))).toBe('17:05:09');
  });

  it('args: with the date', () => {
    expect(formatChartTime(Date.UTC(2024, 11, 16, 17, 5, 9), true)).toBe('12-16 17:05');
  });

  it('args: in the viewer\'s zone', () => {
    const zoneBefore = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      expect(formatChartTime(Date.UTC(2024, 11, 16, 20, 5, 9), false, 'local')).toBe('01:35:09');
      expect(formatChartTime(Date.UTC(2024, 11, 16, 20, 5, 9), true, 'local')).toBe('12-17 01:35');
      expect(formatChartDay(Date.UTC(2024, 11, 16, 20, 5, 9), 'local')).toBe('2024-12-17');
      expect(formatChartDay(Date.UTC(2024, 11, 16, 20, 5, 9))).toBe('2024-12-16');
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
  });
});

describe('formatGwei', () => {
  it('default', () => {
    expect(formatGwei(25_000_000_000)).toBe('25 gwei');
    expect(formatGwei(1)).toBe('1 wei');
  });
});
