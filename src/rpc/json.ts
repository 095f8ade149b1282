/**
 * Lossless JSON. Node amounts exceed 2^53, so every integer literal is parsed to a bigint; numbers
 * with a fraction or exponent stay numbers. Stringify writes bigints as bare digits.
 */
import type { JsonObject, JsonValue } from '../lib/json-value';

export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at position ${position}`);
  }
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const NUMBER_PATTERN = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const PROTO_KEY = '__proto__';
const SPACE = 0x20;
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const TAB = 0x09;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const FIRST_PRINTABLE = 0x20;
const HEX4_PATTERN = /^[0-9a-fA-F]{4}$/;

/** What `JSON.parse` passes a reviver about a primitive: its exact source text (ES2025 "JSON.parse source text access"). */
interface ReviverContext {
  source?: string;
}

const INTEGER_SOURCE = /^-?\d+$/;

/** A `JSON.parse` reviver that turns integer literals into exact bigints, read from their source text. */
export function reviveExactNumber(_key: string, value: unknown, context?: ReviverContext): unknown {
  if (typeof value !== 'number' || context?.source === undefined) return value;
  return INTEGER_SOURCE.test(context.source) ? BigInt(context.source) : value;
}

type SourceReviver = (key: string, value: unknown, context?: ReviverContext) => unknown;
const nativeParse = JSON.parse as (text: string, reviver: SourceReviver) => unknown;

/** Whether this engine hands revivers the source text (Chromium 114+, Node 21+); otherwise the parser below does it all. */
const NATIVE_SOURCE_ACCESS = ((): boolean => {
  try {
    const probe = nativeParse('[1]', (_key, value, context) => (typeof value === 'number' ? context?.source : value));
    return Array.isArray(probe) && probe[0] === '1';
  } catch {
    return false;
  }
})();

/**
 * Where a number can start in a JSON text: at its start or after `:`, `,` or `[`, past whitespace.
 * A text this never matches holds no number (a match inside a string only costs the slower path).
 */
const MAY_HOLD_NUMBER = /(?:^|[:,[])\s*-?\d/;

/**
 * Lossless parse, with one parser run. Most node answers hold no number at all (amounts, heights and times
 * come as strings), and such a text parses the same with or without a reviver, so the engine's plain
 * parser does it; one that may hold numbers goes through the engine's parser with a reviver when it
 * gives revivers the source text. A text the engine rejects goes through the parser below, which
 * says where it is wrong.
 */
export function parseJson(text: string): JsonValue {
  try {
    if (!MAY_HOLD_NUMBER.test(text)) return JSON.parse(text) as JsonValue;
    if (NATIVE_SOURCE_ACCESS) return nativeParse(text, reviveExactNumber) as JsonValue;
  } catch {
    // The parser below throws the positioned error.
  }
  return parseJsonText(text);
}

function parseJsonText(text: string): JsonValue {
  let pos = 0;

  const fail = (message: string): never => {
    throw new JsonSyntaxError(pos >= text.length ? 'unexpected end of JSON input' : message, pos);
  };
  const skipWhitespace = () => {
    for (let code = text.charCodeAt(pos); code === SPACE || code === NEWLINE || code === CARRIAGE_RETURN || code === TAB; code = text.charCodeAt(pos)) pos++;
  };
  const expectLiteral = (word: string) => {
    if (text.startsWith(word, pos)) pos += word.length;
    else fail(`unexpected token ${JSON.stringify(text[pos])}`);
  };

  const parseString = (): string => {
    pos++; // opening quote
    let out = '';
    for (;;) {
      const runStart = pos;
      for (let code = text.charCodeAt(pos); code !== QUOTE && code !== BACKSLASH && code >= FIRST_PRINTABLE; code = text.charCodeAt(pos)) pos++;
      out += text.slice(runStart, pos);
      if (pos >= text.length) fail('unterminated string');
      const ch = text[pos];
      if (ch === '"') {
        pos++;
        return out;
      }
      if (ch !== '\\') fail('control character in string');
      const escape = text[pos + 1];
      if (escape === 'u') {
        const hex = text.slice(pos + 2, pos + 6);
        if (!HEX4_PATTERN.test(hex)) fail('bad unicode escape');
        out += String.fromCharCode(parseInt(hex, 16));
        pos += 6;
      } else if (escape !== undefined && escape in ESCAPES) {
        out += ESCAPES[escape];
        pos += 2;
      } else {
        fail('bad escape');
      }
    }
  };

  const parseNumber = (): number | bigint => {
    NUMBER_PATTERN.lastIndex = pos;
    const match = NUMBER_PATTERN.exec(text);
    if (!match || match[0] === '-') return fail('bad number');
    pos += match[0].length;
    const isInteger = match[1] === undefined && match[2] === undefined;
    return isInteger ? BigInt(match[0]) : Number(match[0]);
  };

  const parseValue = (): JsonValue => {
    skipWhitespace();
    const ch = text[pos];
    if (ch === '{') {
      pos++;
      const obj: JsonObject = {};
      skipWhitespace();
      if (text[pos] === '}') {
        pos++;
        return obj;
      }
      for (;;) {
        skipWhitespace();
        if (text[pos] !== '"') fail('expected property name');
        const key = parseString();
        skipWhitespace();
        if (text[pos] !== ':') fail("expected ':'");
        pos++;
        const member = parseValue();
        // defineProperty keeps a "__proto__" key an own property instead of a prototype change
        if (key === PROTO_KEY) Object.defineProperty(obj, key, { value: member, enumerable: true, writable: true, configurable: true });
        else obj[key] = member;
        skipWhitespace();
        if (text[pos] === ',') pos++;
        else if (text[pos] === '}') {
          pos++;
          return obj;
        } else fail("expected ',' or '}'");
      }
    }
    if (ch === '[') {
      pos++;
      const arr: JsonValue[] = [];
      skipWhitespace();
      if (text[pos] === ']') {
        pos++;
        return arr;
      }
      for (;;) {
        arr.push(parseValue());
        skipWhitespace();
        if (text[pos] === ',') pos++;
        else if (text[pos] === ']') {
          pos++;
          return arr;
        } else fail("expected ',' or ']'");
      }
    }
    if (ch === '"') return parseString();
    if (ch === 't') return expectLiteral('true'), true;
    if (ch === 'f') return expectLiteral('false'), false;
    if (ch === 'n') return expectLiteral('null'), null;
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return parseNumber();
    return fail(`unexpected token ${JSON.stringify(ch)}`);
  };

  const value = parseValue();
  skipWhitespace();
  if (pos < text.length) fail('unexpected data after JSON value');
  return value;
}

/** JSON text of a value that may hold bigints (written as bare digits); `undefined` members are left out. */
export function stringifyJson(value: unknown): string {
  const out = write(value);
  if (out === undefined) throw new TypeError('value is not representable as JSON');
  return out;
}

function write(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'bigint':
      return value.toString();
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  if (Array.isArray(value)) return `[${value.map((item) => write(item) ?? 'null').join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  const members: string[] = [];
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    const text = write(member);
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}
