import { describe, expect, it } from 'vitest';
import { RawJson, encodeJson, encodeJsonLine } from './json-write';

describe('encodeJson', () => {
  it('default: bigints as bare digits, beyond 2^53 exactly', () => {
    expect(encodeJson({ supply: 720000000000000000123n, small: 5n, negative: -3n })).toBe(
      '{"supply":720000000000000000123,"small":5,"negative":-3}',
    );
  });

  it('behavior: a string that looks like the bigint marker stays a string', () => {
    const value = { a: '\u0001n42', b: '\\u0001n42', c: 42n };
    expect(JSON.parse(encodeJson(value).replace(/42(?=})/, '"42"'))).toEqual({ a: '\u0001n42', b: '\\u0001n42', c: '42' });
  });

  it('behavior: HTML characters escaped and undefined members left out, as Go writes them', () => {
    expect(encodeJsonLine({ memo: '<a&b>', gone: undefined })).toBe('{"memo":"\\u003ca\\u0026b\\u003e"}\n');
  });

  it('behavior: raw members are written as they came', () => {
    expect(encodeJson({ id: new RawJson('{"x": 1}'), result: 2n })).toBe('{"id":{"x": 1},"result":2}');
  });

  it('behavior: raw members beside a large result, markers and HTML characters encode as the member-by-member path does', () => {
    const validators = Array.from({ length: 300 }, (_, i) => ({ nodeID: `NodeID-${i}`, weight: BigInt(i) * 10n ** 18n, memo: i % 7 === 0 ? '<&>' : undefined }));
    const value = { jsonrpc: '2.0', result: { validators, raw: new RawJson('"\\u0001r0"') }, id: new RawJson(' 7 ') };
    const deep: unknown = [value, '\u0001'];
    expect(encodeJson(value)).toBe(encodeJson(deep as never).slice(1, -',"\\u0001"]'.length));
    expect(encodeJson(value)).toContain('"raw":"\\u0001r0"},"id": 7 }');
    expect(encodeJson(value)).toContain('"memo":"\\u003c\\u0026\\u003e"');
  });

  it('behavior: nesting too deep for the native encoder still encodes', () => {
    let deep: unknown = 1n;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const text = encodeJson(deep as never);
    expect(text.length).toBe(20_000 * 2 + 1);
  });
});
