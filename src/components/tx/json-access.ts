import { isRecord, type JsonObject, type JsonValue } from '../../lib/json-value';

/** An integer field of node JSON as a bigint (the lossless parser gives bigints; numbers are tolerated). */
export function bigintOf(value: JsonValue | undefined): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  return undefined;
}

export function stringsOf(value: JsonValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function objectsOf(value: JsonValue | undefined): JsonObject[] {
  return Array.isArray(value) ? value.filter((item) => isRecord(item)) : [];
}
