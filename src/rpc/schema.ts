import { isRecord, type JsonObject, type JsonValue } from '../lib/json-value';

/**
 * Tiny validation combinators: each schema checks a lossless-parsed JSON value, normalises it
 * (integers to bigint, times to Date, percent strings to number) and names the failing field path.
 */
export interface Schema<T> {
  /** What the schema accepts, for error messages. */
  readonly expected: string;
  parse(value: unknown, path: string): T;
}

interface OptionalSchema<T> extends Schema<T> {
  readonly optional: true;
}

interface AliasedSchema<T> extends Schema<T> {
  /** Keys read in order; the first present one wins, the first when none is. */
  readonly keys: readonly [string, ...string[]];
}

/** What a schema's `parse` returns: `type X = SchemaOutput<typeof x>` names a result after its schema. */
export type SchemaOutput<S> = S extends Schema<infer T> ? T : never;

export class SchemaIssue extends Error {
  override name = 'SchemaIssue';
  constructor(
    readonly path: string,
    readonly expected: string,
    readonly received: string,
  ) {
    super(`${path || '(root)'}: expected ${expected}, got ${received}`);
  }
}

const RECEIVED_PREVIEW_LENGTH = 40;

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') {
    const preview = value.length > RECEIVED_PREVIEW_LENGTH ? `${value.slice(0, RECEIVED_PREVIEW_LENGTH)}…` : value;
    return `string ${JSON.stringify(preview)}`;
  }
  if (typeof value === 'bigint') return `integer ${value}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

export function custom<T>(expected: string, parse: (value: unknown, path: string) => T | undefined): Schema<T> {
  return {
    expected,
    parse(value, path) {
      const result = parse(value, path);
      if (result === undefined) throw new SchemaIssue(path, expected, describe(value));
      return result;
    },
  };
}

export const string: Schema<string> = custom('a string', (v) => (typeof v === 'string' ? v : undefined));

export const boolean: Schema<boolean> = custom('a boolean', (v) => (typeof v === 'boolean' ? v : undefined));

const DECIMAL_PATTERN = /^-?\d+$/;
const HEX_QUANTITY_PATTERN = /^0x[0-9a-fA-F]+$/;

/** An integer sent as a JSON number or a decimal string. */
export const integer: Schema<bigint> = custom('an integer (number or decimal string)', (v) => {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isSafeInteger(v)) return BigInt(v);
  if (typeof v === 'string' && DECIMAL_PATTERN.test(v)) return BigInt(v);
  return undefined;
});

/** An EVM quantity: `0x` hex string (a plain integer is accepted too). */
export const quantity: Schema<bigint> = custom('a hex quantity', (v) => {
  if (typeof v === 'string' && HEX_QUANTITY_PATTERN.test(v)) return BigInt(v);
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isSafeInteger(v)) return BigInt(v);
  return undefined;
});

/** A real number: JSON number or integer, or a decimal string such as the node's `"2.0000"` percents. */
export const decimal: Schema<number> = custom('a decimal number', (v) => {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return undefined;
});

const RFC3339_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** An RFC 3339 time string. */
export const date: Schema<Date> = custom('an RFC 3339 time', (v) => {
  if (typeof v !== 'string' || !RFC3339_PATTERN.test(v)) return undefined;
  const time = new Date(v);
  return Number.isNaN(time.getTime()) ? undefined : time;
});

/** Any JSON value, kept as parsed (integers are bigints). */
export const json: Schema<JsonValue> = { expected: 'any JSON value', parse: (v) => v as JsonValue };

export const jsonObject: Schema<JsonObject> = custom('an object', (v) => (isRecord(v) ? (v as JsonObject) : undefined));

export function literal<const T extends readonly string[]>(...values: T): Schema<T[number]> {
  return custom(`one of ${values.join(', ')}`, (v) => (values.includes(v as string) ? (v as T[number]) : undefined));
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  return {
    expected: `an array of ${item.expected}`,
    parse(value, path) {
      if (!Array.isArray(value)) throw new SchemaIssue(path, this.expected, describe(value));
      return value.map((element, index) => item.parse(element, `${path}[${index}]`));
    },
  };
}

export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return {
    expected: `${inner.expected} or null`,
    parse: (value, path) => (value === null ? null : inner.parse(value, path)),
  };
}

/** The key may be absent (or `null`, which nodes write for empty omitempty fields). */
export function optional<T>(inner: Schema<T>): OptionalSchema<T> {
  return { ...inner, parse: inner.parse.bind(inner), optional: true };
}

/** Absent or `null` becomes `fallback` (e.g. a node writing `null` for an empty list). */
export function withDefault<T>(inner: Schema<T>, fallback: () => T): Schema<T> {
  return {
    expected: inner.expected,
    parse: (value, path) => (value === undefined || value === null ? fallback() : inner.parse(value, path)),
  };
}

/** Read a field from the first present key of several spellings. */
export function aliased<T>(keys: readonly [string, ...string[]], inner: Schema<T>): AliasedSchema<T> {
  return { ...inner, parse: inner.parse.bind(inner), keys };
}

export function map<A, B>(inner: Schema<A>, transform: (value: A) => B): Schema<B> {
  return { expected: inner.expected, parse: (value, path) => transform(inner.parse(value, path)) };
}

type Shape = Record<string, Schema<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/**
 * The object a shape parses to; `optional` fields become optional keys. The keys are filtered with
 * `as` rather than picked, so each field keeps its declaration: doc comments written on a shape's
 * fields show on the inferred type.
 */
export type ObjectOf<S extends Shape> = Simplify<
  { [K in keyof S as S[K] extends { optional: true } ? never : K]: SchemaOutput<S[K]> } & {
    [K in keyof S as S[K] extends { optional: true } ? K : never]?: SchemaOutput<S[K]>;
  }
>;

/** An object with the given fields; extra fields are tolerated and dropped. */
export function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  // Read once here, not per parsed object: answers hold thousands of objects of one shape.
  const fields = Object.entries(shape).map(([name, schema]) => ({
    name,
    schema,
    keys: 'keys' in schema ? (schema as AliasedSchema<unknown>).keys : ([name] as const),
    optional: 'optional' in schema,
  }));
  return {
    expected: 'an object',
    parse(value, path) {
      if (!isRecord(value)) throw new SchemaIssue(path, 'an object', describe(value));
      const out: Record<string, unknown> = {};
      for (const { name, schema, keys, optional } of fields) {
        let key = keys[0];
        for (const candidate of keys) {
          if (value[candidate] !== undefined) {
            key = candidate;
            break;
          }
        }
        const raw = value[key];
        if (optional && (raw === undefined || raw === null)) continue;
        out[name] = schema.parse(raw, `${path}.${key}`);
      }
      return out as ObjectOf<S>;
    },
  };
}

/** A string-keyed map with values of one schema. */
export function record<T>(inner: Schema<T>): Schema<Record<string, T>> {
  return {
    expected: `a map of ${inner.expected}`,
    parse(value, path) {
      if (!isRecord(value)) throw new SchemaIssue(path, this.expected, describe(value));
      const out: Record<string, T> = {};
      for (const [key, member] of Object.entries(value)) {
        const parsed = inner.parse(member, `${path}[${JSON.stringify(key)}]`);
        Object.defineProperty(out, key, { value: parsed, enumerable: true, writable: true, configurable: true });
      }
      return out;
    },
  };
}
