import { t } from '@lingui/core/macro';
import { checkEvmAddress } from './evm-address';
import { itemAt } from './lists';

/**
 * Typed text from a contract form, checked against its ABI type before anything is sent:
 * addresses with their EIP-55 checksum, integers in range (decimal or 0x hex), booleans, bytes of
 * the right length, strings as typed, and arrays or tuples as JSON.
 */
export type ParsedInput = { ok: true; value: unknown } | { ok: false; reason: string };

export interface AbiInputType {
  type: string;
  components?: readonly AbiInputType[];
}

const INTEGER = /^(u?)int(\d*)$/;
const FIXED_BYTES = /^bytes(\d+)$/;
const ARRAY = /^(.*)\[(\d*)\]$/;
const HEX = /^0x([0-9a-fA-F]{2})*$/;
const DECIMAL = /^-?\d+$/;
const HEX_NUMBER = /^-?0x[0-9a-fA-F]+$/;
const DEFAULT_BITS = 256;
const MAX_BYTES = 32;

const fail = (reason: string): ParsedInput => ({ ok: false, reason });

function parseInteger(text: string, unsigned: boolean, bits: number): ParsedInput {
  const value = text.trim().replace(/_/g, '');
  if (!DECIMAL.test(value) && !HEX_NUMBER.test(value)) return fail(t`a whole number (decimal, or hex with 0x)`);
  const negative = value.startsWith('-');
  const magnitude = BigInt(negative ? value.slice(1) : value);
  const number = negative ? -magnitude : magnitude;
  const min = unsigned ? 0n : -(1n << BigInt(bits - 1));
  const max = unsigned ? (1n << BigInt(bits)) - 1n : (1n << BigInt(bits - 1)) - 1n;
  if (number < min || number > max) {
    const typeName = `${unsigned ? 'u' : ''}int${bits}`;
    const [lowest, highest] = [min.toString(), max.toString()];
    return fail(t`out of range for ${typeName} (${lowest} to ${highest})`);
  }
  return { ok: true, value: number };
}

/** Parses JSON where a number may be too large for a JS number: big integers stay strings. */
function parseJsonKeepingBigNumbers(text: string): unknown {
  return JSON.parse(text.replace(/(?<=[[,:\s])(-?\d{16,})(?=\s*[,\]}])/g, '"$1"'));
}

function fromJsonValue(type: AbiInputType, value: unknown): ParsedInput {
  if (typeof value === 'string') return parseAbiInput(type, value);
  if (typeof value === 'number' || typeof value === 'boolean') return parseAbiInput(type, String(value));
  if (Array.isArray(value) && (ARRAY.test(type.type) || type.type === 'tuple')) return parseList(type, value);
  return fail(t`not a value of type ${type.type}`);
}

function parseList(type: AbiInputType, items: unknown[]): ParsedInput {
  const array = ARRAY.exec(type.type);
  const itemType = array?.[1];
  const memberTypes: AbiInputType[] =
    itemType === undefined ? [...(type.components ?? [])] : items.map(() => ({ type: itemType, ...(type.components ? { components: type.components } : {}) }));
  if (array?.[2] && items.length !== Number(array[2])) return fail(t`${type.type} takes exactly ${array[2]} items, got ${items.length}`);
  if (!array && items.length !== memberTypes.length) return fail(t`the tuple takes ${memberTypes.length} items, got ${items.length}`);
  const values: unknown[] = [];
  for (const [index, item] of items.entries()) {
    const parsed = fromJsonValue(itemAt(memberTypes, index), item);
    if (!parsed.ok) return fail(t`item ${index + 1}: ${parsed.reason}`);
    values.push(parsed.value);
  }
  return { ok: true, value: values };
}

export function parseAbiInput(type: AbiInputType, text: string): ParsedInput {
  const value = text.trim();
  if (ARRAY.test(type.type) || type.type === 'tuple') {
    let json: unknown;
    try {
      json = parseJsonKeepingBigNumbers(value);
    } catch {
      const example = type.type === 'tuple' ? '["0x…", 1]' : '[1, 2]';
      return fail(t`a JSON array, e.g. ${example}`);
    }
    if (!Array.isArray(json)) return fail(t`a JSON array`);
    return parseList(type, json);
  }
  if (type.type === 'address') {
    const checked = checkEvmAddress(value);
    return checked.ok ? { ok: true, value: checked.address } : fail(checked.reason);
  }
  if (type.type === 'bool') {
    if (value === 'true') return { ok: true, value: true };
    if (value === 'false') return { ok: true, value: false };
    return fail(t`true or false`);
  }
  if (type.type === 'string') return { ok: true, value: text };
  if (type.type === 'bytes') return HEX.test(value) ? { ok: true, value } : fail(t`hex bytes starting with 0x, two digits a byte`);
  const fixed = FIXED_BYTES.exec(type.type);
  if (fixed) {
    const size = Number(fixed[1]);
    if (size < 1 || size > MAX_BYTES) return fail(t`unknown type ${type.type}`);
    return HEX.test(value) && value.length === 2 + size * 2 ? { ok: true, value } : fail(t`exactly ${size} bytes of hex (0x and ${size * 2} digits)`);
  }
  const integer = INTEGER.exec(type.type);
  if (integer) {
    const bits = integer[2] ? Number(integer[2]) : DEFAULT_BITS;
    return parseInteger(value, integer[1] === 'u', bits);
  }
  return fail(t`the type ${type.type} cannot be typed in here`);
}
