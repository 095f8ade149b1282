import { describe, expect, it } from 'vitest';
import { prettyJson } from './pretty-json';

describe('prettyJson', () => {
  it('default', () => {
    expect(prettyJson({ a: [1n, 'x'], b: {} })).toBe('{\n  "a": [\n    1,\n    "x"\n  ],\n  "b": {}\n}');
  });
  it('behavior: exact beyond 2^53', () => {
    expect(prettyJson({ amount: 18446744073709551615n })).toContain('18446744073709551615');
    expect(JSON.parse(prettyJson({ t: true, n: null, e: [] }))).toEqual({ t: true, n: null, e: [] });
  });
});
