import { hexToBytes, type PrefixedHexString } from '@ethereumjs/util';
import { isRecord, type JsonValue } from '../../src/lib/json-value';
import type { GethArgument } from '../server/geth-method';
import { jsonKind } from './geth-args';

/** geth's TransactionArgs (eth_call, eth_estimateGas, personal_sendTransaction), decoded with its Go errors. */
export interface CallArgs {
  from?: PrefixedHexString;
  to?: PrefixedHexString;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  value?: bigint;
  nonce?: bigint;
  data?: Uint8Array;
}

const UINT64_FIELDS = new Set(['gas', 'nonce']);
const BIG_FIELDS = new Set(['gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'value']);
const MAX_BIG_DIGITS = 64;
const MAX_UINT64_DIGITS = 16;

function fieldError(field: string, type: string, problem: string): Error {
  return new Error(`json: cannot unmarshal ${problem} into Go struct field TransactionArgs.${field} of type ${type}`);
}

function quantityField(value: JsonValue, field: string, type: string, maxDigits: number): bigint {
  if (typeof value !== 'string') throw fieldError(field, type, jsonKind(value));
  if (!/^0[xX]/.test(value)) throw fieldError(field, type, 'hex string without 0x prefix');
  const digits = value.slice(2);
  if (digits.length === 0) throw fieldError(field, type, 'hex string "0x"');
  if (digits.length > 1 && digits.startsWith('0')) throw fieldError(field, type, 'hex number with leading zero digits');
  if (!/^[0-9a-fA-F]+$/.test(digits)) throw fieldError(field, type, 'invalid hex string');
  if (digits.length > maxDigits) throw fieldError(field, type, maxDigits === MAX_UINT64_DIGITS ? 'hex number > 64 bits' : 'hex number > 256 bits');
  return BigInt(value);
}

function bytesField(value: JsonValue, field: string): Uint8Array {
  if (typeof value !== 'string') throw fieldError(field, 'hexutil.Bytes', jsonKind(value));
  if (!/^0[xX]/.test(value)) throw fieldError(field, 'hexutil.Bytes', 'hex string without 0x prefix');
  if (value.length % 2 !== 0) throw fieldError(field, 'hexutil.Bytes', 'hex string of odd length');
  if (!/^0[xX][0-9a-fA-F]*$/.test(value)) throw fieldError(field, 'hexutil.Bytes', 'invalid hex string');
  return hexToBytes(`0x${value.slice(2)}`);
}

function addressField(value: JsonValue, field: string): PrefixedHexString {
  if (typeof value !== 'string') throw fieldError(field, 'common.Address', jsonKind(value));
  if (!/^0[xX][0-9a-fA-F]{40}$/.test(value)) throw new Error(`hex string has length ${Math.max(0, value.length - 2)}, want 40 for common.Address`);
  return `0x${value.slice(2).toLowerCase()}`;
}

function decodeCallArgs(value: JsonValue): CallArgs {
  if (!isRecord(value)) {
    throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type ethapi.TransactionArgs`);
  }
  const args: CallArgs = {};
  let input: Uint8Array | undefined;
  let data: Uint8Array | undefined;
  for (const [key, member] of Object.entries(value)) {
    if (member === null || member === undefined) continue;
    if (key === 'from' || key === 'to') args[key] = addressField(member, key);
    else if (UINT64_FIELDS.has(key)) args[key as 'gas' | 'nonce'] = quantityField(member, key, 'hexutil.Uint64', MAX_UINT64_DIGITS);
    else if (BIG_FIELDS.has(key)) args[key as 'value'] = quantityField(member, key, 'hexutil.Big', MAX_BIG_DIGITS);
    else if (key === 'input') input = bytesField(member, key);
    else if (key === 'data') data = bytesField(member, key);
  }
  if (input && data && Buffer.compare(input, data) !== 0) {
    throw new Error('both "data" and "input" are set and not equal. Please use "input" to pass transaction call data');
  }
  args.data = input ?? data;
  return args;
}

export const callArgsArg: GethArgument<CallArgs> = { optional: false, decode: decodeCallArgs };
