import { describe, expect, it } from 'vitest';
import { goQuote } from './go-quote';
import { quoteChar } from './json-parse';

describe('goQuote', () => {
  it("default: writes printable text as it is and escapes what strconv.Quote escapes", () => {
    expect(goQuote('platform.getHeight')).toBe('"platform.getHeight"');
    expect(goQuote('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(goQuote('\n\t\x07\x00\x7f')).toBe('"\\n\\t\\a\\x00\\x7f"');
    expect(goQuote('\u0085\u00ad\u200b')).toBe('"\\u0085\\u00ad\\u200b"');
  });

  it('edge: an astral character is written as it is when printable, as \\U and eight digits when not', () => {
    expect(goQuote('a😀b')).toBe('"a😀b"');
    expect(goQuote('\u{f0000}\u{e0001}')).toBe('"\\U000f0000\\U000e0001"');
  });

  it("edge: a lone surrogate is U+FFFD, as Go's decoder reads an escaped one, and is printed as it is", () => {
    expect(goQuote('a\ud800b')).toBe('"a\ufffdb"');
    expect(goQuote('\udfff')).toBe('"\ufffd"');
    expect(goQuote('\ud83d\ude00\ud83d')).toBe('"😀\ufffd"');
  });
});

describe('quoteChar', () => {
  it("default: names a byte as Go's decoder does, through the same quoting", () => {
    expect(quoteChar('x')).toBe("'x'");
    expect(quoteChar("'")).toBe("'\\''");
    expect(quoteChar('"')).toBe(`'"'`);
    expect(quoteChar('\x01')).toBe("'\\x01'");
    expect(quoteChar('\\')).toBe("'\\\\'");
    expect(quoteChar('é')).toBe("'Ã'");
    expect(quoteChar('\u0085')).toBe("'Â'");
  });
});
