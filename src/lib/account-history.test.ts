import { describe, expect, it } from 'vitest';
import { extendHistory, historyProgress, startHistory, type HistoryBlock, type HistoryEntry, type HistoryState, type HistoryTx } from './account-history';
import { historyRound, isStateGoneError, searchHistory, type HistoryReader } from './account-history-search';

const ME = '0x00000000000000000000000000000000000000aa';
const OTHER = '0x00000000000000000000000000000000000000bb';
const CONTRACT = '0x00000000000000000000000000000000000000cc';

/** What happens to the account in a block of the fake chain. */
type Event =
  | { block: bigint; kind: 'send'; value: bigint; to?: string }
  | { block: bigint; kind: 'receive'; value: bigint }
  | { block: bigint; kind: 'internal'; value: bigint };

interface FakeCall {
  method: 'nonce' | 'balance' | 'block';
  height: bigint;
}

/** A chain of `head` blocks in which only `events` touch the account; every block also holds a tx of others. */
function fakeChain(events: Event[], { head, batchLimit = 40, prunedBelow }: { head: bigint; batchLimit?: number; prunedBelow?: bigint }) {
  const calls: FakeCall[] = [];
  const check = (height: bigint) => {
    if (height > head) throw new Error('header not found');
    if (prunedBelow !== undefined && height < prunedBelow) throw new Error('missing trie node 9e1c2d (path ) <nil>');
  };
  const upTo = (height: bigint) => events.filter((event) => event.block <= height);
  const reader: HistoryReader<HistoryTx> = {
    batchLimit,
    nonceAt: async (height) => {
      calls.push({ method: 'nonce', height });
      check(height);
      return BigInt(upTo(height).filter((event) => event.kind === 'send').length);
    },
    balanceAt: async (height) => {
      calls.push({ method: 'balance', height });
      check(height);
      return upTo(height).reduce((sum, event) => sum + (event.kind === 'send' ? -event.value : event.value), 1000n);
    },
    blockTxs: async (height): Promise<HistoryBlock<HistoryTx>> => {
      calls.push({ method: 'block', height });
      const own = events.filter((event) => event.block === height);
      const txs = own.map((event, index): HistoryTx => {
        const hash = `0x${height.toString(16)}-${index}`;
        if (event.kind === 'send') return { hash, from: ME, to: event.to ?? OTHER, value: event.value };
        if (event.kind === 'receive') return { hash, from: OTHER, to: ME, value: event.value };
        return { hash, from: OTHER, to: CONTRACT, value: 0n };
      });
      return { number: height, time: height * 2n, txs: [{ hash: `0x${height.toString(16)}-noise`, from: OTHER, to: CONTRACT, value: 1n }, ...txs] };
    },
  };
  return { reader, calls };
}

const summary = (entries: readonly HistoryEntry<HistoryTx>[]) =>
  entries.map((entry) => (entry.kind === 'tx' ? `${entry.block} ${entry.direction} ${entry.tx.value}` : `${entry.block} internal ${entry.change}`));

const search = (state: HistoryState<HistoryTx>, reader: HistoryReader<HistoryTx>, onRound?: (state: HistoryState<HistoryTx>) => void) =>
  searchHistory(state, reader, { signal: new AbortController().signal, onRound });

