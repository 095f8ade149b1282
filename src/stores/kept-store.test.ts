import { describe, expect, it } from 'vitest';
import { KeptStore, keptSize, type KeptBackend, type KeptCall, type KeptRecord } from './kept-store';
import { memoryKeptBackend } from './testing/memory-kept-backend';

/** A record whose one call weighs about `bytes`. */
function record(key: string, bytes = 100, network = 'n1'): KeptRecord {
  const call: KeptCall = { call: `call ${key}`, sent: { url: 'u', method: 'm', params: {} }, requestText: '{}', responseText: 'x'.repeat(bytes) };
  return { key, network, calls: [call] };
}

/** A clock the test moves by hand, so "least recently used" is exact. */
function clock() {
  let time = 0;
  return { now: () => time, tick: () => void (time += 1) };
}

const limits = { maxBytes: 1000, maxRecordBytes: 400 };

describe('KeptStore', () => {
  it('default: a record written is read back as written, and counted in the summary', async () => {
    const store = new KeptStore(Promise.resolve(memoryKeptBackend()), limits);
    await store.write(record('a'));
    expect(await store.read('a')).toEqual(record('a'));
    expect(await store.read('b')).toBeUndefined();
    expect(await store.summary()).toEqual({ available: true, entries: 1, bytes: keptSize(record('a').calls) });
  });

  it('behavior: past the bound the least recently used go first, and reading counts as use', async () => {
    const time = clock();
    const store = new KeptStore(Promise.resolve(memoryKeptBackend()), limits, time.now);
    for (const key of ['a', 'b', 'c', 'd']) {
      await store.write(record(key, 200));
      time.tick();
    }
    expect(await store.read('a')).toBeDefined();
    time.tick();
    await store.write(record('e', 200));
    await store.write(record('f', 200));
    // The fifth record of 204 bytes passed 1,000: down to 800 at most, oldest use first (b, c; a was read since).
    expect((await store.summary()).bytes).toBeLessThanOrEqual(1000);
    expect(await store.read('b')).toBeUndefined();
    expect(await store.read('c')).toBeUndefined();
    for (const key of ['a', 'd', 'e', 'f']) expect(await store.read(key)).toBeDefined();
  });

  it('behavior: search finds the wanted records that hold something, most recently used first, and does not mark them used', async () => {
    const time = clock();
    const backend = memoryKeptBackend();
    const store = new KeptStore(Promise.resolve(backend), limits, time.now);
    for (const key of ['block 1', 'tx 2', 'block 3', 'block 4']) {
      await store.write({ ...record(key), calls: [{ ...record(key).calls[0]!, responseText: key === 'block 1' || key === 'block 4' ? '"id":"x"' : 'y' }] });
      time.tick();
    }
    const usedBefore = await backend.usage();
    const found = await store.search((key) => key.startsWith('block'), (kept) => kept.calls.some((call) => call.responseText.includes('"x"')), 10);
    expect(found.map((kept) => kept.key)).toEqual(['block 4', 'block 1']);
    expect(await backend.usage()).toEqual(usedBefore);
    // The limit counts records read: the two most recent blocks, of which one holds it.
    expect((await store.search((key) => key.startsWith('block'), () => true, 2)).map((kept) => kept.key)).toEqual(['block 4', 'block 3']);
  });

  it('behavior: an answer larger than a record may be is not kept', async () => {
    const store = new KeptStore(Promise.resolve(memoryKeptBackend()), limits);
    await store.write(record('big', 500));
    expect(await store.summary()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('behavior: a damaged record reads as absent and is deleted', async () => {
    const backend = memoryKeptBackend();
    const store = new KeptStore(Promise.resolve(backend), limits);
    for (const damaged of ['not a record', { key: 'a', network: 'n1', calls: [] }, { key: 'a', network: 'n1', calls: [{ call: 1 }] }, { ...record('other'), key: 'x' }]) {
      backend.records.set('a', damaged);
      expect(await store.read('a')).toBeUndefined();
      expect(backend.records.has('a')).toBe(false);
    }
  });

  it('behavior: a browser out of space drops the oldest half and the page goes on', async () => {
    const time = clock();
    const store = new KeptStore(Promise.resolve(memoryKeptBackend(700)), limits, time.now);
    for (const key of ['a', 'b', 'c']) {
      await store.write(record(key, 200));
      time.tick();
    }
    await expect(store.write(record('d', 200))).resolves.toBeUndefined();
    expect(await store.read('a')).toBeUndefined();
    expect(await store.read('d')).toBeUndefined();
    await store.write(record('e', 200));
    expect(await store.read('e')).toBeDefined();
  });

  it('behavior: clear empties it', async () => {
    const store = new KeptStore(Promise.resolve(memoryKeptBackend()), limits);
    await store.write(record('a'));
    await store.clear();
    expect(await store.summary()).toEqual({ available: true, entries: 0, bytes: 0 });
    expect(await store.read('a')).toBeUndefined();
  });

  it('error: without storage (private mode) nothing is kept and nothing fails', async () => {
    const store = new KeptStore(Promise.resolve(null), limits);
    await store.write(record('a'));
    expect(await store.read('a')).toBeUndefined();
    expect(await store.available()).toBe(false);
    expect(await store.summary()).toEqual({ available: false, entries: 0, bytes: 0 });
  });

  it('error: a backend that fails every call (a closed database, another tab upgrading) reads as empty', async () => {
    const failing: KeptBackend = {
      get: () => Promise.reject(new Error('closed')),
      put: () => Promise.reject(new Error('closed')),
      touch: () => Promise.reject(new Error('closed')),
      remove: () => Promise.reject(new Error('closed')),
      usage: () => Promise.reject(new Error('closed')),
      clear: () => Promise.reject(new Error('closed')),
    };
    const store = new KeptStore(Promise.resolve(failing), limits);
    await expect(store.write(record('a'))).resolves.toBeUndefined();
    await expect(store.read('a')).resolves.toBeUndefined();
    await expect(store.summary()).resolves.toEqual({ available: true, entries: 0, bytes: 0 });
  });
});
