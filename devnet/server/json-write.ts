import { itemAt } from '../../src/lib/lists';
import type { JsonPrimitive } from '../../src/lib/json-value';

/** Already-encoded JSON written as is (an echoed request `id` or `params`). */
export class RawJson {
  constructor(readonly text: string) {}

  /** The native encoder calls this first: the replacer-free pass must not write it as an object. */
  toJSON(): RawJson {
    if (plainPass) throw new NeedsReplacer();
    return this;
  }
}

/** Set while the native encoder runs without a replacer (synchronously, so one flag serves). */
let plainPass = false;

class NeedsReplacer extends Error {}

export type WritableJson = JsonPrimitive | RawJson | WritableJson[] | { [key: string]: WritableJson | undefined };

/**
 * Encodes like Go's json.Encoder: members in insertion order, `undefined` members left out,
 * bigints as bare digits, HTML characters escaped, and a trailing newline.
 */
export function encodeJsonLine(value: WritableJson): string {
  return `${encodeJson(value)}\n`;
}

const HTML_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const HTML_PATTERN = /[<>&\u2028\u2029]/g;

/** JSON text with the characters Go's encoder escapes for HTML written as escapes. */
function escapeHtml(encoded: string): string {
  return encoded.replace(HTML_PATTERN, (char) => HTML_ESCAPES[char] ?? char);
}

/** Punctuation queued between values while encoding. */
class Token {
  constructor(readonly text: string) {}
}

/**
 * A bigint stands in the native encoder's output as this marker string, then becomes bare digits;
 * a raw member stands in as a numbered marker, then becomes its text. Values and keys that contain
 * the marker's control character take the slow path, so the markers never collide with data.
 */
const MARK_CHAR = '\u0001';
const BIGINT_MARK = `${MARK_CHAR}n`;
const RAW_MARK = `${MARK_CHAR}r`;
/** The marker character as the native encoder writes it. */
const ENCODED_MARK = '\\u0001';
const MARKED = /"\\u0001([nr])(-?\d+)"/g;

class NeedsSlowPath extends Error {}

/**
 * Large results (a mainnet-scale validator set is megabytes) go through the native encoder; values
 * with nesting too deep for it take the iterative path.
 */
export function encodeJson(value: WritableJson): string {
  if (value instanceof RawJson) return escapeHtml(value.text);
  // Most answers hold neither bigints nor raw members: the native encoder alone is several times faster.
  plainPass = true;
  try {
    return escapeHtml(JSON.stringify(value));
  } catch (error) {
    if (error instanceof RangeError) return encodeIteratively(value);
    if (!(error instanceof NeedsReplacer || error instanceof TypeError)) throw error;
  } finally {
    plainPass = false;
  }
  const raws: string[] = [];
  const replacer = (key: string, member: unknown): unknown => {
    if (typeof member === 'bigint') return `${BIGINT_MARK}${member}`;
    if (key.includes(MARK_CHAR) || (typeof member === 'string' && member.includes(MARK_CHAR))) throw new NeedsSlowPath();
    if (member instanceof RawJson) return `${RAW_MARK}${raws.push(member.text) - 1}`;
    return member;
  };
  try {
    const encoded = JSON.stringify(value, replacer);
    // Only the replacer writes marks (a key or string holding one takes the slow path), so each raw index is one it pushed.
    return escapeHtml(encoded.includes(ENCODED_MARK) ? encoded.replace(MARKED, (_match, kind: string, digits: string) => (kind === 'n' ? digits : itemAt(raws, Number(digits)))) : encoded);
  } catch (error) {
    if (error instanceof NeedsSlowPath || error instanceof RangeError) return encodeIteratively(value);
    throw error;
  }
}

/** Iterative, so that a deeply nested value cannot exhaust the JS stack. */
function encodeIteratively(value: WritableJson): string {
  const parts: string[] = [];
  const work: (WritableJson | undefined | Token)[] = [value];
  while (work.length > 0) {
    const item = work.pop();
    if (item instanceof Token) {
      parts.push(item.text);
    } else if (item === null || item === undefined) {
      parts.push('null');
    } else if (typeof item === 'bigint') {
      parts.push(item.toString());
    } else if (typeof item === 'number') {
      parts.push(Number.isFinite(item) ? JSON.stringify(item) : 'null');
    } else if (typeof item === 'boolean') {
      parts.push(item ? 'true' : 'false');
    } else if (typeof item === 'string') {
      parts.push(escapeHtml(JSON.stringify(item)));
    } else if (item instanceof RawJson) {
      parts.push(escapeHtml(item.text));
    } else if (Array.isArray(item)) {
      parts.push('[');
      work.push(new Token(']'));
      for (let index = item.length - 1; index >= 0; index--) {
        work.push(item[index]);
        if (index > 0) work.push(new Token(','));
      }
    } else {
      parts.push('{');
      work.push(new Token('}'));
      const keys = Object.keys(item).filter((key) => item[key] !== undefined);
      for (const [index, key] of [...keys.entries()].reverse()) {
        work.push(item[key]);
        work.push(new Token(`${index > 0 ? ',' : ''}${escapeHtml(JSON.stringify(key))}:`));
      }
    }
  }
  return parts.join('');
}

