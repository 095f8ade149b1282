import { aliased, array, date, decimal, integer, literal, nullable, object, optional, quantity, record, SchemaIssue, string, withDefault, type SchemaOutput } from './schema';

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
