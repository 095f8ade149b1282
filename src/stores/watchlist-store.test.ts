import { describe, expect, it } from 'vitest';
import { NETWORK_KEY } from '../lib/alert-rules';
import { watchKey } from '../lib/watchlist';
import { WatchlistStore } from './watchlist-store';

const HRP = 'local';
const NODE = 'NodeID-7deoFLnuF2GcAhyKYxtfEXW6UALJFnyYm';
const VALIDATION = 'SRSn3aZHKq9mhNXy8bwxRrFmkrnNFuhD1nDfZMVyqV975hT6V';
const ADDRESS = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';

/** A store without IndexedDB: the memory fallback. */
const memoryStore = (scope: string) => new WatchlistStore(scope, Promise.resolve(null));

describe('WatchlistStore', () => {
  it('default: starring toggles an item with its default rules, in memory when IndexedDB is unavailable', async () => {
    const store = memoryStore('local');
    await store.toggle('validator', NODE);
    expect(store.getSnapshot().storage).toBe('memory');
    expect(store.getSnapshot().items.map((item) => [item.kind, item.id, item.rules.endingWithinDays])).toEqual([['validator', NODE, 7]]);
    await store.toggle('validator', NODE);
    expect(store.getSnapshot().items).toEqual([]);
  });

  it('behavior: an export imported into another store gives the same list and rules', async () => {
    const source = memoryStore('local');
    await source.toggle('validator', NODE);
    await source.toggle('l1Validator', VALIDATION);
    await source.setRules(watchKey({ kind: 'l1Validator', id: VALIDATION }), { runwayBelowDays: 2.5 });
    await source.setNetworkRules({ gasPriceAboveMultiple: 4 });
    const target = memoryStore('local');
    const report = await target.importJson(source.exportJson('local'), HRP);
    expect(report).toEqual({ added: 2, updated: 0, refused: [] });
    expect(target.getSnapshot().items).toEqual(source.getSnapshot().items);
    expect(target.getSnapshot().networkRules).toEqual({ gasPriceAboveMultiple: 4 });
  });

  it('error: a bad import is refused and reported, and nothing held is lost', async () => {
    const store = memoryStore('local');
    await store.toggle('address', ADDRESS);
    const held = store.getSnapshot().items;
    const broken = await store.importJson('{"format":"node-explorer-watchlist","version":1,"items":[{"kind":"validator","id":"NodeID-x"}]}', HRP);
    expect(broken.added).toBe(0);
    expect(broken.refused).toHaveLength(1);
    const notJson = await store.importJson('not json', HRP);
    expect(notJson.refused[0]!.reason).toMatch(/not JSON/);
    const empty = await store.importJson('{"format":"node-explorer-watchlist","version":1,"items":[]}', HRP);
    expect(empty).toEqual({ added: 0, updated: 0, refused: [] });
    expect(store.getSnapshot().items).toEqual(held);
  });

  it('behavior: each network has its own list and alerts', async () => {
    const local = memoryStore('local');
    const fuji = memoryStore('fuji');
    await local.toggle('validator', NODE);
    await local.recordCheck({ conditions: [{ key: `${NETWORK_KEY}|gasPrice`, rule: 'gasPrice', facts: {} }], checked: new Set([NETWORK_KEY]) });
    expect(local.getSnapshot().items).toHaveLength(1);
    expect(local.getSnapshot().alerts.alerts).toHaveLength(1);
    expect(fuji.getSnapshot().items).toEqual([]);
    expect(fuji.getSnapshot().alerts.alerts).toEqual([]);
  });

  it('behavior: a recorded check fires once per episode and a dismissed alert is gone', async () => {
    const store = memoryStore('local');
    const outcome = { conditions: [{ key: `${NETWORK_KEY}|gasPrice`, rule: 'gasPrice' as const, facts: {} }], checked: new Set([NETWORK_KEY]) };
    expect(store.getSnapshot().lastCheckedAt).toBeUndefined();
    const fired = await store.recordCheck(outcome, 1);
    expect(fired).toHaveLength(1);
    expect(await store.recordCheck(outcome, 2)).toEqual([]);
    expect(store.getSnapshot().lastCheckedAt).toBe(2);
    await store.markNotified(fired[0]!.id, 'shown');
    expect(store.getSnapshot().alerts.alerts[0]!.notified).toBe('shown');
    await store.dismiss(fired[0]!.id);
    expect(store.getSnapshot().alerts.alerts).toEqual([]);
  });
});
