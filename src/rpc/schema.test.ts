import { aliased, array, boolean, date, decimal, describe as describeValue, integer, json, jsonObject, literal, map, nullable, object, optional, quantity, record, SchemaIssue, string, withDefault, type SchemaOutput } from './schema';

function issueOf(run: () => unknown): SchemaIssue {
  try {
    run();
  } catch (error) {
    if (error instanceof SchemaIssue) return error;
    throw error;
  }
  throw new Error('expected a SchemaIssue');
}

describe('schema', () => {
  test('default', () => {
    const schema = object({ id: string, weight: integer, peers: array(string) });
    expect(schema.parse({ id: 'a', weight: '7', peers: [], extra: 1 }, '')).toEqual({ id: 'a', weight: 7n, peers: [] });
  });

  test.each([
    [7n, 7n],
    [7, 7n],
    ['18446744073709551615', 18446744073709551615n],
    ['-3', -3n],
  ])('args: integer %s', (input, expected) => {
    expect(integer.parse(input, '')).toBe(expected);
  });

  test.each([1.5, '1.5', '0x10', '', null, true, 2 ** 60])('error: integer rejects %s', (input) => {
    expect(() => integer.parse(input, '')).toThrow(SchemaIssue);
  });

  test('behavior: quantities, decimals and times', () => {
    expect(quantity.parse('0x34630b8a00', '')).toBe(225000000000n);
    expect(decimal.parse('99.8765', '')).toBe(99.8765);
    expect(decimal.parse(100n, '')).toBe(100);
    expect(date.parse('2021-09-07T00:00:00-04:00', '')).toEqual(new Date('2021-09-07T04:00:00Z'));
    expect(() => date.parse('yesterday', '')).toThrow(SchemaIssue);
    expect(() => date.parse('2021-13-45T99:00:00Z', '')).toThrow(SchemaIssue);
  });

  test('behavior: optional, nullable, defaults and aliases', () => {
    const schema = object({
      a: optional(integer),
      b: nullable(string),
      c: withDefault(array(string), () => []),
      d: aliased(['new', 'old'], string),
    });
    expect(schema.parse({ a: null, b: null, c: null, old: 'x' }, '')).toEqual({ b: null, c: [], d: 'x' });
    expect(schema.parse({ a: '1', b: 's', new: 'y', old: 'x' }, '')).toEqual({ a: 1n, b: 's', c: [], d: 'y' });
  });

  test('types: an object schema carries its output type, optional fields as optional keys', () => {
    const schema = object({ a: optional(integer), b: nullable(string), c: withDefault(array(string), () => []), d: record(literal('x', 'y')) });
    expectTypeOf<SchemaOutput<typeof schema>>().toEqualTypeOf<{ a?: bigint; b: string | null; c: string[]; d: Record<string, 'x' | 'y'> }>();
    expectTypeOf(schema.parse).returns.toEqualTypeOf<SchemaOutput<typeof schema>>();
  });

  test('error: the issue names the full field path', () => {
    const schema = object({ sets: record(object({ validators: array(object({ weight: integer })) })) });
    const issue = issueOf(() => schema.parse({ sets: { subnet: { validators: [{ weight: '1' }, { weight: 'heavy' }] } } }, ''));
    expect(issue.path).toBe('.sets["subnet"].validators[1].weight');
    expect(issue.expected).toContain('integer');
    expect(issue.received).toBe('string "heavy"');
  });

  test('error: literal unions and missing fields', () => {
    expect(literal('Committed', 'Dropped').parse('Dropped', '')).toBe('Dropped');
    expect(issueOf(() => literal('Committed').parse('Lost', '.status')).expected).toBe('one of Committed');
    expect(issueOf(() => object({ height: integer }).parse({}, '')).received).toBe('nothing');
    expect(issueOf(() => object({ a: string }).parse([], '.x')).expected).toBe('an object');
  });
});

