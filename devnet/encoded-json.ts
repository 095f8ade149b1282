/**
 * A result already encoded as the transports write JSON: Go's encoding, HTML characters escaped.
 * Handlers answer with one, as a whole result, when they assemble a big answer from pieces they
 * keep between blocks; the transports write its text as it is.
 */
export class EncodedJson {
  constructor(readonly text: string) {}
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
export function escapeHtml(encoded: string): string {
  return encoded.replace(HTML_PATTERN, (char) => HTML_ESCAPES[char] ?? char);
}
