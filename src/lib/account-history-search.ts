import {
  descending,
  entriesOfBlock,
  historyProgress,
  mergeEntries,
  sentMissing,
  stateKey,
  type AccountState,
  type ChangedBlock,
  type HistoryBlock,
  type HistoryRange,
  type HistoryState,
  type HistoryTx,
} from './account-history';
import { messageOf } from './error-message';

/**
 * The search's rounds. Each round asks at most `batchLimit` calls at once (one batch for the
 * transport), newest blocks first, so the newest entries come first: the balance at a range's
 * untried heights (one call a height; the nonce too at the newest and oldest heights, and in ranges
 * searched on it), and the txs of blocks found to change the account (one call). A range whose ends
 * agree is skipped: value that came and went within it is not seen, and a sent tx whose cost came
 * back within it is found by comparing nonces once the sent txs found fall short of the count.
 */

/** The node, as the search reads it; each call may be batched with the others of its round. */
export interface HistoryReader<T extends HistoryTx> {
  nonceAt(height: bigint, signal: AbortSignal): Promise<bigint>;
  balanceAt(height: bigint, signal: AbortSignal): Promise<bigint>;
  blockTxs(height: bigint, signal: AbortSignal): Promise<HistoryBlock<T>>;
  /** Calls the node takes in one batch. */
  batchLimit: number;
}

/** geth's and coreth's answers for state a pruning node no longer holds. */
const STATE_GONE = [/missing trie node/i, /state (?:is )?not available/i, /historical state .*(?:unavailable|not available)/i];

export function isStateGoneError(error: unknown): boolean {
  const message = messageOf(error);
  return STATE_GONE.some((pattern) => pattern.test(message));
}

const byHiNewestFirst = (a: HistoryRange, b: HistoryRange): number => descending(a.hi, b.hi);

/** Ranges with both ends read become nothing (unchanged), a changed block (one block apart), a skipped range, or stay to be split. */
function settle<T extends HistoryTx>(state: HistoryState<T>): HistoryState<T> {
  const { unreadableAt } = state;
  const open: HistoryRange[] = [];
  const skipped: HistoryRange[] = [...state.skipped];
  const changed: ChangedBlock[] = [...state.changed];
  for (const range of state.open) {
    if (unreadableAt !== undefined && range.hi <= unreadableAt) continue;
    const lo = unreadableAt !== undefined && range.lo < unreadableAt ? unreadableAt : range.lo;
    const kept = { ...range, lo };
    const before = lo === unreadableAt ? null : state.states[stateKey(lo)];
    const after = state.states[stateKey(range.hi)];
    if (before === undefined || after === undefined) open.push(kept);
    else if (after === null) continue;
    else if (before === null) {
      // The oldest state the node holds is found by splitting on: a range one block long is its edge.
      if (range.hi - lo > 1n) open.push(kept);
    } else if (before.balance !== after.balance) {
      if (range.hi - lo === 1n) changed.push({ block: range.hi, before, after });
      else open.push(kept);
    } else if (before.nonce === undefined || after.nonce === undefined) {
      // Equal balances: a range searched on the nonce reads it next; any other waits, skipped.
      if (range.full) open.push(kept);
      else skipped.push(kept);
    } else if (before.nonce !== after.nonce) {
      if (range.hi - lo === 1n) changed.push({ block: range.hi, before, after });
      else open.push({ ...kept, full: true });
    }
  }
  changed.sort((a, b) => descending(a.block, b.block));
  open.sort(byHiNewestFirst);
  const settled = { ...state, open, skipped, changed };
  // All else done and sent txs missing: the skipped ranges hide them, and are searched on the nonce.
  const reopened =
    open.length === 0 && changed.length === 0 && sentMissing(settled) ? { ...settled, open: skipped.map((range) => ({ ...range, full: true })).sort(byHiNewestFirst), skipped: [] } : settled;
  return { ...reopened, states: keptStates(reopened) };
}

/** Only the states a later round compares: the ends of open and skipped ranges, the newest height and the genesis. */
function keptStates<T extends HistoryTx>(state: HistoryState<T>): Record<string, AccountState | null> {
  const ends = [...state.open, ...state.skipped].flatMap((range) => [stateKey(range.lo), stateKey(range.hi)]);
  const wanted = new Set([stateKey(state.to), stateKey(0n), ...ends]);
  return Object.fromEntries(Object.entries(state.states).filter(([height]) => wanted.has(height)));
}

/** What to read at a height: its balance, its nonce, or both. */
interface Read {
  height: bigint;
  nonce: boolean;
  balance: boolean;
}

interface Plan {
  reads: Read[];
  /** Points to split each range at, by its place in `open`. */
  splits: Map<number, bigint[]>;
  blocks: ChangedBlock[];
}

/** Evenly spread heights strictly inside a range. */
function pointsIn(range: HistoryRange, count: number): bigint[] {
  const span = range.hi - range.lo;
  const points = new Set<bigint>();
  for (let index = 1; index <= count; index++) points.add(range.lo + (span * BigInt(index)) / BigInt(count + 1));
  return [...points].filter((point) => point > range.lo && point < range.hi);
}

const callsOf = (read: Pick<Read, 'nonce' | 'balance'>): number => Number(read.nonce) + Number(read.balance);

/** What a range's end still needs: a height never read is read whole (the newest, the genesis); a range searched on the nonce needs its ends' nonces. */
function endNeeds<T extends HistoryTx>(state: HistoryState<T>, height: bigint, full: boolean): Pick<Read, 'nonce' | 'balance'> | undefined {
  const known = state.states[stateKey(height)];
  if (known === undefined) return { nonce: true, balance: true };
  return full && known !== null && known.nonce === undefined ? { nonce: true, balance: false } : undefined;
}

