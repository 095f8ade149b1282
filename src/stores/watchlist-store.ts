import { useSyncExternalStore } from 'react';
import { applyCheck, dismissAlert, EMPTY_ALERTS, markNotified, type Alert, type AlertsState, type CheckOutcome } from '../lib/alert-rules';
import {
  DEFAULT_NETWORK_RULES,
  exportWatchlist,
  mergeWatchItems,
  newWatchItem,
  parseWatchlistImport,
  watchKey,
  type AlertRules,
  type NetworkRules,
  type RefusedEntry,
  type WatchItem,
  type WatchKind,
} from '../lib/watchlist';
import { idbDone, idbRequest, openBrowserDb } from './browser-db';
import { useNetwork } from '../network/network-context';
import { perScope } from './per-scope';
import { TabSyncedStore } from './tab-synced-store';

/**
 * The watchlist without a backend: starred items, their alert rules and the alerts they raised,
 * kept in IndexedDB per network (one record per network), in memory where IndexedDB is
 * unavailable. Tabs tell each other about changes over a BroadcastChannel.
 */

const DB_NAME = 'node-explorer-watchlist';
const DB_VERSION = 1;
const STORE = 'networks';
const CHANNEL = 'node-explorer-watchlist';

export type WatchlistStorage = 'indexeddb' | 'memory';

export interface WatchlistSnapshot {
  items: WatchItem[];
  networkRules: NetworkRules;
  alerts: AlertsState;
  /** False until the stored record has been read. */
  loaded: boolean;
  storage: WatchlistStorage;
  /** When this tab's last check of the rules started (ms since the epoch): it saw the node as it was then or later. */
  lastCheckedAt?: number;
}

interface NetworkRecord {
  scope: string;
  items: WatchItem[];
  networkRules: NetworkRules;
  alerts: AlertsState;
}

export interface ImportReport {
  added: number;
  updated: number;
  refused: RefusedEntry[];
}

function openWatchlistDb(): Promise<IDBDatabase | null> {
  return openBrowserDb(DB_NAME, DB_VERSION, (db) => db.createObjectStore(STORE, { keyPath: 'scope' }));
}

/** A stored record as this version reads it; a damaged one counts as empty. */
function readRecord(value: unknown): Omit<NetworkRecord, 'scope'> {
  const record = (value ?? {}) as Partial<NetworkRecord>;
  return {
    items: Array.isArray(record.items) ? record.items : [],
    networkRules: record.networkRules && typeof record.networkRules === 'object' ? record.networkRules : { ...DEFAULT_NETWORK_RULES },
    alerts: record.alerts && Array.isArray(record.alerts.active) && Array.isArray(record.alerts.alerts) ? record.alerts : EMPTY_ALERTS,
  };
}

/** The watchlist of one network. */
export class WatchlistStore extends TabSyncedStore<WatchlistSnapshot> {
  private readonly ready: Promise<void>;
  /** Writes go one after another so a later state never lands before an earlier one. */
  private writes: Promise<void> = Promise.resolve();

  constructor(
    scope: string,
    private readonly db: Promise<IDBDatabase | null>,
  ) {
    super(scope, CHANNEL, { items: [], networkRules: { ...DEFAULT_NETWORK_RULES }, alerts: EMPTY_ALERTS, loaded: false, storage: 'memory' });
    this.ready = this.load();
  }

  /** Stars an item with its kind's default rules, or unstars it. */
  async toggle(kind: WatchKind, id: string, parent?: string): Promise<void> {
    await this.ready;
    const key = watchKey({ kind, id, parent });
    const items = this.snapshot.items.some((item) => watchKey(item) === key)
      ? this.snapshot.items.filter((item) => watchKey(item) !== key)
      : [...this.snapshot.items, newWatchItem(kind, id, parent, Date.now())];
    await this.save({ items });
  }

  async setRules(key: string, rules: AlertRules): Promise<void> {
    await this.ready;
    await this.save({ items: this.snapshot.items.map((item) => (watchKey(item) === key ? { ...item, rules } : item)) });
  }

  async setNetworkRules(networkRules: NetworkRules): Promise<void> {
    await this.ready;
    await this.save({ networkRules });
  }

  exportJson(network: string, now: Date = new Date()): string {
    return exportWatchlist(network, this.snapshot.items, this.snapshot.networkRules, now);
  }

  /** Merges an exported watchlist by key; what it refuses is reported, and nothing held is lost. */
  async importJson(text: string, hrp: string): Promise<ImportReport> {
    await this.ready;
    const parsed = parseWatchlistImport(text, hrp, Date.now());
    const merged = mergeWatchItems(this.snapshot.items, parsed.items);
    await this.save({ items: merged.items, ...(parsed.networkRules ? { networkRules: parsed.networkRules } : {}) });
    return { added: merged.added, updated: merged.updated, refused: parsed.refused };
  }

  /** Records a check; returns the alerts it fired. */
  async recordCheck(outcome: CheckOutcome, now: number = Date.now()): Promise<Alert[]> {
    await this.ready;
    const watched = new Set(this.snapshot.items.map(watchKey));
    const { state, fired } = applyCheck(this.snapshot.alerts, outcome, watched, now);
    if (state !== this.snapshot.alerts) await this.save({ alerts: state });
    this.update({ ...this.snapshot, lastCheckedAt: now });
    return fired;
  }

  async dismiss(alertId: string): Promise<void> {
    await this.ready;
    await this.save({ alerts: dismissAlert(this.snapshot.alerts, alertId) });
  }

  async markNotified(alertId: string, outcome: 'shown' | 'failed'): Promise<void> {
    await this.ready;
    await this.save({ alerts: markNotified(this.snapshot.alerts, alertId, outcome) });
  }

  protected async load(): Promise<void> {
    const db = await this.db;
    if (!db) return this.update({ ...this.snapshot, loaded: true });
    try {
      const value = await idbRequest(db.transaction(STORE, 'readonly').objectStore(STORE).get(this.scope));
      this.update({ ...this.snapshot, ...readRecord(value), loaded: true, storage: 'indexeddb' });
    } catch {
      this.update({ ...this.snapshot, loaded: true, storage: 'memory' });
    }
  }

  private save(change: Partial<Omit<NetworkRecord, 'scope'>>): Promise<void> {
    this.update({ ...this.snapshot, ...change });
    const { items, networkRules, alerts } = this.snapshot;
    const record: NetworkRecord = { scope: this.scope, items, networkRules, alerts };
    this.writes = this.writes.then(() => this.write(record));
    return this.writes;
  }

  private async write(record: NetworkRecord): Promise<void> {
    const db = await this.db;
    if (!db || this.snapshot.storage === 'memory') return;
    try {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(record);
      await idbDone(transaction);
      this.announce();
    } catch {
      // A refused write (full disk, blocked) leaves the list in memory for this tab.
      this.update({ ...this.snapshot, storage: 'memory' });
    }
  }
}

export const watchlistStoreFor = perScope((scope) => new WatchlistStore(scope, openWatchlistDb()));

/** The current network's watchlist, live, and its store for changes. */
export function useWatchlist(): WatchlistSnapshot & { store: WatchlistStore } {
  const store = watchlistStoreFor(useNetwork().scope);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...snapshot, store };
}
