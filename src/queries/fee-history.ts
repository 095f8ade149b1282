import { useEffect, useSyncExternalStore } from 'react';
import { mergeSamples, readSample, type FeeSampleByKind, type FeeSampleKind, type GasFeeSample, type ValidatorFeeSample } from '../lib/fee-history';
import { idbDone, idbRequest, openBrowserDb } from '../stores/browser-db';
import { useFeeState } from './dashboard';
import { useValidatorFeeState } from './validators';
import { useNetwork } from '../network/network-context';

/**
 * Fee history without an indexer: every fee state the app sees while a tab is open and visible is
 * kept in IndexedDB, per network, one sample per chain time. Tabs share new samples over a
 * BroadcastChannel so their charts agree.
 */

const DB_NAME = 'node-explorer-fee-history';
const DB_VERSION = 1;
const STORE = 'samples';
const CHANNEL = 'node-explorer-fee-history';
/** Samples older than this (chain time, from the newest) are deleted. */
export const RETENTION_MS = 7 * 24 * 60 * 60_000;
/** Samples held in memory per kind and network at most; the oldest go first. */
const MAX_SAMPLES_IN_MEMORY = 100_000;

/**
 * Where samples go: IndexedDB; memory only, when IndexedDB is unavailable (private mode, blocked);
 * or memory since the browser refused a write for lack of space.
 */
export type FeeHistoryStorage = 'indexeddb' | 'memory' | 'full';

export interface FeeHistorySnapshot {
  gas: GasFeeSample[];
  validator: ValidatorFeeSample[];
  /** False until the stored samples have been read. */
  loaded: boolean;
  storage: FeeHistoryStorage;
  /** Stored records that could not be read and were skipped. */
  skipped: number;
}

interface ChannelMessage {
  scope: string;
  kind: FeeSampleKind;
  sample: GasFeeSample | ValidatorFeeSample;
}

function openDb(): Promise<IDBDatabase | null> {
  return openBrowserDb(DB_NAME, DB_VERSION, (db) => db.createObjectStore(STORE, { keyPath: ['scope', 'kind', 't'] }));
}

function kindRange(scope: string, kind: FeeSampleKind, from = -Infinity, to = Infinity): IDBKeyRange {
  return IDBKeyRange.bound([scope, kind, from], [scope, kind, to]);
}

const QUOTA_EXCEEDED = 'QuotaExceededError';

/** The readable samples among stored records, and how many were not. */
function readAll<K extends FeeSampleKind>(kind: K, records: unknown[]): { samples: FeeSampleByKind[K][]; skipped: number } {
  const samples = records.flatMap((record) => {
    const sample = readSample(kind, record);
    return sample ? [sample] : [];
  });
  return { samples, skipped: records.length - samples.length };
}

/** The samples of one network, in memory and in IndexedDB. */
class FeeHistoryStore {
  private snapshot: FeeHistorySnapshot = { gas: [], validator: [], loaded: false, storage: 'memory', skipped: 0 };
  private readonly listeners = new Set<() => void>();
  private readonly channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

