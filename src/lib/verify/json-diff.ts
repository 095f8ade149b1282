import { isRecord, type JsonValue } from '../json-value';

/** Where two JSON values first differ, and the value each has there (none: the field is absent). */
export interface JsonDifference {
  path: string;
  left: string | undefined;
  right: string | undefined;
}

const show = (value: JsonValue | undefined): string | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : typeof value === 'bigint' ? value.toString() : JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));

/** A number the parser kept as a bigint and the same integer as a number are one value. */
function sameScalar(left: JsonValue, right: JsonValue): boolean {
  const numeric = (value: JsonValue) => typeof value === 'bigint' || typeof value === 'number';
  return numeric(left) && numeric(right) ? String(left) === String(right) : left === right;
}

/** The first place, depth first in key order, where `left` and `right` differ; undefined when equal. */
export function firstDifference(left: JsonValue | undefined, right: JsonValue | undefined, path = ''): JsonDifference | undefined {
  if (left === undefined || right === undefined) return left === right ? undefined : { path: path || '.', left: show(left), right: show(right) };
  if (Array.isArray(left) && Array.isArray(right)) {
    const length = Math.max(left.length, right.length);
    for (let index = 0; index < length; index++) {
      const difference = firstDifference(left[index], right[index], `${path}[${index}]`);
      if (difference) return difference;
    }
    return undefined;
  }
  if (isRecord(left) && isRecord(right)) {
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    for (const key of keys) {
      const difference = firstDifference(left[key], right[key], `${path}.${key}`);
      if (difference) return difference;
    }
    return undefined;
  }
  if (Array.isArray(left) || Array.isArray(right) || isRecord(left) || isRecord(right) || !sameScalar(left, right)) {
    return { path: path || '.', left: show(left), right: show(right) };
  }
  return undefined;
}
