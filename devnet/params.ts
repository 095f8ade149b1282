import { UnmarshalError } from './handler';
import { parseId, parseNodeId } from '../src/lib/ids';
import { PRIMARY_NETWORK_ID } from '../src/lib/id-constants';
import { isRecord } from '../src/lib/json-value';

/**
 * Decoders for gorilla-style object params, with the reference node's leniency: integers as JSON
 * numbers or decimal strings, `null` as zero, `params` as an object or a one-element array.
 */
export type Params = Record<string, unknown>;

export function objectParams(params: unknown): Params {
  if (params === undefined || params === null) return {};
  if (Array.isArray(params)) {
    if (params.length === 0) return {};
    if (params.length === 1 && isRecord(params[0])) return params[0];
    throw new UnmarshalError('params must be an object');
  }
  if (isRecord(params)) return params;
  throw new UnmarshalError('params must be an object');
}

const MAX_UINT64 = (1n << 64n) - 1n;

export function uint(value: unknown, name: string, max: bigint = MAX_UINT64): bigint {
  if (value === undefined || value === null) return 0n;
  let parsed: bigint;
  if (typeof value === 'bigint') parsed = value;
  else if (typeof value === 'number' && Number.isInteger(value)) parsed = BigInt(value);
  else if (typeof value === 'string' && /^\d+$/.test(value)) parsed = BigInt(value);
  else throw new UnmarshalError(`${name}: not an unsigned integer`);
  if (parsed < 0n || parsed > max) throw new UnmarshalError(`${name}: out of range`);
  return parsed;
}

export function str(value: unknown, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new UnmarshalError(`${name}: not a string`);
  return value;
}

export function bool(value: unknown, name: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new UnmarshalError(`${name}: not a boolean`);
  return value;
}

export function stringArray(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw new UnmarshalError(`${name}: not a string array`);
  return value as string[];
}

/** A cb58 32-byte ID; omitted means the empty ID (which is the Primary Network's). */
export function id(value: unknown, name: string): string {
  const text = str(value, name);
  if (text === '') return PRIMARY_NETWORK_ID;
  try {
    parseId(text);
  } catch (error) {
    throw new UnmarshalError(`${name}: ${(error as Error).message}`);
  }
  return text;
}

export function nodeId(value: unknown, name: string): string {
  const text = str(value, name);
  try {
    parseNodeId(text);
  } catch (error) {
    throw new UnmarshalError(`${name}: ${(error as Error).message}`);
  }
  return text;
}

export type Encoding = 'hex' | 'hexc' | 'hexnc' | 'json';

/** `encoding`, matched case-insensitively; omitted is `hex`. */
export function encoding(value: unknown, allowed: readonly Encoding[] = ['hex', 'hexc', 'hexnc', 'json']): Encoding {
  const text = str(value, 'encoding').toLowerCase();
  if (text === '') return 'hex';
  if (!(allowed as readonly string[]).includes(text)) throw new UnmarshalError(`invalid encoding: ${text}`);
  return text as Encoding;
}
