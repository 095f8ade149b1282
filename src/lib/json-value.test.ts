import { describe, expect, expectTypeOf, it } from 'vitest';
import { isRecord, type JsonObject, type JsonValue } from './json-value';

describe('isRecord', () => {
  it('default: a JSON object is a record', () => {
    expect(isRecord({ a: 1n })).toBe(true);
  });
  it('args: empty and prototype-less objects are records', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
  });
  it.each([null, undefined, [], [{}], 'text', 1, 1n, true])('behavior: %s is not a record', (value) => {
    expect(isRecord(value)).toBe(false);
  });
  it('types: narrows a JSON value to a JSON object', () => {
    const value: JsonValue = JSON.parse('{"a":[1]}') as JsonValue;
    if (isRecord(value)) expectTypeOf(value).toEqualTypeOf<JsonObject>();
    else expect.unreachable();
  });
});
