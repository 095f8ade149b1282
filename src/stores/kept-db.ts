import { idbDone, idbRequest, openBrowserDb } from './browser-db';
import type { KeptBackend, KeptRecord, KeptUsage } from './kept-store';

const DB_NAME = 'node-explorer-kept-answers';
const DB_VERSION = 1;
/** The records, by query key hash. */
const ANSWERS = 'answers';
/** Size and last use per record, apart from the records so that counting and eviction read no answers. */
const USAGE = 'usage';

function upgrade(db: IDBDatabase): void {
  db.createObjectStore(ANSWERS, { keyPath: 'key' });
  db.createObjectStore(USAGE, { keyPath: 'key' });
}

/** The kept answers in IndexedDB; null where the browser has none (private mode, blocked). */
export async function openKeptDb(): Promise<KeptBackend | null> {
  const db = await openBrowserDb(DB_NAME, DB_VERSION, upgrade);
  if (!db) return null;
  const write = (stores: string[], work: (transaction: IDBTransaction) => void): Promise<void> => {
    const transaction = db.transaction(stores, 'readwrite');
    work(transaction);
    return idbDone(transaction);
  };
  return {
    get: (key) => idbRequest(db.transaction(ANSWERS, 'readonly').objectStore(ANSWERS).get(key)),
    put: (record: KeptRecord, usage: KeptUsage) =>
      write([ANSWERS, USAGE], (transaction) => {
        transaction.objectStore(ANSWERS).put(record);
        transaction.objectStore(USAGE).put(usage);
      }),
    // Only a record still there: another tab may have deleted it meanwhile.
    touch: (usage) =>
      write([USAGE], (transaction) => {
        const store = transaction.objectStore(USAGE);
        const held = store.getKey(usage.key);
        held.onsuccess = () => {
          if (held.result !== undefined) store.put(usage);
        };
      }),
    remove: (keys) =>
      write([ANSWERS, USAGE], (transaction) => {
        for (const key of keys) {
          transaction.objectStore(ANSWERS).delete(key);
          transaction.objectStore(USAGE).delete(key);
        }
      }),
    usage: () => idbRequest(db.transaction(USAGE, 'readonly').objectStore(USAGE).getAll() as IDBRequest<KeptUsage[]>),
    clear: () =>
      write([ANSWERS, USAGE], (transaction) => {
        transaction.objectStore(ANSWERS).clear();
        transaction.objectStore(USAGE).clear();
      }),
  };
}
