import { isRecord } from '../lib/json-value';
import type { HistoryState, HistoryTx } from '../lib/account-history';

/**
 * Account histories found on this device, kept across visits: a past block's answer never changes,
 * so a revisit resumes the saved search and asks only about newer blocks. Held per network (its
 * identity, as the kept answers are), chain and address; bounded in records, the least recently
 * saved going first. The logic is here, over any backend; `history-db.ts` is the IndexedDB one.
 */

export interface SavedHistory {
  /** Network identity, chain and address. */
  key: string;
  savedAt: number;
  state: HistoryState<HistoryTx>;
}

/** Where saved histories live. Every method may reject (quota, a closed database); the store copes. */
export interface HistoryBackend {
  get(key: string): Promise<unknown>;
  put(saved: SavedHistory): Promise<void>;
  /** Each record's key and when it was saved, without the records. */
  saved(): Promise<{ key: string; savedAt: number }[]>;
  remove(keys: readonly string[]): Promise<void>;
  clear(): Promise<void>;
}

/** Accounts whose history is kept at most. */
const MAX_KEPT_HISTORIES = 50;

export const historyKey = (network: string, chain: string, address: string): string => `${network}|${chain}|${address.toLowerCase()}`;

function isHistoryState(value: unknown): value is HistoryState<HistoryTx> {
  return (
    isRecord(value) &&
    typeof value.address === 'string' &&
    typeof value.to === 'bigint' &&
    isRecord(value.states) &&
    Array.isArray(value.open) &&
    Array.isArray(value.skipped) &&
    Array.isArray(value.changed) &&
    Array.isArray(value.entries) &&
    (value.unreadableAt === undefined || typeof value.unreadableAt === 'bigint')
  );
}

export class HistoryStore {
  /** This tab's saves, also where the browser keeps nothing (private mode): read before the backend. */
  private readonly memory = new Map<string, SavedHistory>();

  constructor(
    private readonly backend: Promise<HistoryBackend | null>,
    private readonly now: () => number = Date.now,
    private readonly maxRecords = MAX_KEPT_HISTORIES,
  ) {}

  /** The saved search, or undefined when there is none or it does not read as one. */
  async load<T extends HistoryTx>(key: string): Promise<HistoryState<T> | undefined> {
    const backend = await this.backend;
    const stored = this.memory.get(key) ?? (await backend?.get(key).catch(() => undefined));
    if (!isRecord(stored) || stored.key !== key || !isHistoryState(stored.state)) return undefined;
    return stored.state as HistoryState<T>;
  }

  /** Saves a search's state; the least recently saved go past the bound. Storage trouble only means it is not kept. */
  async save<T extends HistoryTx>(key: string, state: HistoryState<T>): Promise<void> {
    const saved = { key, savedAt: this.now(), state };
    this.memory.delete(key);
    this.memory.set(key, saved);
    for (const old of this.memory.keys()) if (this.memory.size > this.maxRecords) this.memory.delete(old);
    const backend = await this.backend;
    if (!backend) return;
    try {
      await backend.put(saved);
      const held = await backend.saved();
      if (held.length <= this.maxRecords) return;
      const oldest = held.sort((a, b) => a.savedAt - b.savedAt).slice(0, held.length - this.maxRecords);
      await backend.remove(oldest.map((entry) => entry.key));
    } catch {
      // Not kept: the next visit searches again.
    }
  }

  /** Deletes every saved search, this tab's and the browser's: the next visit searches from the start. */
  async clear(): Promise<void> {
    this.memory.clear();
    const backend = await this.backend;
    await backend?.clear();
  }
}
