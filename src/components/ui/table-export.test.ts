import { describe, expect, it } from 'vitest';
import { toCsv, toJsonRows } from './table-export';

describe('toCsv', () => {
  it('default', () => {
    expect(toCsv(['a', 'b'], [['x', 1n]])).toBe('a,b\r\nx,1\r\n');
  });
  it('behavior: quotes separators and quotes, empties null', () => {
    expect(toCsv(['v'], [['a,"b"'], [null]])).toBe('v\r\n"a,""b"""\r\n\r\n');
  });
});

describe('toJsonRows', () => {
  it('default', () => {
    expect(JSON.parse(toJsonRows(['h', 'n'], [[18446744073709551615n, undefined]]))).toEqual([
      { h: '18446744073709551615', n: null },
    ]);
  });
});
