import type { JsonValue } from '../../src/lib/json-value';
import { goQuote } from './go-quote';

/**
 * A lossless JSON parser for request bodies that fails the way Go's `encoding/json` decoder does
 * (same error texts), because the reference node puts those texts in its parse errors. Integers
 * beyond 2^53 become bigints; the raw text of the `id` and `params` members of the top two levels
 * is kept so that they can be echoed byte for byte.
 */
export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
}

export interface ParsedJson {
  value: JsonValue;
  /** Compacted raw text of the `id` and `params` members of objects at depth 0 and 1. */
  raw: WeakMap<object, RawMembers>;
}

export interface RawMembers {
  id?: string;
  params?: string;
}

/** Go's decoder refuses deeper nesting with this limit. */
const MAX_DEPTH = 10_000;
const RAW_MAX_DEPTH = 1;
const RAW_KEYS = new Set(['id', 'params']);

export function parseJson(text: string): ParsedJson {
  const parser = new Parser(text);
  return { value: parser.parseDocument(), raw: parser.raw };
}

/** Go's `quoteChar`: how the decoder names an offending character. */
export function quoteChar(char: string): string {
  if (char === "'") return "'\\''";
  if (char === '"') return `'"'`;
  const code = char.codePointAt(0) ?? 0;
  // The decoder reports a byte; non-ASCII characters show as their first UTF-8 byte read as a rune.
  const byte = code < 0x80 ? code : (new TextEncoder().encode(char)[0] ?? 0);
  return `'${goQuote(String.fromCodePoint(byte)).slice(1, -1)}'`;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

interface ArrayFrame {
  kind: 'array';
  items: JsonValue[];
}

interface ObjectFrame {
  kind: 'object';
  members: Record<string, JsonValue>;
  /** Nesting depth of the object itself (0 for the document). */
  depth: number;
  key: string;
  /** Where the current member's value starts, for its raw text. */
  start: number;
}

type Frame = ArrayFrame | ObjectFrame;

class Parser {
  private pos = 0;
  private depth = 0;
  readonly raw = new WeakMap<object, RawMembers>();

  constructor(private readonly text: string) {}

  parseDocument(): JsonValue {
    this.skipWhitespace();
    if (this.pos >= this.text.length) throw new JsonSyntaxError('EOF');
    // Like Go's Decoder, read one value and ignore whatever follows it.
    return this.parseValue('looking for beginning of value');
  }

  private fail(context: string): never {
    if (this.pos >= this.text.length) throw new JsonSyntaxError('unexpected EOF');
    const char = String.fromCodePoint(this.text.codePointAt(this.pos) ?? 0);
    throw new JsonSyntaxError(`invalid character ${quoteChar(char)} ${context}`);
  }

  private skipWhitespace(): void {
    // charAt is '' past the end, which is no whitespace.
    while (WHITESPACE.has(this.text.charAt(this.pos))) this.pos++;
  }

  /** Iterative, so that nesting is bounded by MAX_DEPTH and never by the JS stack. */
  private parseValue(context: string): JsonValue {
    const stack: Frame[] = [];
    for (;;) {
      let value: JsonValue;
      const char = this.text[this.pos];
      if (char === '{' || char === '[') {
        this.enter();
        this.pos++;
        this.skipWhitespace();
        const closer = char === '{' ? '}' : ']';
        if (this.text[this.pos] === closer) {
          this.pos++;
          this.depth--;
          value = char === '{' ? {} : [];
        } else if (char === '[') {
          stack.push({ kind: 'array', items: [] });
          continue;
        } else {
          const frame: ObjectFrame = { kind: 'object', members: {}, depth: this.depth - 1, key: '', start: 0 };
          this.readKey(frame);
          stack.push(frame);
          continue;
        }
      } else {
        value = this.parseScalar(stack.length === 0 ? context : 'looking for beginning of value');
      }
      for (;;) {
        const top = stack[stack.length - 1];
        if (!top) return value;
        this.skipWhitespace();
        if (top.kind === 'array') {
          top.items.push(value);
          this.skipWhitespace();
          const next = this.text[this.pos];
          if (next === ',') {
            this.pos++;
            this.skipWhitespace();
            break;
          }
          if (next !== ']') this.fail('after array element');
          value = top.items;
        } else {
          this.setMember(top, value);
          this.skipWhitespace();
          const next = this.text[this.pos];
          if (next === ',') {
            this.pos++;
            this.readKey(top);
            break;
          }
          if (next !== '}') this.fail('after object key:value pair');
          value = top.members;
        }
        this.pos++;
        this.depth--;
        stack.pop();
      }
    }
  }

  /** Reads `"key":` and leaves the position at the member's value. */
  private readKey(frame: ObjectFrame): void {
    this.skipWhitespace();
    if (this.text[this.pos] !== '"') this.fail('looking for beginning of object key string');
    frame.key = this.parseString();
    this.skipWhitespace();
    if (this.text[this.pos] !== ':') this.fail('after object key');
    this.pos++;
    this.skipWhitespace();
    frame.start = this.pos;
  }

  private setMember(frame: ObjectFrame, value: JsonValue): void {
    if (frame.depth <= RAW_MAX_DEPTH && RAW_KEYS.has(frame.key)) {
      const members = this.raw.get(frame.members) ?? {};
      members[frame.key as keyof RawMembers] = compactJson(this.text.slice(frame.start, this.pos));
      this.raw.set(frame.members, members);
    }
    // Own property even for "__proto__", so no prototype is ever replaced.
    Object.defineProperty(frame.members, frame.key, { value, enumerable: true, writable: true, configurable: true });
  }

  private parseScalar(context: string): JsonValue {
    switch (this.text[this.pos]) {
      case '"':
        return this.parseString();
      case 't':
        return this.parseLiteral('true', true);
      case 'f':
        return this.parseLiteral('false', false);
      case 'n':
        return this.parseLiteral('null', null);
      default: {
        const char = this.text[this.pos];
        if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return this.parseNumber();
        return this.fail(context);
      }
    }
  }

  private enter(): void {
    this.depth++;
    if (this.depth > MAX_DEPTH) throw new JsonSyntaxError('exceeded max depth');
  }

  private parseString(): string {
    this.pos++;
    let out = '';
    let chunkStart = this.pos;
    for (;;) {
      if (this.pos >= this.text.length) throw new JsonSyntaxError('unexpected EOF');
      const code = this.text.charCodeAt(this.pos);
      if (code === 0x22) {
        out += this.text.slice(chunkStart, this.pos);
        this.pos++;
        return out;
      }
      if (code < 0x20) this.fail('in string literal');
      if (code !== 0x5c) {
        this.pos++;
        continue;
      }
      out += this.text.slice(chunkStart, this.pos);
      this.pos++;
      out += this.parseEscape();
      chunkStart = this.pos;
    }
  }

  private parseEscape(): string {
    const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
    const char = this.text[this.pos];
    if (char === undefined) throw new JsonSyntaxError('unexpected EOF');
    if (simple[char] !== undefined) {
      this.pos++;
      return simple[char];
    }
    if (char !== 'u') this.fail('in string escape code');
    this.pos++;
    for (let i = 0; i < 4; i++) {
      if (!/[0-9a-fA-F]/.test(this.text[this.pos + i] ?? '')) {
        this.pos += i;
        this.fail('in \\u hexadecimal character escape');
      }
    }
    const unit = parseInt(this.text.slice(this.pos, this.pos + 4), 16);
    this.pos += 4;
    return String.fromCharCode(unit);
  }

  private parseLiteral(word: string, value: JsonValue): JsonValue {
    for (const expected of word) {
      if (this.text[this.pos] !== expected) this.fail(`in literal ${word} (expecting ${quoteChar(expected)})`);
      this.pos++;
    }
    return value;
  }

  private parseNumber(): JsonValue {
    const start = this.pos;
    if (this.text[this.pos] === '-') this.pos++;
    if (this.text[this.pos] === '0') this.pos++;
    else if (this.isDigit()) this.skipDigits();
    else this.fail('in numeric literal');
    let integer = true;
    if (this.text[this.pos] === '.') {
      integer = false;
      this.pos++;
      if (!this.isDigit()) this.fail('after decimal point in numeric literal');
      this.skipDigits();
    }
    if (this.text[this.pos] === 'e' || this.text[this.pos] === 'E') {
      integer = false;
      this.pos++;
      if (this.text[this.pos] === '+' || this.text[this.pos] === '-') this.pos++;
      if (!this.isDigit()) this.fail('in exponent of numeric literal');
      this.skipDigits();
    }
    const literal = this.text.slice(start, this.pos);
    if (!integer) return Number(literal);
    const asNumber = Number(literal);
    return Number.isSafeInteger(asNumber) ? asNumber : BigInt(literal);
  }

  private isDigit(): boolean {
    const char = this.text[this.pos];
    return char !== undefined && char >= '0' && char <= '9';
  }

  private skipDigits(): void {
    while (this.isDigit()) this.pos++;
  }
}

/** Removes insignificant whitespace, as Go does when it re-encodes a raw message. */
export function compactJson(raw: string): string {
  // Most raw members have no whitespace at all; copying them char by char made large params slow.
  if (!/[ \t\n\r]/.test(raw)) return raw;
  let out = '';
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const char = raw.charAt(i);
    if (inString) {
      out += char;
      if (char === '\\') out += raw[++i] ?? '';
      else if (char === '"') inString = false;
    } else if (!WHITESPACE.has(char)) {
      out += char;
      if (char === '"') inString = true;
    }
  }
  return out;
}
