import {
  entriesOfBlock,
  historyProgress,
  mergeEntries,
  stateKey,
  type AccountState,
  type ChangedBlock,
  type HistoryBlock,
  type HistoryRange,
  type HistoryState,
  type HistoryTx,
} from './account-history';

/**
 * The search's rounds. Each round asks at most `batchLimit` calls at once (one batch for the
 * transport), newest blocks first, so the newest entries come first: the state at a range's
 * untried heights (nonce and balance, two calls a height), and the txs of blocks found to change the
 * account (one call). A range whose ends agree on both nonce and balance is skipped: value that
 * came and went within it is not seen.
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
  const message = error instanceof Error ? error.message : String(error);
  return STATE_GONE.some((pattern) => pattern.test(message));
}

const CALLS_PER_STATE = 2;

const sameState = (a: AccountState, b: AccountState): boolean => a.nonce === b.nonce && a.balance === b.balance;

/** Ranges with both ends read become nothing (unchanged), a changed block (one block apart) or stay to be split. */
function settle<T extends HistoryTx>(state: HistoryState<T>): HistoryState<T> {
  const { unreadableAt } = state;
  const open: HistoryRange[] = [];
  const changed: ChangedBlock[] = [...state.changed];
  for (const range of state.open) {
    if (unreadableAt !== undefined && range.hi <= unreadableAt) continue;
    const lo = unreadableAt !== undefined && range.lo < unreadableAt ? unreadableAt : range.lo;
    const before = lo === unreadableAt ? null : state.states[stateKey(lo)];
    const after = state.states[stateKey(range.hi)];
    if (before === undefined || after === undefined) open.push({ lo, hi: range.hi });
    else if (after === null) continue;
    else if (before === null) {
      // The oldest state the node holds is found by splitting on: a range one block long is its edge.
      if (range.hi - lo > 1n) open.push({ lo, hi: range.hi });
    } else if (sameState(before, after)) continue;
    else if (range.hi - lo === 1n) changed.push({ block: range.hi, before, after });
    else open.push({ lo, hi: range.hi });
  }
  changed.sort((a, b) => (a.block > b.block ? -1 : a.block < b.block ? 1 : 0));
  open.sort((a, b) => (a.hi > b.hi ? -1 : a.hi < b.hi ? 1 : 0));
  return { ...state, open, changed, states: keptStates(state, open) };
}

/** Only the states a later round compares: the ends of open ranges, the newest height and the genesis. */
function keptStates<T extends HistoryTx>(state: HistoryState<T>, open: readonly HistoryRange[]): Record<string, AccountState | null> {
  const wanted = new Set([stateKey(state.to), stateKey(0n), ...open.flatMap((range) => [stateKey(range.lo), stateKey(range.hi)])]);
  return Object.fromEntries(Object.entries(state.states).filter(([height]) => wanted.has(height)));
}

interface Plan {
  heights: bigint[];
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

/** This round's calls, newest first, within the batch limit. */
function plan<T extends HistoryTx>(state: HistoryState<T>, batchLimit: number): Plan {
  let budget = Math.max(batchLimit, CALLS_PER_STATE);
  const unread = new Set<bigint>();
  const counts = new Map<number, number>();
  const blocks: ChangedBlock[] = [];
  const items = [
    ...state.open.map((range, place) => ({ top: range.hi, range, place })),
    ...state.changed.map((block) => ({ top: block.block, block })),
  ].sort((a, b) => (a.top > b.top ? -1 : a.top < b.top ? 1 : 0));
  for (const item of items) {
    if ('block' in item) {
      if (budget >= 1) {
        blocks.push(item.block);
        budget -= 1;
      }
      continue;
    }
    const ends = [item.range.hi, item.range.lo].filter((height) => state.states[stateKey(height)] === undefined && !unread.has(height));
    if (ends.length > 0 || [item.range.hi, item.range.lo].some((height) => unread.has(height))) {
      for (const height of ends) {
        if (budget < CALLS_PER_STATE) break;
        unread.add(height);
        budget -= CALLS_PER_STATE;
      }
    } else if (budget >= CALLS_PER_STATE) {
      counts.set(item.place, 1);
      budget -= CALLS_PER_STATE;
    }
  }
  // What is left splits the newest ranges further: fewer rounds for the same calls.
  let grew = true;
  while (budget >= CALLS_PER_STATE && grew) {
    grew = false;
    for (const [place, count] of counts) {
      const range = state.open[place];
      if (!range || budget < CALLS_PER_STATE || BigInt(count) >= range.hi - range.lo - 1n) continue;
      counts.set(place, count + 1);
      budget -= CALLS_PER_STATE;
      grew = true;
    }
  }
  const splits = new Map<number, bigint[]>();
  for (const [place, count] of counts) {
    const range = state.open[place];
    if (range) splits.set(place, pointsIn(range, count));
  }
  return { heights: [...unread, ...[...splits.values()].flat()], splits, blocks };
}

async function readState<T extends HistoryTx>(reader: HistoryReader<T>, height: bigint, signal: AbortSignal): Promise<AccountState | null> {
  try {
    const [nonce, balance] = await Promise.all([reader.nonceAt(height, signal), reader.balanceAt(height, signal)]);
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
  const { heights, splits, blocks } = plan(state, reader.batchLimit);
  const [read, txs] = await Promise.all([
    Promise.all(heights.map((height) => readState(reader, height, signal))),
    Promise.all(blocks.map((block) => reader.blockTxs(block.block, signal))),
  ]);
  signal.throwIfAborted();
  const states = { ...state.states };
  let { unreadableAt } = state;
  heights.forEach((height, index) => {
    const found = read[index] ?? null;
    states[stateKey(height)] = found;
    if (found === null) unreadableAt = maxOf(unreadableAt, height);
  });
  const open = state.open.flatMap((range, place) => {
    const points = splits.get(place);
    if (!points) return [range];
    const edges = [range.lo, ...points, range.hi];
    return edges.slice(1).map((hi, index) => ({ lo: edges[index] ?? range.lo, hi }));
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
