import { describe, expect, it, vi } from 'vitest';
import type { UserAbi } from '../lib/abi/abi-file';
import { UserAbiStore } from './user-abi-store';

const ADDRESS = '0x00000000000000000000000000000000000000aa';
const ABI = [{ type: 'function', name: 'poke', stateMutability: 'nonpayable', inputs: [], outputs: [] }] as const;
const entry = (chain = 'C', address = ADDRESS): UserAbi => ({ chain, address, name: 'Poker', abi: [...ABI], addedAt: 1 });

/**
 * Just enough of IndexedDB for the store: reads answer with `records`, writes complete or are
 * refused (a full disk) a moment later.
 */
function fakeDb(records: unknown[], options: { refuseWrites?: boolean } = {}) {
  const written: unknown[] = [];
  const later = (run: () => void) => void Promise.resolve().then(run);
  const request = (result: unknown) => {
    const req: { result: unknown; onsuccess?: () => void } = { result };
    later(() => req.onsuccess?.());
    return req;
  };
  const db = {
    transaction: (_store: string, mode: string) => {
      const transaction: { oncomplete?: () => void; onabort?: () => void; error: Error | null; objectStore: () => unknown } = {
        error: null,
        objectStore: () => ({
          index: () => ({ getAll: () => request(records) }),
          put: (record: unknown) => written.push(record),
          delete: () => undefined,
        }),
      };
      if (mode === 'readwrite') {
        later(() => {
          if (options.refuseWrites) {
            transaction.error = new Error('QuotaExceededError');
            transaction.onabort?.();
          } else transaction.oncomplete?.();
        });
      }
      return transaction;
    },
  };
  return { db: Promise.resolve(db as unknown as IDBDatabase), written };
}

describe('UserAbiStore', () => {
  it('default: an ABI saved for an address is kept per chain and address, and written with its network', async () => {
    const { db, written } = fakeDb([]);
    const store = new UserAbiStore('local', db);
    await store.save(entry());
    expect([...store.getSnapshot().abis.keys()]).toEqual([`C:${ADDRESS}`]);
    expect(store.getSnapshot().storage).toBe('indexeddb');
    expect(written).toEqual([{ ...entry(), id: `local\nC:${ADDRESS}`, scope: 'local' }]);
    await store.remove('C', ADDRESS);
    expect(store.getSnapshot().abis.size).toBe(0);
  });

  it('behavior: damaged stored records are left out, the whole ones read', async () => {
    const { db } = fakeDb([{ ...entry(), id: 'x', scope: 'local' }, { chain: 'C', address: '0x12', abi: [] }, 'garbage', { ...entry('C', '0x00000000000000000000000000000000000000bb'), abi: [{ type: 'nonsense' }] }]);
    const store = new UserAbiStore('local', db);
    await vi.waitFor(() => expect(store.getSnapshot().loaded).toBe(true));
    expect([...store.getSnapshot().abis.keys()]).toEqual([`C:${ADDRESS}`]);
  });

  it('error: a refused write (quota) keeps the ABIs in memory for this tab', async () => {
    const { db } = fakeDb([], { refuseWrites: true });
    const store = new UserAbiStore('local', db);
    await store.save(entry());
    expect(store.getSnapshot().storage).toBe('memory');
    expect(store.getSnapshot().abis.size).toBe(1);
  });

  it('behavior: an export imported into another store gives the same ABIs; bad entries are refused with why', async () => {
    const source = new UserAbiStore('local', Promise.resolve(null));
    await source.save(entry());
    await source.save(entry('2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt'));
    const target = new UserAbiStore('local', Promise.resolve(null));
    await target.save(entry());
    const file = JSON.parse(source.exportJson('local')) as { abis: unknown[] };
    file.abis.push({ chain: 'C', address: ADDRESS, name: 'Broken', abi: [{ type: 'function', name: 'f', inputs: [{ type: 'uint7' }] }] });
    const report = await target.importJson(JSON.stringify(file));
    expect(report).toEqual({
      added: 1,
      replaced: 1,
      refused: [{ index: 2, reason: 'This ABI is malformed: item 1 (function f): input 1 has type "uint7", which is not a Solidity type.' }],
    });
    expect([...target.getSnapshot().abis.values()]).toEqual([...source.getSnapshot().abis.values()]);
    expect((await target.importJson('not json')).refused).toEqual([{ index: -1, reason: 'the file is not JSON' }]);
  });
});
