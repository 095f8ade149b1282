import { describe, expect, it } from 'vitest';
import { startHistory, type HistoryTx } from '../lib/account-history';
import { historyKey, HistoryStore, type HistoryBackend, type SavedHistory } from './history-store';

function memoryBackend(): HistoryBackend & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  return {
    records,
    get: async (key) => records.get(key),
    put: async (saved: SavedHistory) => void records.set(saved.key, structuredClone(saved)),
    saved: async () => [...records.values()].map((record) => {
      const { key, savedAt } = record as SavedHistory;
      return { key, savedAt };
    }),
    remove: async (keys) => keys.forEach((key) => records.delete(key)),
    clear: async () => records.clear(),
  };
}

const ADDRESS = '0x00000000000000000000000000000000000000AA';
const tx: HistoryTx = { hash: '0x01', from: ADDRESS, to: null, value: 5n };

describe('HistoryStore', () => {
  it('default: gives back a saved search as it was, bigints and all', async () => {
    const backend = memoryBackend();
    const store = new HistoryStore(Promise.resolve(backend));
    const state = { ...startHistory<HistoryTx>(ADDRESS, 90n), states: { '90': { nonce: 1n, balance: 10n ** 20n } } };
    const saved = { ...state, entries: [{ kind: 'tx' as const, block: 7n, time: 14n, index: 0, direction: 'out' as const, tx }] };
    const key = historyKey('1:abc', 'C', ADDRESS);
    await store.save(key, saved);
    expect(await store.load(key)).toEqual(saved);
    // Another tab, or this one after a reload, reads it from the backend.
    expect(await new HistoryStore(Promise.resolve(backend)).load(key)).toEqual(saved);
    expect(await store.load(historyKey('1:abc', 'C', '0x00000000000000000000000000000000000000bb'))).toBeUndefined();
  });

  it('behavior: keeps the most recently saved searches past its bound', async () => {
    let now = 0;
    const backend = memoryBackend();
    const store = new HistoryStore(Promise.resolve(backend), () => ++now, 2);
    for (const name of ['a', 'b', 'c']) await store.save(name, startHistory(ADDRESS, 1n));
    expect([...backend.records.keys()]).toEqual(['b', 'c']);
  });

  it('error: a damaged record reads as none, and storage trouble only means nothing is kept beyond the tab', async () => {
    const backend = memoryBackend();
    backend.records.set('k', { key: 'k', savedAt: 1, state: { address: ADDRESS, to: '12' } });
    const store = new HistoryStore(Promise.resolve(backend));
    expect(await store.load('k')).toBeUndefined();
    const refusing = new HistoryStore(Promise.resolve({ ...backend, put: () => Promise.reject(new DOMException('full', 'QuotaExceededError')) }));
    await expect(refusing.save('k', startHistory(ADDRESS, 1n))).resolves.toBeUndefined();
    // Where the browser keeps nothing, the tab still does.
    const none = new HistoryStore(Promise.resolve(null));
    await none.save('k', startHistory(ADDRESS, 1n));
    expect(await none.load('k')).toEqual(startHistory(ADDRESS, 1n));
  });

  it('behavior: clearing deletes every saved search, in this tab and in the browser', async () => {
    const backend = memoryBackend();
    const store = new HistoryStore(Promise.resolve(backend));
    for (const name of ['a', 'b']) await store.save(name, startHistory(ADDRESS, 1n));
    await store.clear();
    expect(backend.records.size).toBe(0);
    expect(await store.load('a')).toBeUndefined();
    expect(await new HistoryStore(Promise.resolve(backend)).load('b')).toBeUndefined();
    // Where the browser keeps nothing, the tab's own saves go.
    const none = new HistoryStore(Promise.resolve(null));
    await none.save('a', startHistory(ADDRESS, 1n));
    await none.clear();
    expect(await none.load('a')).toBeUndefined();
  });
});