  constructor(private readonly scope: string) {
    this.channel?.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
      if (event.data.scope === this.scope) this.merge(event.data.kind, [event.data.sample]);
    });
    void this.load();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): FeeHistorySnapshot => this.snapshot;

  /**
   * Records a sample seen by this tab; a sample already held (same chain time) is skipped. Other
   * tabs hear of it once it is stored, so a sample any tab shows is never lost to this tab closing
   * before its write commits, and a tab opened meanwhile reads it from storage if not from them.
   */
  async add<K extends FeeSampleKind>(kind: K, sample: FeeSampleByKind[K]): Promise<void> {
    const known = (this.snapshot[kind] as { t: number }[]).some((held) => held.t === sample.t);
    if (known) return;
    this.merge(kind, [sample]);
    await this.write(kind, sample);
    this.channel?.postMessage({ scope: this.scope, kind, sample } satisfies ChannelMessage);
  }

  /** Stores a sample, with the samples past the retention time; a refused write says so instead. */
  private async write<K extends FeeSampleKind>(kind: K, sample: FeeSampleByKind[K]): Promise<void> {
    const db = await openDb();
    if (!db || this.snapshot.storage === 'full') return;
    try {
      const transaction = db.transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      store.put({ ...sample, scope: this.scope, kind });
      store.delete(kindRange(this.scope, kind, -Infinity, sample.t - RETENTION_MS));
      await idbDone(transaction);
    } catch (error) {
      // A full disk fails the write; what is in memory stays, and the page says samples no longer last.
      this.storageFailed(error);
    }
  }

  /** Deletes every stored sample of this network. */
  async clear(): Promise<void> {
    this.update({ ...this.snapshot, gas: [], validator: [] });
    const db = await openDb();
    if (!db) return;
    const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
    await Promise.all([idbRequest(store.delete(kindRange(this.scope, 'gas'))), idbRequest(store.delete(kindRange(this.scope, 'validator')))]);
  }

  private async load(): Promise<void> {
    const db = await openDb();
    if (!db) return this.update({ ...this.snapshot, loaded: true });
    try {
      const store = db.transaction(STORE, 'readonly').objectStore(STORE);
      const [gasRecords, validatorRecords] = await Promise.all([
        idbRequest(store.getAll(kindRange(this.scope, 'gas')) as IDBRequest<unknown[]>),
        idbRequest(store.getAll(kindRange(this.scope, 'validator')) as IDBRequest<unknown[]>),
      ]);
      const gas = readAll('gas', gasRecords);
      const validator = readAll('validator', validatorRecords);
      this.update({
        gas: mergeSamples(gas.samples, this.snapshot.gas),
        validator: mergeSamples(validator.samples, this.snapshot.validator),
        loaded: true,
        storage: this.snapshot.storage === 'full' ? 'full' : 'indexeddb',
        skipped: gas.skipped + validator.skipped,
      });
    } catch {
      this.update({ ...this.snapshot, loaded: true });
    }
  }

  private storageFailed(error: unknown): void {
    const full = error instanceof DOMException && error.name === QUOTA_EXCEEDED;
    this.update({ ...this.snapshot, storage: full ? 'full' : 'memory' });
  }

  private merge<K extends FeeSampleKind>(kind: K, samples: FeeSampleByKind[K][]): void {
    const merged = mergeSamples(this.snapshot[kind] as FeeSampleByKind[K][], samples);
    this.update({ ...this.snapshot, [kind]: merged.slice(-MAX_SAMPLES_IN_MEMORY) });
  }

  private update(next: FeeHistorySnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

const stores = new Map<string, FeeHistoryStore>();

function storeFor(scope: string): FeeHistoryStore {
  let store = stores.get(scope);
  if (!store) {
    store = new FeeHistoryStore(scope);
    stores.set(scope, store);
  }
  return store;
}

/** The stored fee samples of the current network, live; and a way to delete them. */
export function useFeeHistory(): FeeHistorySnapshot & { clear: () => Promise<void> } {
  const store = storeFor(useNetwork().scope);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...snapshot, clear: () => store.clear() };
}

const isVisible = (): boolean => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * Records every fee state this tab fetches. The fee state queries follow the chain head, whose
 * polling pauses while the tab is hidden, so sampling happens only while someone is looking.
 */
export function useFeeSampler(): void {
  const store = storeFor(useNetwork().scope);
  const gas = useFeeState().data;
  const validator = useValidatorFeeState().data;
  useEffect(() => {
    if (gas && isVisible()) void store.add('gas', { t: gas.timestamp.getTime(), capacity: gas.capacity, excess: gas.excess, price: gas.price });
  }, [store, gas]);
  useEffect(() => {
    if (validator && isVisible()) void store.add('validator', { t: validator.timestamp.getTime(), excess: validator.excess, price: validator.price });
  }, [store, validator]);
}
