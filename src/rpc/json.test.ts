import type { JsonValue } from '../lib/json-value';
import { JsonSyntaxError, parseJson, reviveExactNumber, stringifyJson } from './json';

describe('parseJson', () => {
  test('default', () => {
    expect(parseJson('{"a":[1,"x",true,false,null],"b":{}}')).toEqual({ a: [1n, 'x', true, false, null], b: {} });
  });

  test('behavior: integers above 2^53 stay exact', () => {
    expect(parseJson('{"supply":365865167637779183,"neg":-9007199254740993}')).toEqual({
      supply: 365865167637779183n,
      neg: -9007199254740993n,
    });
  });

  test('behavior: fractions and exponents stay numbers', () => {
    expect(parseJson('[99.8765, 1e3, -0.5, 2E-2]')).toEqual([99.8765, 1000, -0.5, 0.02]);
  });

  test('behavior: string escapes and unicode', () => {
    expect(parseJson('"a\\"b\\\\c\\n\\u00e9\\/"')).toBe('a"b\\c\né/');
    expect(parseJson('"NodeID-é✓"')).toBe('NodeID-é✓');
  });

  test('behavior: a text without numbers and one with them parse alike', () => {
    const text = '{"validators":[{"weight":"2000","connected":true,"signer":null,"owners":["P-a"]}],"id":"7"}';
    expect(parseJson(text)).toEqual({ validators: [{ weight: '2000', connected: true, signer: null, owners: ['P-a'] }], id: '7' });
    expect(parseJson(text.replace('"7"', '7'))).toEqual({ validators: [{ weight: '2000', connected: true, signer: null, owners: ['P-a'] }], id: 7n });
    expect(parseJson('{"deep":[[{"n":[0.5]}]],"amount":"1"}')).toEqual({ deep: [[{ n: [0.5] }]], amount: '1' });
    expect(parseJson(' 42 ')).toBe(42n);
    expect(parseJson('[ -7,\n 3]')).toEqual([-7n, 3n]);
    expect(parseJson('{"at":"12:30","list":"a,1"}')).toEqual({ at: '12:30', list: 'a,1' });
  });

  test('behavior: nesting deeper than the call stack parses without numbers', () => {
    const depth = 20_000;
    const text = `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
    let value = parseJson(text);
    for (let level = 0; level < depth; level++) value = (value as JsonValue[])[0]!;
    expect(value).toBe('x');
  });

  test('behavior: a "__proto__" key is an own property', () => {
    const value = parseJson('{"__proto__":{"polluted":1}}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test.each([
    ['truncated object', '{"result":{"height":"5"'],
    ['truncated string', '{"a":"abc'],
    ['html', '<html><body>502 Bad Gateway</body></html>'],
    ['trailing data', '{"a":1} x'],
    ['empty', ''],
    ['leading zero', '[01]'],
    ['bare minus', '[-]'],
    ['control character', '"a\u0001b"'],
    ['bad literal', '[tru]'],
  ])('error: %s', (_name, text) => {
    expect(() => parseJson(text)).toThrow(JsonSyntaxError);
  });
});

describe('stringifyJson', () => {
  test('default', () => {
    expect(stringifyJson({ height: 2n ** 64n, list: [1, 'a', null], flag: true })).toBe(
      '{"height":18446744073709551616,"list":[1,"a",null],"flag":true}',
    );
  });

  test('behavior: undefined members are left out', () => {
    expect(stringifyJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });

  test('behavior: round trip is lossless', () => {
    const text = '{"a":[123456789012345678901234567890,-1,0.25],"b":"x\\"y"}';
    expect(stringifyJson(parseJson(text))).toBe(text);
  });
});

describe('reviveExactNumber', () => {
  test('default', () => {
    expect(reviveExactNumber('supply', 365865167637779200, { source: '365865167637779183' })).toBe(365865167637779183n);
  });

  test('behavior: fractions, exponents and non-numbers are kept', () => {
    expect(reviveExactNumber('a', 1, { source: '1.0' })).toBe(1);
    expect(reviveExactNumber('a', 1000, { source: '1e3' })).toBe(1000);
    expect(reviveExactNumber('a', 'x', { source: '"x"' })).toBe('x');
  });

  test('behavior: without the source text the value is kept', () => {
    expect(reviveExactNumber('a', 5)).toBe(5);
  });
});
