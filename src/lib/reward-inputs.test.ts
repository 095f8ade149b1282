import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration, parseFeePercent, parsePeriodMode, parseStake, parseStakerKind, readRewardInputs } from './reward-inputs';

describe('parseDuration', () => {
  it('default: days and hours add up to seconds', () => {
    expect(parseDuration('14d 12h')).toEqual({ ok: true, value: 14n * 86_400n + 12n * 3_600n });
  });

  it('args: plain digits are seconds, units may be packed and upper case', () => {
    expect(parseDuration(' 1209601 ')).toEqual({ ok: true, value: 1_209_601n });
    expect(parseDuration('1D2h3m4S')).toEqual({ ok: true, value: 93_784n });
  });

  it('args: years, months and weeks in the spellings people type, alone or combined', () => {
    const day = 86_400n;
    for (const text of ['1y', '1 yr', '1 year', '1 Years']) expect(parseDuration(text)).toEqual({ ok: true, value: 365n * day });
    for (const text of ['6mo', '6 months', '6 month']) expect(parseDuration(text)).toEqual({ ok: true, value: 180n * day });
    for (const text of ['2w', '2 weeks', '2wk']) expect(parseDuration(text)).toEqual({ ok: true, value: 14n * day });
    expect(parseDuration('1y 6mo')).toEqual({ ok: true, value: 545n * day });
    expect(parseDuration('1y6mo2w')).toEqual({ ok: true, value: 559n * day });
    expect(parseDuration('3 days, 4 hours')).toEqual({ ok: true, value: 3n * day + 4n * 3_600n });
    expect(parseDuration('90 min 30 sec')).toEqual({ ok: true, value: 5_430n });
  });

  it('error: an unknown unit is named, with the units that are read', () => {
    expect(parseDuration('2 fortnights')).toEqual({ ok: false, reason: '"fortnights" is not a unit of time: use years (y), months (mo), weeks (w), days (d), hours (h), minutes (m) or seconds (s)' });
    expect(parseDuration('1y 6')).toMatchObject({ ok: false, reason: expect.stringContaining('not a duration') });
    expect(parseDuration('y')).toMatchObject({ ok: false, reason: expect.stringContaining('not a duration') });
  });

  it('error: other text and a zero duration are refused with a reason', () => {
    expect(parseDuration('two weeks')).toMatchObject({ ok: false, reason: expect.stringContaining('not a duration') });
    expect(parseDuration('1.5d')).toMatchObject({ ok: false });
    expect(parseDuration('0d')).toMatchObject({ ok: false, reason: expect.stringContaining('longer than zero') });
    expect(parseDuration('')).toMatchObject({ ok: false });
  });
});

describe('formatDuration', () => {
  it('default: zero units are left out, and it parses back', () => {
    expect(formatDuration(14n * 86_400n + 5n)).toBe('14d 5s');
    expect(parseDuration(formatDuration(93_784n))).toEqual({ ok: true, value: 93_784n });
  });

  it('behavior: zero is 0s', () => {
    expect(formatDuration(0n)).toBe('0s');
  });
});

describe('parseStake', () => {
  it('default: token amounts become exact base units', () => {
    expect(parseStake('2,000.000000001')).toEqual({ ok: true, value: 2_000_000_000_001n });
  });

  it('error: lost precision, zero and words are refused', () => {
    expect(parseStake('1.0000000001')).toMatchObject({ ok: false, reason: expect.stringContaining('at most 9 decimals') });
    expect(parseStake('0')).toMatchObject({ ok: false });
    expect(parseStake('lots')).toMatchObject({ ok: false });
  });
});

describe('parseFeePercent', () => {
  it('default: a percent becomes parts per million, exactly', () => {
    expect(parseFeePercent('2')).toEqual({ ok: true, value: 20_000n });
    expect(parseFeePercent('4.7345')).toEqual({ ok: true, value: 47_345n });
  });

  it('error: more than 100 %, negatives and a fifth decimal are refused', () => {
    expect(parseFeePercent('100.0001')).toMatchObject({ ok: false });
    expect(parseFeePercent('-1')).toMatchObject({ ok: false });
    expect(parseFeePercent('2.00001')).toMatchObject({ ok: false });
  });
});

describe('parseStakerKind and parsePeriodMode', () => {
  it('default: anything unknown falls back to a validator for a duration', () => {
    expect(parseStakerKind(null)).toBe('validator');
    expect(parseStakerKind('delegator')).toBe('delegator');
    expect(parsePeriodMode('x')).toBe('duration');
    expect(parsePeriodMode('end')).toBe('end');
  });
});

describe('readRewardInputs', () => {
  it('default: an empty query is a validator for 14 days at a 2 % fee', () => {
    expect(readRewardInputs(new URLSearchParams())).toEqual({ stake: '', kind: 'validator', period: 'duration', duration: '14d', end: '', fee: '2', node: '' });
  });

  it('args: every input is read back as typed', () => {
    const params = new URLSearchParams('stake=25.5&kind=delegator&period=end&duration=3d&end=2027-01-01T00:00&fee=5&node=NodeID-x');
    expect(readRewardInputs(params)).toEqual({ stake: '25.5', kind: 'delegator', period: 'end', duration: '3d', end: '2027-01-01T00:00', fee: '5', node: 'NodeID-x' });
  });
});
