import { decodeEventLog, type Hex } from 'viem';
import { ERC1155_ABI } from './abi/well-known';
import { decodeEvent, eventTopic, TRANSFER_TOPIC, type PlacedLog } from './evm-events';

/**
 * Token transfers read from logs: ERC-20 and ERC-721 `Transfer`, ERC-1155 `TransferSingle` and
 * `TransferBatch` (one transfer per id). The `eth_getLogs` filters that find every transfer from
 * or to an address, each naming the address as an indexed topic.
 */
export const TRANSFER_SINGLE_TOPIC = eventTopic('TransferSingle(address,address,address,uint256,uint256)');
export const TRANSFER_BATCH_TOPIC = eventTopic('TransferBatch(address,address,address,uint256[],uint256[])');
export const TOKEN_TRANSFER_TOPICS = [TRANSFER_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC];

export type TokenStandard = 'ERC-20' | 'ERC-721' | 'ERC-1155';

export interface TokenTransfer {
  standard: TokenStandard;
  token: string;
  from: string;
  to: string;
  /** The amount moved (1 for an ERC-721 token). */
  value: bigint;
  /** The token ID of an ERC-721 or ERC-1155 transfer. */
  tokenId?: bigint;
  block: bigint;
  transactionHash: string;
  logIndex: bigint;
}


/** A 32-byte topic holding an address (an indexed event argument). */
export function addressTopic(address: string): string {
  return `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
}

/** The topic filters that together match every token transfer from or to `address`. */
export function transferFiltersFor(address: string): (string | string[] | null)[][] {
  const topic = addressTopic(address);
  return [
    // ERC-20/721 sender.
    [TRANSFER_TOPIC, topic],
    // ERC-20/721 recipient, and ERC-1155 sender (its first indexed argument is the operator).
    [TOKEN_TRANSFER_TOPICS, null, topic],
    // ERC-1155 recipient.
    [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, topic],
  ];
}

/** The transfers a log records; none for any other log. */
export function transfersOf(log: PlacedLog): TokenTransfer[] {
  const place = { token: log.address.toLowerCase(), block: log.blockNumber, transactionHash: log.transactionHash, logIndex: log.logIndex };
  const topic0 = log.topics[0]?.toLowerCase();
  if (topic0 === TRANSFER_TOPIC) {
    const event = decodeEvent(log);
    const [from, to, amount] = event?.args ?? [];
    if (event?.name !== 'Transfer' || from?.type !== 'address' || to?.type !== 'address' || amount?.type !== 'uint256') return [];
    return event.standard === 'ERC-20'
      ? [{ ...place, standard: 'ERC-20', from: from.value, to: to.value, value: amount.value }]
      : [{ ...place, standard: 'ERC-721', from: from.value, to: to.value, value: 1n, tokenId: amount.value }];
  }
  if (topic0 !== TRANSFER_SINGLE_TOPIC && topic0 !== TRANSFER_BATCH_TOPIC) return [];
  try {
    const event = decodeEventLog({ abi: ERC1155_ABI, topics: log.topics as [Hex, ...Hex[]], data: log.data as Hex });
    if (event.eventName === 'TransferSingle') {
      const { from, to, id, value } = event.args;
      return [{ ...place, standard: 'ERC-1155', from, to, value, tokenId: id }];
    }
    if (event.eventName === 'TransferBatch') {
      const { from, to, ids, values } = event.args;
      return ids.map((id, index) => ({ ...place, standard: 'ERC-1155' as const, from, to, value: values[index] ?? 0n, tokenId: id }));
    }
  } catch {
    // A log with these topics that does not decode is not a transfer.
  }
  return [];
}

/** The transfers of several answers, each log once, newest first. */
export function transfersOfLogs(logs: readonly PlacedLog[]): TokenTransfer[] {
  const unique = new Map(logs.map((log) => [`${log.transactionHash}:${log.logIndex}`, log]));
  const sorted = [...unique.values()].sort((a, b) => (a.blockNumber === b.blockNumber ? Number(b.logIndex - a.logIndex) : b.blockNumber > a.blockNumber ? 1 : -1));
  return sorted.flatMap(transfersOf);
}
