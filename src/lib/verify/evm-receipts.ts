/**
 * Receipts and logs as the block commits to them: each receipt's consensus encoding (the leaves of
 * the receipts trie) and the 2048-bit bloom of the logs' addresses and topics.
 */
import { RLP } from '@ethereumjs/rlp';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { toHex } from '../hex';
import { hexBytes, uintBytes } from './rlp-values';

export interface EvmLogJson {
  address: string;
  topics: readonly string[];
  data: string;
}

export interface EvmReceiptJson {
  type?: bigint | undefined;
  /** 1 success, 0 failure; pre-Byzantium receipts carry `root` instead. */
  status?: bigint | undefined;
  root?: string | undefined;
  cumulativeGasUsed: bigint;
  logsBloom: string;
  logs: readonly EvmLogJson[];
}

const BLOOM_BYTES = 256;
const BLOOM_BIT_MASK = 0x7ff;

/** The bloom of some logs: each address and topic sets three bits, chosen by its keccak256. */
export function logsBloom(logs: readonly EvmLogJson[]): Uint8Array {
  const bloom = new Uint8Array(BLOOM_BYTES);
  const add = (value: Uint8Array) => {
    const hash = keccak_256(value);
    for (let pair = 0; pair < 6; pair += 2) {
      const bit = (((hash[pair] ?? 0) << 8) | (hash[pair + 1] ?? 0)) & BLOOM_BIT_MASK;
      const index = BLOOM_BYTES - 1 - (bit >> 3);
      bloom[index] = (bloom[index] ?? 0) | (1 << (bit & 7));
    }
  };
  for (const log of logs) {
    add(hexBytes(log.address, 'log address'));
    log.topics.forEach((topic) => add(hexBytes(topic, 'log topic')));
  }
  return bloom;
}

/** Whether every bit `inner` sets is set in `outer`. */
export function bloomContains(outer: Uint8Array, inner: Uint8Array): boolean {
  return inner.every((byte, index) => ((outer[index] ?? 0) & byte) === byte);
}

export const bloomHex = (bloom: Uint8Array): string => toHex(bloom);

/** The receipt's consensus encoding: `type ‖ rlp(...)` for typed txs, `rlp(...)` for legacy ones. */
export function encodeReceipt(receipt: EvmReceiptJson): Uint8Array {
  const outcome = receipt.status !== undefined ? uintBytes(receipt.status) : hexBytes(receipt.root, 'receipt status or root');
  const logs = receipt.logs.map((log) => [hexBytes(log.address, 'log address'), log.topics.map((topic) => hexBytes(topic, 'log topic')), hexBytes(log.data, 'log data')]);
  const body = RLP.encode([outcome, uintBytes(receipt.cumulativeGasUsed), hexBytes(receipt.logsBloom, 'receipt logsBloom'), logs]);
  const type = receipt.type ?? 0n;
  return type === 0n ? body : Uint8Array.of(Number(type), ...body);
}
