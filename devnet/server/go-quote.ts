const ESCAPES: Readonly<Record<string, string>> = {
  '\x07': '\\a',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\v': '\\v',
  '\\': '\\\\',
  '"': '\\"',
};
/** Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space. */
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;
const REPLACEMENT = '\ufffd';

function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code < 0xe000;
}

/** One character as strconv.Quote writes it. */
function quotedChar(char: string): string {
  const escape = ESCAPES[char];
  if (escape) return escape;
  if (PRINTABLE.test(char)) return char;
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, '0')}`;
  if (code < 0x10000) return `\\u${code.toString(16).padStart(4, '0')}`;
  return `\\U${code.toString(16).padStart(8, '0')}`;
}

/**
 * Go's `%q` / strconv.Quote, as the reference node quotes the strings of its error messages. Those
 * strings come from JSON its decoder read, which turns an escaped lone surrogate (`"\ud800"`) into
 * U+FFFD, a printable character; so does this.
 */
export function goQuote(text: string): string {
  let out = '"';
  for (const char of text) out += quotedChar(char.length === 1 && isSurrogate(char.charCodeAt(0)) ? REPLACEMENT : char);
  return `${out}"`;
}
