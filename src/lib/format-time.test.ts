import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatAbsolute, formatDuration, formatRelative, isRecent, toDate, wallClock, zoneName } from './format-time';

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
  it('args: without seconds', () => {
    expect(formatAbsolute(1734368500n, { withSeconds: false })).toBe('2024-12-16 17:01 UTC');
  });
  it('error: invalid date', () => {
    expect(formatAbsolute(new Date('nope'))).toBe('invalid time');
    expect(formatAbsolute(new Date('nope'), { zone: 'local' })).toBe('invalid time');
  });
});

describe('behavior: the viewer\'s zone, named', () => {
  const zoneBefore = process.env.TZ;
  const useZone = (zone: string) => {
    process.env.TZ = zone;
  };
  beforeEach(() => useZone('Europe/Paris'));
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  it('winter and summer time in Paris', () => {
    expect(formatAbsolute(1734368500n, { zone: 'local' })).toBe('2024-12-16 18:01:40 UTC+01:00');
    expect(formatAbsolute(new Date('2024-07-01T12:00:00Z'), { zone: 'local' })).toBe('2024-07-01 14:00:00 UTC+02:00');
  });
  it('UTC stays UTC whatever the viewer\'s zone', () => {
    expect(formatAbsolute(1734368500n, { zone: 'utc' })).toBe('2024-12-16 17:01:40 UTC');
    expect(zoneName(NOW, 'utc')).toBe('UTC');
  });
  it('a zone west of UTC, with half hours, across midnight', () => {
    useZone('America/St_Johns');
    expect(formatAbsolute(new Date('2024-12-16T02:00:00Z'), { zone: 'local' })).toBe('2024-12-15 22:30:00 UTC-03:30');
    expect(wallClock(new Date('2024-12-16T02:00:00Z'), 'local')).toBe('2024-12-15T22:30:00');
  });
  it('a local zone at UTC still says it is an offset', () => {
    useZone('UTC');
    expect(formatAbsolute(1734368500n, { zone: 'local' })).toBe('2024-12-16 17:01:40 UTC+00:00');
  });
});

describe('isRecent', () => {
  it('is true for the future and the last 30 days, false before', () => {
    expect(isRecent(new Date('2025-01-16T00:00:00Z'), NOW)).toBe(true);
    expect(isRecent(new Date('2024-11-17T17:01:41Z'), NOW)).toBe(true);
    expect(isRecent(new Date('2024-11-16T17:01:40Z'), NOW)).toBe(false);
    expect(isRecent(0, NOW)).toBe(false);
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

describe('behavior: by locale', () => {
  const date = new Date('2024-12-16T17:01:40Z');
  const later = new Date('2024-12-16T17:06:50Z');
  it('args: es and ko dates in their own order, the zone named', () => {
    expect(formatAbsolute(date, { locale: 'es' })).toBe('16/12/2024, 17:01:40 UTC');
    expect(formatAbsolute(date, { locale: 'ko', withSeconds: false })).toBe('2024. 12. 16. 17:01 UTC');
  });
  it('args: es and ko relative times in their words, the largest unit', () => {
    expect(formatRelative(date, later, 'es')).toBe('hace 5 minutos');
    expect(formatRelative(later, date, 'ko')).toBe('5분 후');
    expect(formatRelative(date, date, 'es')).toBe('ahora');
  });
  it('args: ko durations in its units', () => {
    expect(formatDuration(3 * 86_400 + 4 * 3_600, 'ko')).toBe('3일 4시간');
  });
  it('args: en keeps the explorer\'s own forms', () => {
    expect(formatAbsolute(date, { locale: 'en' })).toBe('2024-12-16 17:01:40 UTC');
    expect(formatRelative(date, later, 'en')).toBe('5 min 10 s ago');
  });
});
