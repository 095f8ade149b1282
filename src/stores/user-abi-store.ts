import { useSyncExternalStore } from 'react';
import { checkUserAbi, exportAbiFile, parseAbiFile, userAbiKey, type UserAbi } from '../lib/abi/abi-file';
import { idbDone, idbRequest, openBrowserDb } from './browser-db';
import { useNetwork } from '../network/network-context';
import { perScope } from './per-scope';
import { TabSyncedStore } from './tab-synced-store';

/**
 * ABIs the user pasted, kept in IndexedDB per network (one record per network, chain and address),
 * in memory where IndexedDB is unavailable or a write is refused. Nothing leaves the browser; tabs
 * tell each other about changes over a BroadcastChannel, and a damaged record is left out.
 */
const DB_NAME = 'node-explorer-abis';
const DB_VERSION = 1;
const STORE = 'abis';
const SCOPE_INDEX = 'scope';
const CHANNEL = 'node-explorer-abis';

export type AbiStorage = 'indexeddb' | 'memory';

export interface UserAbiSnapshot {
  /** By `userAbiKey(chain, address)`. */
  abis: ReadonlyMap<string, UserAbi>;
  loaded: boolean;
  storage: AbiStorage;
}

interface StoredRecord extends UserAbi {
  id: string;
  scope: string;
}

function openAbiDb(): Promise<IDBDatabase | null> {
  return openBrowserDb(DB_NAME, DB_VERSION, (db) => db.createObjectStore(STORE, { keyPath: 'id' }).createIndex(SCOPE_INDEX, SCOPE_INDEX));
}

export class UserAbiStore extends TabSyncedStore<UserAbiSnapshot> {
  private readonly ready: Promise<void>;
  /** Writes go one after another so a later state never lands before an earlier one. */
  private writes: Promise<void> = Promise.resolve();

  constructor(
    scope: string,
    private readonly db: Promise<IDBDatabase | null>,
  ) {
    super(scope, CHANNEL, { abis: new Map(), loaded: false, storage: 'memory' });
    this.ready = this.load();
  }

  /** Adds or replaces the ABI of an address. */
  async save(entry: UserAbi): Promise<void> {
    await this.ready;
    const abis = new Map(this.snapshot.abis);
    abis.set(userAbiKey(entry.chain, entry.address), entry);
    this.update({ ...this.snapshot, abis });
    await this.write([entry], []);
  }

  async remove(chain: string, address: string): Promise<void> {
    await this.ready;
    const key = userAbiKey(chain, address);
    const abis = new Map(this.snapshot.abis);
    abis.delete(key);
    this.update({ ...this.snapshot, abis });
    await this.write([], [key]);
  }

  exportJson(network: string, now: Date = new Date()): string {
    return exportAbiFile(network, [...this.snapshot.abis.values()], now);
  }

  /** Adds the file's ABIs, replacing those of the same chain and address; reports what it refused. */
  async importJson(text: string): Promise<{ added: number; replaced: number; refused: Array<{ index: number; reason: string }> }> {
    await this.ready;
    const { entries, refused } = parseAbiFile(text, Date.now());
    const abis = new Map(this.snapshot.abis);
    let replaced = 0;
    for (const entry of entries) {
      const key = userAbiKey(entry.chain, entry.address);
      if (abis.has(key)) replaced++;
      abis.set(key, entry);
    }
    this.update({ ...this.snapshot, abis });
    await this.write(entries, []);
    return { added: entries.length - replaced, replaced, refused };
  }

  protected async load(): Promise<void> {
    const db = await this.db;
    if (!db) return this.update({ ...this.snapshot, loaded: true });
    try {
      const records = await idbRequest(db.transaction(STORE, 'readonly').objectStore(STORE).index(SCOPE_INDEX).getAll(this.scope));
      const abis = new Map<string, UserAbi>();
      for (const record of records as unknown[]) {
        const checked = checkUserAbi(record, Date.now());
        if ('entry' in checked) abis.set(userAbiKey(checked.entry.chain, checked.entry.address), checked.entry);
      }
      this.update({ abis, loaded: true, storage: 'indexeddb' });
    } catch {
      this.update({ ...this.snapshot, loaded: true, storage: 'memory' });
    }
  }

  private write(put: readonly UserAbi[], remove: readonly string[]): Promise<void> {
    this.writes = this.writes.then(async () => {
      const db = await this.db;
      if (!db || this.snapshot.storage === 'memory') return;
      try {
        const transaction = db.transaction(STORE, 'readwrite');
        const store = transaction.objectStore(STORE);
        for (const entry of put) store.put({ ...entry, id: `${this.scope}\n${userAbiKey(entry.chain, entry.address)}`, scope: this.scope } satisfies StoredRecord);
        for (const key of remove) store.delete(`${this.scope}\n${key}`);
        await idbDone(transaction);
        this.announce();
      } catch {
        // A refused write (quota, blocked) keeps the ABIs in memory for this tab.
        this.update({ ...this.snapshot, storage: 'memory' });
      }
    });
    return this.writes;
  }
}

export const userAbiStoreFor = perScope((scope) => new UserAbiStore(scope, openAbiDb()));

/** The current network's user ABIs, live, and the store for changes. */
export function useUserAbis(): UserAbiSnapshot & { store: UserAbiStore } {
  const store = userAbiStoreFor(useNetwork().scope);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...snapshot, store };
}
