import { flattenTrace, internalTransfers, type TraceFrame } from './evm-trace';

/**
 * An EVM account's history found from a node's state alone, without an indexer: the nonce only grows,
 * one step per sent tx, and the balance changes in every block that moves the account's value (a
 * sent tx's fee included), so comparing the state at two heights says whether anything happened
 * between them. The search (`account-history-search.ts`) splits ranges whose ends differ until each
 * is one block; this file holds what it has found and what is left, as plain data that can be saved
 * and resumed.
 */

/** The account at one height; the nonce is read only where it is compared (see `HistoryState.skipped`). */
export interface AccountState {
  nonce: bigint | undefined;
  balance: bigint;
}

/** What the search needs of a tx. */
export interface HistoryTx {
  hash: string;
  from: string;
  /** Null for a contract creation. */
  to: string | null;
  value: bigint;
}

/** A block's txs, in block order, and its time (seconds). */
export interface HistoryBlock<T extends HistoryTx> {
  number: bigint;
  time: bigint;
  txs: T[];
}

export type HistoryDirection = 'out' | 'in' | 'self';

/** A tx the account sent, or a plain transfer to it. */
export interface TxEntry<T extends HistoryTx> {
  kind: 'tx';
  block: bigint;
  time: bigint;
  /** Place in the block, to order entries of one block. */
  index: number;
  direction: HistoryDirection;
  tx: T;
}

/** A block that changed the balance by no tx of the account's and no transfer to it: value moved inside another tx. */
export interface InternalEntry {
  kind: 'internal';
  block: bigint;
  time: bigint;
  /** The balance's change over the block. */
  change: bigint;
  /** The block's txs not sent by the account: one of them moved the value. */
  candidates: string[];
}

export type HistoryEntry<T extends HistoryTx> = TxEntry<T> | InternalEntry;

/** Heights `lo` < `hi` whose states are compared; the blocks `lo + 1`..`hi` are not yet accounted for. */
export interface HistoryRange {
  lo: bigint;
  hi: bigint;
  /** Compared on the nonce too (its heights read both), not on the balance alone. */
  full?: boolean;
}

/** A block in which the account changed, found but not yet read. */
export interface ChangedBlock {
  block: bigint;
  before: AccountState;
  after: AccountState;
}

/** A search's whole state: saved between rounds, so a search can be stopped and resumed, and extended to a newer head. */
export interface HistoryState<T extends HistoryTx> {
  address: string;
  /** The newest height searched. */
  to: bigint;
  /** States read, by height (decimal); null where the node no longer holds the state (pruned). */
  states: Record<string, AccountState | null>;
  /** Ranges still to search, newest first. */
  open: HistoryRange[];
  /**
   * Ranges whose ends agree on the balance, their nonces not compared: nothing happened in them
   * unless a sent tx's cost came back within the range. Searched again on the nonce only when the
   * sent txs found fall short of the nonce's count.
   */
  skipped: HistoryRange[];
  /** Blocks to read, newest first. */
  changed: ChangedBlock[];
  /** What was found, newest first. */
  entries: HistoryEntry<T>[];
  /** The highest height whose state the node could not give; nothing at or below it is searched. */
  unreadableAt: bigint | undefined;
}

export interface HistoryProgress {
  /** Sent txs found, of those the account's nonce says it sent. */
  foundSent: bigint;
  totalSent: bigint | undefined;
  /** Every block from here to `to` is accounted for. */
  checkedBackTo: bigint;
  to: bigint;
  done: boolean;
  /** Set when the node's old state is gone: the oldest height it could read. */
  readBackTo: bigint | undefined;
}

export const stateKey = (height: bigint): string => height.toString();

/** A new search of blocks 1..`to` (block 0 is the genesis, which only sets the starting state). */
export function startHistory<T extends HistoryTx>(address: string, to: bigint): HistoryState<T> {
  return { address: address.toLowerCase(), to, states: {}, open: to > 0n ? [{ lo: 0n, hi: to }] : [], skipped: [], changed: [], entries: [], unreadableAt: undefined };
}