/** This round's calls, newest first, within the batch limit. */
function plan<T extends HistoryTx>(state: HistoryState<T>, batchLimit: number): Plan {
  let budget = Math.max(batchLimit, 2);
  const reads = new Map<bigint, Read>();
  const counts = new Map<number, number>();
  const blocks: ChangedBlock[] = [];
  const items = [
    ...state.open.map((range, place) => ({ top: range.hi, range, place })),
    ...state.changed.map((block) => ({ top: block.block, block })),
  ].sort((a, b) => descending(a.top, b.top));
  for (const item of items) {
    if ('block' in item) {
      if (budget >= 1) {
        blocks.push(item.block);
        budget -= 1;
      }
      continue;
    }
    const { range, place } = item;
    const full = range.full === true;
    const ends = [range.hi, range.lo].flatMap((height) => {
      const needs = endNeeds(state, height, full);
      return needs ? [{ height, ...needs }] : [];
    });
    if (ends.length > 0) {
      for (const end of ends) {
        const planned = reads.get(end.height);
        const merged = { height: end.height, nonce: end.nonce || (planned?.nonce ?? false), balance: end.balance || (planned?.balance ?? false) };
        const extra = callsOf(merged) - (planned ? callsOf(planned) : 0);
        if (extra > budget) break;
        reads.set(end.height, merged);
        budget -= extra;
      }
    } else if (budget >= callsOf({ nonce: full, balance: true })) {
      counts.set(place, 1);
      budget -= callsOf({ nonce: full, balance: true });
    }
  }
  // What is left splits the newest ranges further: fewer rounds for the same calls.
  let grew = true;
  while (grew) {
    grew = false;
    for (const [place, count] of counts) {
      const range = state.open[place];
      const cost = callsOf({ nonce: range?.full === true, balance: true });
      if (!range || budget < cost || BigInt(count) >= range.hi - range.lo - 1n) continue;
      counts.set(place, count + 1);
      budget -= cost;
      grew = true;
    }
  }
  const splits = new Map<number, bigint[]>();
  for (const [place, count] of counts) {
    const range = state.open[place];
    if (!range) continue;
    const points = pointsIn(range, count);
    splits.set(place, points);
    for (const height of points) reads.set(height, { height, nonce: range.full === true, balance: true });
  }
  return { reads: [...reads.values()], splits, blocks };
}

/** The state at a height with what was read added to what was known; null where the node no longer holds it. */
async function readState<T extends HistoryTx>(reader: HistoryReader<T>, read: Read, known: AccountState | undefined, signal: AbortSignal): Promise<AccountState | null> {
  try {
    const [nonce, balance] = await Promise.all([
      read.nonce ? reader.nonceAt(read.height, signal) : known?.nonce,
      read.balance || !known ? reader.balanceAt(read.height, signal) : known.balance,
    ]);
    return { nonce, balance };
  } catch (error) {
    if (isStateGoneError(error) && !signal.aborted) return null;
    throw error;
  }
}

const maxOf = (a: bigint | undefined, b: bigint): bigint => (a === undefined || b > a ? b : a);

/**
 * One round: its calls are made together and the new state returned; a failed or cancelled round
 * leaves the state it was given as it was (so a search resumes from the last round that finished).
 */
export async function historyRound<T extends HistoryTx>(given: HistoryState<T>, reader: HistoryReader<T>, signal: AbortSignal): Promise<HistoryState<T>> {
  const state = settle(given);
  const { reads, splits, blocks } = plan(state, reader.batchLimit);
  const [read, txs] = await Promise.all([
    Promise.all(reads.map((one) => readState(reader, one, state.states[stateKey(one.height)] ?? undefined, signal))),
    Promise.all(blocks.map((block) => reader.blockTxs(block.block, signal))),
  ]);
  signal.throwIfAborted();
  const states = { ...state.states };
  let { unreadableAt } = state;
  reads.forEach(({ height }, index) => {
    const found = read[index] ?? null;
    states[stateKey(height)] = found;
    if (found === null) unreadableAt = maxOf(unreadableAt, height);
  });
  const open = state.open.flatMap((range, place) => {
    const points = splits.get(place);
    if (!points) return [range];
    const edges = [range.lo, ...points, range.hi];
    return edges.slice(1).map((hi, index) => ({ ...range, lo: edges[index] ?? range.lo, hi }));
  });
  const readBlocks = new Set(blocks.map((block) => block.block));
  const found = blocks.flatMap((block, index) => {
    const txsOfBlock = txs[index];
    return txsOfBlock ? entriesOfBlock(state.address, txsOfBlock, block) : [];
  });
  return settle({
    ...state,
    states,
    unreadableAt,
    open,
    changed: state.changed.filter((block) => !readBlocks.has(block.block)),
    entries: mergeEntries(state.entries, found),
  });
}

/** Rounds until the search is done; `onRound` gets the state after each (to save it and show progress). */
export async function searchHistory<T extends HistoryTx>(
  start: HistoryState<T>,
  reader: HistoryReader<T>,
  { signal, onRound }: { signal: AbortSignal; onRound?: (state: HistoryState<T>) => void },
): Promise<HistoryState<T>> {
  let state = settle(start);
  while (!historyProgress(state).done) {
    state = await historyRound(state, reader, signal);
    onRound?.(state);
  }
  return state;
}
