import { isRecord, type JsonValue } from '../../src/lib/json-value';
import type { GethArgument } from '../server/geth-method';
import { goQuote } from '../server/go-quote';
import { encodeJson } from '../server/json-write';

/**
 * Decoders for the positional arguments of the EVM methods, failing with the Go decoding
 * messages the reference node puts after `invalid argument N: `.
 */
export type BlockTag = 'earliest' | 'latest' | 'pending';
/** A block number, or a tag; `pending` and the other tags mean the last accepted block, except for pending nonces. */
export type BlockNumber = bigint | BlockTag;
export type BlockNumberOrHash = { number: BlockNumber } | { hash: string };

const MAX_INT64 = (1n << 63n) - 1n;
const LATEST_TAGS = new Set(['latest', 'accepted', 'safe', 'finalized']);

/** How Go's decoder names a JSON value's kind in its errors. */
export function jsonKind(value: JsonValue): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'string') return 'string';
  return 'number';
}

/** hexutil.DecodeUint64. */
export function decodeHexUint64(input: string): bigint {
  if (input.length === 0) throw new Error('empty hex string');
  if (!input.startsWith('0x') && !input.startsWith('0X')) throw new Error('hex string without 0x prefix');
  const digits = input.slice(2);
  if (digits.length === 0) throw new Error('hex string "0x"');
  if (digits.length > 1 && digits.startsWith('0')) throw new Error('hex number with leading zero digits');
  if (!/^[0-9a-fA-F]+$/.test(digits)) throw new Error('invalid hex string');
  if (digits.length > 16) throw new Error('hex number > 64 bits');
  return BigInt(`0x${digits}`);
}

/** rpc.BlockNumber: a tag or a hex quantity (as a JSON string or bare). */
export function parseBlockNumber(value: JsonValue): BlockNumber {
  // Go reads the raw JSON text, so an array or object is never taken for the number inside it.
  const input = typeof value === 'string' ? value.trim() : encodeJson(value);
  if (input === 'earliest') return 'earliest';
  if (input === 'pending') return 'pending';
  if (LATEST_TAGS.has(input)) return 'latest';
  const number = decodeHexUint64(input);
  if (number > MAX_INT64) throw new Error('block number larger than int64');
  return number;
}

export const blockNumberArg: GethArgument<BlockNumber> = { optional: false, decode: parseBlockNumber };

function parseHash(value: JsonValue, type: string, length: number): string {
  if (typeof value !== 'string') throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type ${type}`);
  if (!value.startsWith('0x') && !value.startsWith('0X')) {
    throw new Error(`json: cannot unmarshal hex string without 0x prefix into Go value of type ${type}`);
  }
  const digits = value.slice(2);
  if (digits.length !== length * 2) throw new Error(`hex string has length ${digits.length}, want ${length * 2} for ${type}`);
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw new Error(`json: cannot unmarshal invalid hex string into Go value of type ${type}`);
  return `0x${digits.toLowerCase()}`;
}

const HASH_LENGTH = 32;
const ADDRESS_LENGTH = 20;

export const hashArg: GethArgument<string> = {
  optional: false,
  decode: (value) => parseHash(value, 'common.Hash', HASH_LENGTH),
};

export const addressArg: GethArgument<string> = {
  optional: false,
  decode: (value) => parseHash(value, 'common.Address', ADDRESS_LENGTH),
};

export const boolArg: GethArgument<boolean> = {
  optional: false,
  decode: (value) => {
    if (value === null) return false;
    if (typeof value !== 'boolean') throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type bool`);
    return value;
  },
};

function parseBlockNumberOrHash(value: JsonValue): BlockNumberOrHash {
  if (isRecord(value)) {
    const { blockNumber, blockHash } = value as Record<string, JsonValue | undefined>;
    if (blockNumber !== undefined && blockNumber !== null && blockHash !== undefined && blockHash !== null) {
      throw new Error('cannot specify both BlockHash and BlockNumber, choose one or the other');
    }
    if (blockHash !== undefined && blockHash !== null) return { hash: parseHash(blockHash, 'common.Hash', HASH_LENGTH) };
    if (blockNumber !== undefined && blockNumber !== null) return { number: parseBlockNumber(blockNumber) };
    return { number: 'latest' };
  }
  if (typeof value !== 'string') throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type string`);
  if (value.length === 2 + HASH_LENGTH * 2) {
    if (!/^0[xX][0-9a-fA-F]{64}$/.test(value)) throw new Error('invalid hex string');
    return { hash: value.toLowerCase() };
  }
  const number = parseBlockNumber(value);
  if (typeof number === 'bigint' && number > MAX_INT64) throw new Error('blocknumber too high');
  return { number };
}

export const blockNumberOrHashArg: GethArgument<BlockNumberOrHash> = { optional: false, decode: parseBlockNumberOrHash };
export const optionalBlockNumberOrHashArg: GethArgument<BlockNumberOrHash> = { optional: true, decode: parseBlockNumberOrHash };

const MAX_UINT64 = (1n << 64n) - 1n;

/** `*uint64`: a decimal JSON number only. */
export const optionalTimestampArg: GethArgument<bigint> = {
  optional: true,
  decode: (value) => {
    if (typeof value === 'number' || typeof value === 'bigint') {
      const text = String(value);
      if (!/^\d+$/.test(text) || BigInt(text) > MAX_UINT64) throw new Error(`json: cannot unmarshal number ${text} into Go value of type uint64`);
      return BigInt(text);
    }
    throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type uint64`);
  },
};

/** math.HexOrDecimal64: a number, or a string holding a decimal or 0x-hex integer. */
export const hexOrDecimalArg: GethArgument<bigint> = {
  optional: false,
  decode: (value) => {
    const input = typeof value === 'string' ? value : encodeJson(value);
    const parsed = /^0[xX][0-9a-fA-F]{1,16}$/.test(input) ? BigInt(input) : /^\d{1,20}$/.test(input) ? BigInt(input) : undefined;
    if (parsed === undefined || parsed > MAX_UINT64) throw new Error(`invalid hex or decimal integer ${goQuote(input)}`);
    return parsed;
  },
};

export const floatArrayArg: GethArgument<number[]> = {
  optional: false,
  decode: (value) => {
    if (value === null) return [];
    if (!Array.isArray(value)) throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type []float64`);
    return value.map((item) => {
      if (typeof item === 'number') return item;
      if (typeof item === 'bigint') return Number(item);
      throw new Error(`json: cannot unmarshal ${jsonKind(item)} into Go value of type float64`);
    });
  },
};

/** hexutil.Bytes. */
export const bytesArg: GethArgument<Uint8Array> = {
  optional: false,
  decode: (value) => {
    const type = 'hexutil.Bytes';
    if (typeof value !== 'string') throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type ${type}`);
    if (!value.startsWith('0x') && !value.startsWith('0X')) throw new Error(`json: cannot unmarshal hex string without 0x prefix into Go value of type ${type}`);
    if (value.length % 2 !== 0) throw new Error(`json: cannot unmarshal hex string of odd length into Go value of type ${type}`);
    if (!/^0[xX][0-9a-fA-F]*$/.test(value)) throw new Error(`json: cannot unmarshal invalid hex string into Go value of type ${type}`);
    return Uint8Array.from(Buffer.from(value.slice(2), 'hex'));
  },
};

/** hexutil.Uint: a JSON string holding a 0x quantity. */
export const quantityArg: GethArgument<bigint> = {
  optional: false,
  decode: (value) => {
    if (typeof value !== 'string') throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type hexutil.Uint`);
    return decodeHexUint64(value);
  },
};