/** The search extended to a newer head: only the blocks after the last one searched are asked about. */
export function extendHistory<T extends HistoryTx>(state: HistoryState<T>, head: bigint): HistoryState<T> {
  if (head <= state.to) return state;
  return { ...state, to: head, open: [{ lo: state.to, hi: head }, ...state.open] };
}

const sentCount = <T extends HistoryTx>(entries: readonly HistoryEntry<T>[]): bigint =>
  BigInt(entries.filter((entry) => entry.kind === 'tx' && entry.direction !== 'in').length);

/** Sent txs the nonce says the account sent from the genesis (or the oldest state read) to `to`. */
function totalSentOf<T extends HistoryTx>(state: HistoryState<T>): bigint | undefined {
  const top = state.states[stateKey(state.to)]?.nonce;
  return top === undefined ? undefined : top - (state.states[stateKey(0n)]?.nonce ?? 0n);
}

/** Whether the ranges skipped on the balance may hide sent txs: fewer found than the nonce counts. */
export function sentMissing<T extends HistoryTx>(state: HistoryState<T>): boolean {
  const total = totalSentOf(state);
  return state.skipped.length > 0 && (total === undefined || sentCount(state.entries) < total);
}

export function historyProgress<T extends HistoryTx>(state: HistoryState<T>): HistoryProgress {
  const pending = [...state.open.map((range) => range.hi), ...state.changed.map((block) => block.block)];
  const highest = pending.reduce<bigint | undefined>((high, height) => (high === undefined || height > high ? height : high), undefined);
  const floor = state.unreadableAt === undefined ? 0n : state.unreadableAt + 1n;
  return {
    foundSent: sentCount(state.entries),
    totalSent: totalSentOf(state),
    checkedBackTo: highest === undefined ? floor : highest + 1n,
    to: state.to,
    done: highest === undefined && !sentMissing(state),
    readBackTo: state.unreadableAt === undefined ? undefined : state.unreadableAt + 1n,
  };
}

/** The entries of one read block: the account's txs and transfers to it, else one internal change. */
export function entriesOfBlock<T extends HistoryTx>(address: string, block: HistoryBlock<T>, change: ChangedBlock): HistoryEntry<T>[] {
  const own = address.toLowerCase();
  const found: TxEntry<T>[] = [];
  block.txs.forEach((tx, index) => {
    const from = tx.from.toLowerCase() === own;
    const to = tx.to?.toLowerCase() === own;
    if (!from && !(to && tx.value > 0n)) return;
    found.push({ kind: 'tx', block: block.number, time: block.time, index, direction: from && to ? 'self' : from ? 'out' : 'in', tx });
  });
  if (found.length > 0) return found.reverse();
  const candidates = block.txs.filter((tx) => tx.from.toLowerCase() !== own).map((tx) => tx.hash);
  return [{ kind: 'internal', block: block.number, time: block.time, change: change.after.balance - change.before.balance, candidates }];
}

/** A sort order: the larger first. */
export const descending = (a: bigint, b: bigint): number => (a > b ? -1 : a < b ? 1 : 0);

const newestFirst = <T extends HistoryTx>(a: HistoryEntry<T>, b: HistoryEntry<T>): number => {
  if (a.block !== b.block) return descending(a.block, b.block);
  const indexOf = (entry: HistoryEntry<T>) => (entry.kind === 'tx' ? entry.index : Number.MAX_SAFE_INTEGER);
  return indexOf(b) - indexOf(a);
};

/** Entries merged newest first. */
export function mergeEntries<T extends HistoryTx>(entries: readonly HistoryEntry<T>[], more: readonly HistoryEntry<T>[]): HistoryEntry<T>[] {
  return [...entries, ...more].sort(newestFirst);
}

/** Who paid `address` value inside a tx, from the tx's call tree: the first call that moved value to it and was not undone. */
export function internalPayer(root: TraceFrame, address: string): string | undefined {
  const own = address.toLowerCase();
  return internalTransfers(flattenTrace(root)).find((transfer) => !transfer.undone && transfer.to?.toLowerCase() === own)?.from;
}
