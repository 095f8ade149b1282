/**
 * The browser's own database (IndexedDB) for what the app keeps without a backend: one database per
 * feature, opened once. Resolves to null where IndexedDB is unavailable (private mode, blocked,
 * tests), so each feature falls back to memory.
 */

export function idbRequest<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves once a write transaction is committed. */
export function idbDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    // The failed request's error (a full disk's QuotaExceededError), which the transaction takes on only once it aborts.
    transaction.onerror = (event) => reject((event.target as IDBRequest | null)?.error ?? transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

const opened = new Map<string, Promise<IDBDatabase | null>>();

/** The named database, created by `upgrade` the first time; the same promise for every caller. */
export function openBrowserDb(name: string, version: number, upgrade: (db: IDBDatabase) => void): Promise<IDBDatabase | null> {
  let db = opened.get(name);
  if (!db) {
    db = new Promise((resolve) => {
      if (typeof indexedDB === 'undefined') return resolve(null);
      try {
        const open = indexedDB.open(name, version);
        open.onupgradeneeded = () => upgrade(open.result);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => resolve(null);
        open.onblocked = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
    opened.set(name, db);
  }
  return db;
}
