import { fromHex } from '../../lib/hex';
import { nodeIdFromBytes } from '../../lib/ids';
import { SHORT_ID_LENGTH } from '../../lib/id-constants';
import { isRecord, type JsonObject, type JsonValue } from '../../lib/json-value';

export function stringsOf(value: JsonValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function objectsOf(value: JsonValue | undefined): JsonObject[] {
  return Array.isArray(value) ? value.filter((item) => isRecord(item)) : [];
}

/**
 * A `nodeID` as a `NodeID-` string: as it is, or from the hex of the byte-slice node IDs (auto-renewed
 * validators, L1 validators); undefined when it is neither.
 */
export function nodeIdOf(value: JsonValue | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.startsWith('NodeID-')) return value;
  if (!/^0x[0-9a-f]*$/i.test(value)) return undefined;
  const bytes = fromHex(value);
  return bytes.length === SHORT_ID_LENGTH ? nodeIdFromBytes(bytes) : undefined;
}
