import { isRecord, type JsonValue } from '../json-value';

const ADDRESS = /^[PXC]-([a-z0-9]+)1[02-9ac-hj-np-z]{6,}$/;

/**
 * The human-readable part of the first chain address in node JSON. The bytes' JSON is printed with
 * it, so a network whose name the explorer does not know compares its own addresses; the bech32
 * checksum still covers the address bytes.
 */
export function hrpInJson(value: JsonValue | undefined): string | undefined {
  if (typeof value === 'string') return ADDRESS.exec(value)?.[1];
  const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  for (const item of items) {
    const hrp = hrpInJson(item);
    if (hrp !== undefined) return hrp;
  }
  return undefined;
}
