import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { addressFromWord, uintFromWord } from './evm-address';

/** topic0 of an event: keccak256 of its canonical signature. */
export function eventTopic(signature: string): string {
  return `0x${bytesToHex(keccak_256(utf8ToBytes(signature)))}`;
}

export const TRANSFER_TOPIC = eventTopic('Transfer(address,address,uint256)');
export const APPROVAL_TOPIC = eventTopic('Approval(address,address,uint256)');
export const APPROVAL_FOR_ALL_TOPIC = eventTopic('ApprovalForAll(address,address,bool)');

const WORD_HEX_LENGTH = 64;

export type EventArgument =
  | { name: string; type: 'address'; value: string }
  | { name: string; type: 'uint256'; value: bigint }
  | { name: string; type: 'bool'; value: boolean };

export interface DecodedEvent {
  /** e.g. `ERC-20`. */
  standard: 'ERC-20' | 'ERC-721';
  name: 'Transfer' | 'Approval' | 'ApprovalForAll';
  signature: string;
  args: EventArgument[];
}

/** The raw log fields decoding needs. */
export interface RawLog {
  topics: readonly string[];
  data: string;
}

/** A log with where it was emitted: what a scan of `eth_getLogs` reads events from. */
export interface PlacedLog extends RawLog {
  address: string;
  blockNumber: bigint;
  transactionHash: string;
  logIndex: bigint;
}

/** The 32-byte words of a log's data; null when the data is not whole words. */
function dataWords(data: string): string[] | null {
  const body = data.replace(/^0x/, '');
  if (body.length % WORD_HEX_LENGTH !== 0) return null;
  const words: string[] = [];
  for (let start = 0; start < body.length; start += WORD_HEX_LENGTH) words.push(body.slice(start, start + WORD_HEX_LENGTH));
  return words;
}

const address = (name: string, word: string): EventArgument => ({ name, type: 'address', value: addressFromWord(word) });
const uint = (name: string, word: string): EventArgument => ({ name, type: 'uint256', value: uintFromWord(word) });

/**
 * Decodes the token events everyone knows: ERC-20 `Transfer`/`Approval` (amount in data) and
 * ERC-721 `Transfer`/`Approval` (token ID indexed, as the fourth topic) and `ApprovalForAll`.
 * Anything else, or a log whose layout does not fit, is null (shown raw).
 */
export function decodeEvent(log: RawLog): DecodedEvent | null {
  const [topic0, ...indexed] = log.topics.map((topic) => topic.toLowerCase());
  const words = dataWords(log.data);
  if (topic0 === undefined || words === null) return null;
  // Every known event indexes two addresses, then at most a token ID, and has at most one data word.
  const [one, two, three, ...moreTopics] = indexed;
  const [word, ...moreWords] = words;
  if (one === undefined || two === undefined || moreTopics.length > 0 || moreWords.length > 0) return null;
  if (topic0 === TRANSFER_TOPIC || topic0 === APPROVAL_TOPIC) {
    const name = topic0 === TRANSFER_TOPIC ? 'Transfer' : 'Approval';
    const [first, second] = name === 'Transfer' ? (['from', 'to'] as const) : (['owner', 'spender'] as const);
    if (three === undefined && word !== undefined) {
      return {
        standard: 'ERC-20',
        name,
        signature: `${name}(address,address,uint256)`,
        args: [address(first, one), address(second, two), uint('value', word)],
      };
    }
    if (three !== undefined && word === undefined) {
      return {
        standard: 'ERC-721',
        name,
        signature: `${name}(address,address,uint256)`,
        args: [address(first, one), address(second, two), uint('tokenId', three)],
      };
    }
    return null;
  }
  if (topic0 === APPROVAL_FOR_ALL_TOPIC && three === undefined && word !== undefined) {
    return {
      standard: 'ERC-721',
      name: 'ApprovalForAll',
      signature: 'ApprovalForAll(address,address,bool)',
      args: [address('owner', one), address('operator', two), { name: 'approved', type: 'bool', value: uintFromWord(word) !== 0n }],
    };
  }
  return null;
}
