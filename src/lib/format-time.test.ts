import { describe, expect, it } from 'vitest';
import { formatAbsolute, formatDuration, formatRelative, toDate } from './format-time';

const NOW = new Date('2024-12-16T17:01:40Z');

describe('toDate', () => {
  it('default', () => {
    expect(toDate(1734368500n).toISOString()).toBe('2024-12-16T17:01:40.000Z');
  });
  it('args: number seconds and Date', () => {
    expect(toDate(0).getTime()).toBe(0);
    expect(toDate(NOW)).toBe(NOW);
  });
});

describe('formatAbsolute', () => {
  it('default', () => {
    expect(formatAbsolute(1734368500n)).toBe('2024-12-16 17:01:40 UTC');
  });
  it('error: invalid date', () => {
    expect(formatAbsolute(new Date('nope'))).toBe('invalid time');
  });
});

describe('formatDuration', () => {
  it('default', () => {
    expect(formatDuration(93_784)).toBe('1 d 2 h');
  });
  it('args: small and zero', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(61)).toBe('1 min 1 s');
  });
});

describe('formatRelative', () => {
  it('default', () => {
    expect(formatRelative(new Date('2024-12-16T16:56:40Z'), NOW)).toBe('5 min ago');
  });
  it('args: future and now', () => {
    expect(formatRelative(1734368500n + 3_600n, NOW)).toBe('in 1 h');
    expect(formatRelative(NOW, NOW)).toBe('now');
  });
});
