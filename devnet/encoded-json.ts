/**
 * A result already encoded as the transports write JSON: Go's encoding, HTML characters escaped.
 * Handlers answer with one, as a whole result, when they assemble a big answer from pieces they
 * keep between blocks; the transports write its text as it is. The text may be given in pieces
 * (their concatenation): a piece that is the same string as one of an earlier answer is not
 * compressed again, and the pieces are joined only when something reads the whole text.
 */
export class EncodedJson {
  readonly pieces: readonly string[];
  /** In UTF-16 code units, as `text.length`. */
  readonly length: number;
  private joined: string | undefined;

  constructor(text: string | readonly string[]) {
    this.pieces = typeof text === 'string' ? [text] : text;
    this.length = this.pieces.reduce((sum, piece) => sum + piece.length, 0);
    if (typeof text === 'string') this.joined = text;
  }

  get text(): string {
    this.joined ??= this.pieces.join('');
    return this.joined;
  }
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
