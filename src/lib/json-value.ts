/**
 * JSON as the explorer and the devnet hold it. Integers are bigints: node amounts exceed 2^53, so
 * the lossless parser reads every integer literal as one and the writers print them as bare digits.
 */
export type JsonPrimitive = null | boolean | number | bigint | string;
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/**
 * Whether a value is an object and not an array (nor null): what a JSON object parses to. On a
 * `JsonValue` it narrows to `JsonObject`.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An integer field of node JSON as a bigint (the lossless parser gives bigints; numbers are tolerated). */
export function bigintOf(value: JsonValue | undefined): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  return undefined;
}
