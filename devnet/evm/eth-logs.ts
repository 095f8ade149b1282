import type { Log } from '@ethereumjs/evm';
import { isRecord, type JsonValue } from '../../src/lib/json-value';
import { present } from '../../src/lib/present';
import { MethodError, type JsonOutput } from '../handler';
import type { GethArgument } from '../server/geth-method';
import { logJson } from './block-json';
import type { ChainBlock, EvmChain } from './evm-chain';
import { jsonKind, parseBlockNumber, type BlockNumber } from './geth-args';
import { nativeHex } from '../pchain/hash';

/** eth_getLogs and the `logs` subscription: geth's FilterCriteria, its limits and its matching. */
export interface LogFilter {
  fromBlock?: BlockNumber;
  toBlock?: BlockNumber;
  blockHash?: string;
  addresses: Set<string>;
  /** One entry per position: undefined matches anything, else any of the listed topics. */
  topics: (Set<string> | undefined)[];
}

const MAX_TOPICS = 4;
const MAX_ADDRESSES = 1000;
/** The most blocks one eth_getLogs may span, as public API nodes cap it. */
export const MAX_LOG_BLOCK_RANGE = 2048n;
const HASH_PATTERN = /^0[xX][0-9a-fA-F]{64}$/;

const ADDRESS_BYTES = 20;

/** geth's decodeAddress (hexutil.Decode plus a length check); the message follows `invalid address`. */
function decodeAddress(text: string): string {
  if (text.length === 0) throw new Error('empty hex string');
  if (!text.startsWith('0x') && !text.startsWith('0X')) throw new Error('hex string without 0x prefix');
  const digits = text.slice(2);
  // Go's hex decoder reports a bad character before an odd length.
  if (/[^0-9a-fA-F]/.test(digits)) throw new Error('invalid hex string');
  if (digits.length % 2 !== 0) throw new Error('hex string of odd length');
  if (digits.length !== ADDRESS_BYTES * 2) throw new Error(`hex has invalid length ${digits.length / 2} after decoding; expected ${ADDRESS_BYTES} for address`);
  return `0x${digits.toLowerCase()}`;
}

/** FilterCriteria's `address`: one string or a list of them. */
function decodeAddresses(value: JsonValue): string[] {
  if (typeof value === 'string') {
    try {
      return [decodeAddress(value)];
    } catch (error) {
      throw new Error(`invalid address: ${(error as Error).message}`, { cause: error });
    }
  }
  if (!Array.isArray(value)) throw new Error('invalid addresses in query');
  return value.map((item, index) => {
    if (typeof item !== 'string') throw new Error(`non-string address at index ${index}`);
    try {
      return decodeAddress(item);
    } catch (error) {
      throw new Error(`invalid address at index ${index}: ${(error as Error).message}`, { cause: error });
    }
  });
}

function topic(value: JsonValue): string {
  if (typeof value !== 'string' || !HASH_PATTERN.test(value)) throw new Error('invalid topic(s)');
  return value.toLowerCase();
}

function decodeFilter(value: JsonValue): LogFilter {
  if (!isRecord(value)) {
    throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type filters.FilterCriteria`);
  }
  const raw = value as Record<string, JsonValue | undefined>;
  const filter: LogFilter = { addresses: new Set(), topics: [] };
  if (raw.blockHash !== undefined && raw.blockHash !== null) {
    if ((raw.fromBlock ?? null) !== null || (raw.toBlock ?? null) !== null) throw new Error('cannot specify both BlockHash and FromBlock/ToBlock, choose one or the other');
    filter.blockHash = topic(raw.blockHash);
  }
  if (raw.fromBlock !== undefined && raw.fromBlock !== null) filter.fromBlock = parseBlockNumber(raw.fromBlock);
  if (raw.toBlock !== undefined && raw.toBlock !== null) filter.toBlock = parseBlockNumber(raw.toBlock);
  if (raw.address !== undefined && raw.address !== null) for (const item of decodeAddresses(raw.address)) filter.addresses.add(item);
  if (filter.addresses.size > MAX_ADDRESSES) throw new Error('exceed max addresses');
  const topics = raw.topics;
  if (topics !== undefined && topics !== null) {
    if (!Array.isArray(topics)) throw new Error('invalid topic(s)');
    if (topics.length > MAX_TOPICS) throw new Error('exceed max topics');
    filter.topics = topics.map((position) => {
      if (position === null) return undefined;
      if (Array.isArray(position)) return position.length === 0 ? undefined : new Set(position.map((item) => topic(item)));
      return new Set([topic(position)]);
    });
  }
  return filter;
}

export const logFilterArg: GethArgument<LogFilter> = { optional: false, decode: decodeFilter };
export const optionalLogFilterArg: GethArgument<LogFilter> = { optional: true, decode: decodeFilter };

export function logMatches(log: Log, filter: LogFilter): boolean {
  if (filter.addresses.size > 0 && !filter.addresses.has(nativeHex(log[0]))) return false;
  const topics = log[1];
  if (filter.topics.length > topics.length) return false;
  return filter.topics.every((wanted, index) => {
    const topic = topics[index];
    return wanted === undefined || (topic !== undefined && wanted.has(nativeHex(topic)));
  });
}

/** The block's matching logs, as JSON. */
export function blockLogs(block: ChainBlock, filter: LogFilter): JsonOutput[] {
  const logs: JsonOutput[] = [];
  block.receipts.forEach((receipt, index) => {
    receipt.logs.forEach((log, offset) => {
      if (logMatches(log, filter)) logs.push(logJson(log, { block, index }, receipt.firstLogIndex + offset));
    });
  });
  return logs;
}

function resolve(chain: EvmChain, number: BlockNumber | undefined): bigint {
  if (number === undefined || typeof number !== 'bigint') return number === 'earliest' ? 0n : chain.head.number;
  return number;
}

export function getLogs(chain: EvmChain, filter: LogFilter): JsonOutput[] {
  if (filter.blockHash !== undefined) {
    const block = chain.blockByHash(filter.blockHash);
    if (!block) throw new MethodError('unknown block');
    return blockLogs(block, filter);
  }
  // As geth: only two explicit numbers can be out of order; a range past the head is just empty.
  if (typeof filter.fromBlock === 'bigint' && typeof filter.toBlock === 'bigint' && filter.fromBlock > filter.toBlock) {
    throw new MethodError('invalid block range params');
  }
  const from = resolve(chain, filter.fromBlock);
  const to = resolve(chain, filter.toBlock);
  if (from > to) return [];
  if (to - from + 1n > MAX_LOG_BLOCK_RANGE) throw new MethodError(`requested too many blocks from ${from} to ${to}, maximum is set to ${MAX_LOG_BLOCK_RANGE}`);
  const logs: JsonOutput[] = [];
  const last = to < chain.head.number ? to : chain.head.number;
  for (let number = from; number <= last; number++) logs.push(...blockLogs(present(chain.block(number), `Block ${number}`), filter));
  return logs;
}
