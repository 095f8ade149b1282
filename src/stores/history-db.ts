import { idbDone, idbRequest, openBrowserDb } from './browser-db';
import { HistoryStore, type HistoryBackend, type SavedHistory } from './history-store';

const DB_NAME = 'node-explorer-account-histories';
const DB_VERSION = 1;
/** The saved searches, by key. */
const HISTORIES = 'histories';
/** When each was saved, apart from the searches so that eviction reads none of them. */
const SAVED = 'saved';

function upgrade(db: IDBDatabase): void {
  db.createObjectStore(HISTORIES, { keyPath: 'key' });
  db.createObjectStore(SAVED, { keyPath: 'key' });
}

/** The saved account histories in IndexedDB (bigints are stored as they are); null where the browser has none. */
export async function openHistoryDb(): Promise<HistoryBackend | null> {
  const db = await openBrowserDb(DB_NAME, DB_VERSION, upgrade);
  if (!db) return null;
  const write = (work: (transaction: IDBTransaction) => void): Promise<void> => {
    const transaction = db.transaction([HISTORIES, SAVED], 'readwrite');
    work(transaction);
    return idbDone(transaction);
  };
  return {
    get: (key) => idbRequest(db.transaction(HISTORIES, 'readonly').objectStore(HISTORIES).get(key)),
    put: (saved: SavedHistory) =>
      write((transaction) => {
        transaction.objectStore(HISTORIES).put(saved);
        transaction.objectStore(SAVED).put({ key: saved.key, savedAt: saved.savedAt });
      }),
    saved: () => idbRequest(db.transaction(SAVED, 'readonly').objectStore(SAVED).getAll() as IDBRequest<{ key: string; savedAt: number }[]>),
    remove: (keys) =>
      write((transaction) => {
        for (const key of keys) {
          transaction.objectStore(HISTORIES).delete(key);
          transaction.objectStore(SAVED).delete(key);
        }
      }),
    clear: () =>
      write((transaction) => {
        transaction.objectStore(HISTORIES).clear();
        transaction.objectStore(SAVED).clear();
      }),
  };
}

let deviceHistories: HistoryStore | undefined;
/** The histories saved in this browser profile, opened when first needed. */
export const savedHistories = (): HistoryStore => (deviceHistories ??= new HistoryStore(openHistoryDb()));