describe('schema at the edges', () => {
  test('behavior: what an issue says it received, and a root path named as such', () => {
    expect([undefined, null, [1], 'abc', 5n, { a: 1 }, 1.5, true].map(describeValue)).toEqual(['nothing', 'null', 'an array', 'string "abc"', 'integer 5', 'an object', 'number 1.5', 'boolean true']);
    expect(describeValue('x'.repeat(41))).toBe(`string "${'x'.repeat(40)}…"`);
    expect(describeValue('x'.repeat(40))).toBe(`string "${'x'.repeat(40)}"`);
    expect(issueOf(() => string.parse(1, '')).message).toBe('(root): expected a string, got number 1');
    expect(issueOf(() => boolean.parse('true', '.ok')).message).toBe('.ok: expected a boolean, got string "true"');
    expect(boolean.parse(false, '')).toBe(false);
  });

  test('behavior: integers up to 2^53 − 1 as JSON numbers, hex quantities in any case or as integers', () => {
    expect(integer.parse(2 ** 53 - 1, '')).toBe(9007199254740991n);
    expect(() => integer.parse(2 ** 53, '')).toThrow(SchemaIssue);
    expect(() => integer.parse('7 ', '')).toThrow(SchemaIssue);
    expect(quantity.parse('0xfF', '')).toBe(255n);
    expect(quantity.parse(9n, '')).toBe(9n);
    expect(quantity.parse(9, '')).toBe(9n);
    for (const bad of ['0x', 'ff', '0xg', '0x1g', ' 0x1', ['0x1'], 1.5, 2 ** 53, null]) expect(() => quantity.parse(bad, '')).toThrow(SchemaIssue);
  });

  test('behavior: decimals as numbers, integers or decimal strings', () => {
    expect(decimal.parse(-2.5, '')).toBe(-2.5);
    expect(decimal.parse('-2', '')).toBe(-2);
    for (const bad of ['2.', '.5', '1e3', '', 'x', ['5'], null, true]) expect(() => decimal.parse(bad, '')).toThrow(SchemaIssue);
  });

  test('behavior: RFC 3339 times with fractions and any case, nothing else', () => {
    expect(date.parse('2021-09-07t04:00:00.250z', '')).toEqual(new Date('2021-09-07T04:00:00.250Z'));
    for (const bad of ['2021-09-07', '2021-09-07T04:00:00', '2021-09-07 04:00:00Z', 'x2021-09-07T04:00:00Z', '2021-09-07T04:00:00Zx', ['2021-09-07T04:00:00Z'], 1_630_987_200]) {
      expect(() => date.parse(bad, '')).toThrow(SchemaIssue);
    }
  });

  test('behavior: any JSON value, objects only, and a mapped value', () => {
    expect(json.parse([1n, null], '')).toEqual([1n, null]);
    expect(jsonObject.parse({ a: 1n }, '')).toEqual({ a: 1n });
    expect(issueOf(() => jsonObject.parse([], '.o')).message).toBe('.o: expected an object, got an array');
    expect(map(integer, (value) => value * 2n).parse('21', '')).toBe(42n);
  });

  test('error: what each combinator expects', () => {
    expect(issueOf(() => nullable(string).parse(1, '.n')).message).toBe('.n: expected a string, got number 1');
    expect(nullable(string).expected).toBe('a string or null');
    expect(issueOf(() => array(string).parse('a', '.l')).message).toBe('.l: expected an array of a string, got string "a"');
    expect(issueOf(() => record(integer).parse([], '.r')).message).toBe('.r: expected a map of an integer (number or decimal string), got an array');
    expect(issueOf(() => literal('a', 'b').parse('c', '')).expected).toBe('one of a, b');
  });

  test('behavior: a default for absent or null values only; an alias read from its first key when none is present', () => {
    const schema = object({ list: withDefault(array(string), () => ['none']), name: aliased(['new', 'old'], string) });
    expect(schema.parse({ list: null, new: 'x' }, '')).toEqual({ list: ['none'], name: 'x' });
    expect(schema.parse({ new: 'x' }, '').list).toEqual(['none']);
    expect(schema.parse({ list: ['a'], old: 'y' }, '')).toEqual({ list: ['a'], name: 'y' });
    expect(issueOf(() => schema.parse({ list: [] }, '.v')).path).toBe('.v.new');
    expect(issueOf(() => schema.parse({ list: 'a', new: 'z' }, '.v')).path).toBe('.v.list');
  });

  test('behavior: a record keeps a "__proto__" key as its own entry', () => {
    const parsed = record(integer).parse(JSON.parse('{"__proto__":"1","b":"2"}'), '');
    expect(Object.keys(parsed)).toEqual(['__proto__', 'b']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
