import { describe, expect, it } from 'vitest';
import { formatTimeParam, parseTimeParam, toDateTimeLocal } from './time-param';

describe('parseTimeParam', () => {
  it('default', () => {
    expect(parseTimeParam('2024-12-16T17:00:00Z')).toEqual({ ok: true, seconds: 1_734_368_400n });
  });

  it('args: Unix seconds', () => {
    expect(parseTimeParam('1734368400')).toEqual({ ok: true, seconds: 1_734_368_400n });
  });

  it('args: a date-time without a zone is UTC', () => {
    expect(parseTimeParam('2024-12-16T17:00')).toEqual({ ok: true, seconds: 1_734_368_400n });
  });

  it('args: an offset is honoured', () => {
    expect(parseTimeParam('2024-12-16T18:00:00+01:00')).toEqual({ ok: true, seconds: 1_734_368_400n });
  });

  it('error: not a time', () => {
    const result = parseTimeParam('yesterday');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/neither Unix seconds nor a date-time/);
  });

  it('error: before 1970', () => {
    expect(parseTimeParam('1960-01-01T00:00:00Z')).toEqual({ ok: false, reason: 'times before 1970 do not exist on a chain' });
  });
});

describe('formatTimeParam', () => {
  it('default', () => {
    expect(formatTimeParam(1_734_368_400n)).toBe('2024-12-16T17:00:00Z');
  });

  it('behavior: round-trips', () => {
    const parsed = parseTimeParam(formatTimeParam(1_795_305_600n));
    expect(parsed).toEqual({ ok: true, seconds: 1_795_305_600n });
  });
});

describe('toDateTimeLocal', () => {
  it('default', () => {
    expect(toDateTimeLocal(1_734_368_400n)).toBe('2024-12-16T17:00:00');
  });
});
