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

describe('parseJson of texts with numbers, against the engine parser', () => {
  // A number in the text sends it through the lossless parser; without integers the engine's
  // JSON.parse is the reference for everything else.
  test.each([
    ['escapes', '"\\b\\f\\n\\r\\t\\"\\\\\\/\\u0041\\u00E9\\u2028"'],
    ['whitespace between tokens', ' {\t"a" :\r\n[ true , false ,null ] , "b" : { } , "c":[ ] } '],
    ['fractions and exponents', '[1.5e+3, -0.0, 2E-2, 0.125]'],
    ['keys with escapes', '{"k\\"ey":"v","":{"x":"y"}}'],
  ])('behavior: %s', (_name, text) => {
    expect(parseJson(`[0.5,${text}]`)).toEqual(JSON.parse(`[0.5,${text}]`));
  });

  test.each([
    ['data after the value', '{"a":1} x', 'unexpected data after JSON value at position 8'],
    ['a comma before the end of a list', '[1,]', 'unexpected token "]" at position 3'],
    ['a key without a colon', '{"a" 1}', "expected ':' at position 5"],
    ['a key that is not a string', '{1:2}', 'expected property name at position 1'],
    ['list items without a comma', '[1 2]', "expected ',' or ']' at position 3"],
    ['members without a comma', '{"a":1 "b":2}', "expected ',' or '}' at position 7"],
    ['an unknown escape', '[1,"\\x"]', 'bad escape at position 4'],
    ['a short unicode escape', '[1,"\\u12G4"]', 'bad unicode escape at position 4'],
    ['a string cut short', '[1,"a', 'unexpected end of JSON input at position 5'],
    ['a control character', '[1,"a\u0001"]', 'control character in string at position 5'],
    ['a bare minus', '[1,-]', 'bad number at position 3'],
    ['a literal cut short', '[1,tru]', 'unexpected token "t" at position 3'],
    ['nothing', '', 'unexpected end of JSON input at position 0'],
    ['a leading zero', '[01]', "expected ',' or ']' at position 2"],
  ])('error: %s says where', (_name, text, message) => {
    let caught: unknown;
    try {
      parseJson(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(JsonSyntaxError);
    expect(caught).toMatchObject({ message, position: Number(/\d+$/.exec(message)?.[0]) });
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

  test('behavior: without bigints, the same text as the engine writes', () => {
    const value = { list: [1, 'x', null, undefined, () => 1], gone: undefined, at: new Date(0), nan: NaN, inf: -Infinity, zero: -0, text: 'q"\\\n\u2028', 'k"ey': true, nested: { flags: [false] }, symbol: Symbol('s') };
    expect(stringifyJson(value)).toBe(JSON.stringify(value));
    expect(stringifyJson([undefined])).toBe('[null]');
  });

  test('error: a value with no JSON text', () => {
    expect(() => stringifyJson(undefined)).toThrow(new TypeError('value is not representable as JSON'));
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
