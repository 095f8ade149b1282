import { isRecord, type JsonObject, type JsonValue } from '../../lib/json-value';

export function stringsOf(value: JsonValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function objectsOf(value: JsonValue | undefined): JsonObject[] {
  return Array.isArray(value) ? value.filter((item) => isRecord(item)) : [];
}