describe('searchHistory', () => {
  it('default: finds every sent tx, transfer in and internal change, newest first', async () => {
    const events: Event[] = [
      { block: 5n, kind: 'send', value: 10n },
      { block: 40n, kind: 'receive', value: 300n },
      { block: 70n, kind: 'internal', value: 25n },
      { block: 912n, kind: 'send', value: 7n, to: ME },
      { block: 4000n, kind: 'send', value: 1n },
    ];
    const { reader } = fakeChain(events, { head: 5000n });
    const state = await search(startHistory(ME, 5000n), reader);
    expect(summary(state.entries)).toEqual(['4000 out 1', '912 self 7', '70 internal 25', '40 in 300', '5 out 10']);
    const internal = state.entries.find((entry) => entry.kind === 'internal');
    expect(internal?.kind === 'internal' && internal.candidates).toEqual(['0x46-noise', '0x46-0']);
    expect(historyProgress(state)).toEqual({ foundSent: 3n, totalSent: 3n, checkedBackTo: 0n, to: 5000n, done: true, readBackTo: undefined });
  });

  it('behavior: several txs in one block are found in one step and one block read', async () => {
    const events: Event[] = [
      { block: 300n, kind: 'send', value: 1n },
      { block: 300n, kind: 'send', value: 2n },
      { block: 300n, kind: 'send', value: 3n },
    ];
    const { reader, calls } = fakeChain(events, { head: 1000n });
    const state = await search(startHistory(ME, 1000n), reader);
    expect(summary(state.entries)).toEqual(['300 out 3', '300 out 2', '300 out 1']);
    expect(calls.filter((call) => call.method === 'block')).toEqual([{ method: 'block', height: 300n }]);
    expect(historyProgress(state).foundSent).toBe(3n);
  });

  it('behavior: a range whose ends agree on nonce and balance is skipped, so value that came and went in it is not seen', async () => {
    const events: Event[] = [
      { block: 300n, kind: 'receive', value: 50n },
      { block: 305n, kind: 'internal', value: -50n },
    ];
    const { reader, calls } = fakeChain(events, { head: 1000n });
    const state = await search(startHistory(ME, 1000n), reader);
    expect(state.entries).toEqual([]);
    expect(calls.map((call) => call.height)).toEqual([1000n, 1000n, 0n, 0n]);
  });

  it('behavior: splits on the balance alone, reading the nonce only at the newest height and the genesis, while the sent txs found add up', async () => {
    const events: Event[] = [
      { block: 120n, kind: 'send', value: 3n },
      { block: 650n, kind: 'receive', value: 8n },
      { block: 777n, kind: 'send', value: 4n },
    ];
    const { reader, calls } = fakeChain(events, { head: 1000n });
    const state = await search(startHistory(ME, 1000n), reader);
    expect(summary(state.entries)).toEqual(['777 out 4', '650 in 8', '120 out 3']);
    expect(calls.filter((call) => call.method === 'nonce').map((call) => call.height)).toEqual([1000n, 0n]);
  });

  it('behavior: a sent tx whose cost came back within a range of equal balances is found on the nonce once the count falls short', async () => {
    const events: Event[] = [
      { block: 350n, kind: 'send', value: 10n },
      { block: 450n, kind: 'receive', value: 10n },
      { block: 800n, kind: 'receive', value: 5n },
    ];
    // Two calls a round: 0..1000 is split at 333 and 666, and 333..666 has equal balances at its ends.
    const { reader, calls } = fakeChain(events, { head: 1000n, batchLimit: 2 });
    const state = await search(startHistory(ME, 1000n), reader);
    expect(summary(state.entries)).toEqual(['800 in 5', '450 in 10', '350 out 10']);
    expect(historyProgress(state)).toMatchObject({ done: true, foundSent: 1n, totalSent: 1n });
    const nonceHeights = calls.filter((call) => call.method === 'nonce').map((call) => call.height);
    expect(nonceHeights).toEqual(expect.arrayContaining([333n, 666n]));
  });

  it('behavior: no round asks for more calls than the batch limit', async () => {
    const events: Event[] = Array.from({ length: 30 }, (_, index): Event => ({ block: BigInt(index * 97 + 11), kind: index % 2 ? 'send' : 'receive', value: 5n }));
    const { reader, calls } = fakeChain(events, { head: 3000n, batchLimit: 10 });
    let state = startHistory<HistoryTx>(ME, 3000n);
    let rounds = 0;
    while (!historyProgress(state).done) {
      const before = calls.length;
      state = await historyRound(state, reader, new AbortController().signal);
      expect(calls.length - before).toBeLessThanOrEqual(10);
      rounds++;
    }
    expect(rounds).toBeGreaterThan(1);
    expect(state.entries).toHaveLength(30);
  });

  it('behavior: on a pruning node it reads back as far as the node holds state and says so', async () => {
    const events: Event[] = [
      { block: 100n, kind: 'receive', value: 9n },
      { block: 700n, kind: 'send', value: 4n },
      { block: 900n, kind: 'receive', value: 6n },
    ];
    const { reader } = fakeChain(events, { head: 1000n, prunedBelow: 600n });
    const state = await search(startHistory(ME, 1000n), reader);
    expect(summary(state.entries)).toEqual(['900 in 6', '700 out 4']);
    expect(historyProgress(state)).toMatchObject({ done: true, readBackTo: 600n, checkedBackTo: 600n, foundSent: 1n });
  });

  it('behavior: a cancelled search resumes from its last finished round and ends as an uninterrupted one', async () => {
    const events: Event[] = Array.from({ length: 12 }, (_, index): Event => ({ block: BigInt(index * 311 + 3), kind: 'send', value: BigInt(index + 1) }));
    const whole = fakeChain(events, { head: 4000n, batchLimit: 8 });
    const expected = await search(startHistory(ME, 4000n), whole.reader);

    const { reader, calls } = fakeChain(events, { head: 4000n, batchLimit: 8 });
    const controller = new AbortController();
    let saved = startHistory<HistoryTx>(ME, 4000n);
    let rounds = 0;
    const stopped = searchHistory(saved, reader, {
      signal: controller.signal,
      onRound: (state) => {
        saved = state;
        if (++rounds === 3) controller.abort();
      },
    });
    await expect(stopped).rejects.toThrow();
    const progress = historyProgress(saved);
    expect(progress.done).toBe(false);
    expect(progress.checkedBackTo).toBeGreaterThan(0n);

    const callsBefore = calls.length;
    const resumed = await search(saved, reader);
    expect(resumed.entries).toEqual(expected.entries);
    // The resumed part asks less than a new search: what was done is not asked again.
    expect(calls.length - callsBefore).toBeLessThan(whole.calls.length);
  });

  it('behavior: a revisit asks only about blocks after the last one searched', async () => {
    const events: Event[] = [
      { block: 20n, kind: 'send', value: 1n },
      { block: 1500n, kind: 'receive', value: 2n },
    ];
    const { reader, calls } = fakeChain(events, { head: 2000n });
    const first = await search(startHistory(ME, 1000n), reader);
    expect(summary(first.entries)).toEqual(['20 out 1']);
    const callsBefore = calls.length;
    const later = await search(extendHistory(first, 2000n), reader);
    expect(summary(later.entries)).toEqual(['1500 in 2', '20 out 1']);
    expect(calls.slice(callsBefore).every((call) => call.height > 1000n)).toBe(true);
    expect(historyProgress(later)).toMatchObject({ to: 2000n, done: true, foundSent: 1n, totalSent: 1n });
  });

  it('error: any other node error fails the round and leaves the state to resume from', async () => {
    const { reader } = fakeChain([], { head: 10n });
    const failing: HistoryReader<HistoryTx> = { ...reader, nonceAt: async () => Promise.reject(new Error('upstream connect error')) };
    const start = startHistory<HistoryTx>(ME, 10n);
    await expect(historyRound(start, failing, new AbortController().signal)).rejects.toThrow('upstream connect error');
    expect(start.open).toEqual([{ lo: 0n, hi: 10n }]);
  });
});

describe('isStateGoneError', () => {
  it('default: knows the answers of a node without the old state', () => {
    expect(isStateGoneError(new Error('missing trie node 5a3f (path ) <nil>'))).toBe(true);
    expect(isStateGoneError(new Error('historical state 0xab is not available'))).toBe(true);
    expect(isStateGoneError(new Error('required historical state unavailable (reexec=128)'))).toBe(true);
    expect(isStateGoneError(new Error('header not found'))).toBe(false);
  });
});
