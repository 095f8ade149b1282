import { isRecord } from '../lib/json-value';
import type { SentCall } from '../rpc/client';

/**
 * Answers kept on this device across visits (final chain data only), bounded in bytes and evicted
 * least recently used first. The logic is here, over any backend; `kept-db.ts` is the IndexedDB one.
 */

/** One call of a kept answer: how the app made it, what went on the wire and the node's answer, as text. */
export interface KeptCall {
  /** The call as the app made it (method, params, chain): found again whatever the wire looks like. */
  call: string;
  sent: SentCall;
  requestText: string;
  responseText: string;
}

/** A query's kept answer: the calls its fetch made, on the network (its identity) that answered them. */
export interface KeptRecord {
  /** The query's key hash. */
  key: string;
  network: string;
  calls: KeptCall[];
}

export interface KeptUsage {
  key: string;
  size: number;
  usedAt: number;
}

/** Where records live. Every method may reject (quota, a closed database); the store copes. */
export interface KeptBackend {
  /** The stored record as read, unchecked (it may be corrupt). */
  get(key: string): Promise<unknown>;
  put(record: KeptRecord, usage: KeptUsage): Promise<void>;
  touch(usage: KeptUsage): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
  usage(): Promise<KeptUsage[]>;
  clear(): Promise<void>;
}

export interface KeptLimits {
  /** Bytes kept at most, all records together. */
  maxBytes: number;
  /** A larger answer is not kept (a full EVM block of a busy chain, say). */
  maxRecordBytes: number;
}

export const DEFAULT_KEPT_LIMITS: KeptLimits = { maxBytes: 20 * 1024 * 1024, maxRecordBytes: 1024 * 1024 };
/** Eviction goes down to this share of the bound, so that it runs once in a while, not on every write. */
const EVICT_TO_SHARE = 0.8;
/** A browser out of space drops this share of what is kept. */
const QUOTA_EVICT_TO_SHARE = 0.5;

export interface KeptSummary {
  /** False where the browser keeps nothing (IndexedDB unavailable: private mode, blocked). */
  available: boolean;
  entries: number;
  bytes: number;
}

/** Text sizes (UTF-16 code units; the answers are ASCII JSON, so about bytes). */
export function keptSize(calls: readonly KeptCall[]): number {
  return calls.reduce((total, call) => total + call.requestText.length + call.responseText.length + call.sent.url.length + call.sent.method.length, 0);
}

function isKeptCall(value: unknown): value is KeptCall {
  if (!isRecord(value) || !isRecord(value.sent)) return false;
  return (
    typeof value.call === 'string' &&
    typeof value.requestText === 'string' &&
    typeof value.responseText === 'string' &&
    typeof value.sent.url === 'string' &&
    typeof value.sent.method === 'string'
  );
}

/** The record if it has the shape of one for `key`; a damaged one is undefined. */
export function readKeptRecord(value: unknown, key: string): KeptRecord | undefined {
  if (!isRecord(value) || value.key !== key || typeof value.network !== 'string') return undefined;
  if (!Array.isArray(value.calls) || value.calls.length === 0 || !value.calls.every(isKeptCall)) return undefined;
  return { key, network: value.network, calls: value.calls };
}

const isQuotaError = (error: unknown): boolean => error instanceof DOMException && error.name === 'QuotaExceededError';

export class KeptStore {
  /** This tab's idea of the bytes kept; other tabs write too, so eviction recounts. */
  private bytes: number | undefined;

  constructor(
    private readonly backend: Promise<KeptBackend | null>,
    private readonly limits: KeptLimits = DEFAULT_KEPT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether anything can be kept at all. */
  async available(): Promise<boolean> {
    return (await this.backend) !== null;
  }

  /** The record kept under `key`, marked as used; a damaged record is deleted and reads as absent. */
  async read(key: string): Promise<KeptRecord | undefined> {
    const backend = await this.backend;
    if (!backend) return undefined;
    try {
      const stored = await backend.get(key);
      if (stored === undefined) return undefined;
      const record = readKeptRecord(stored, key);
      if (!record) {
        await this.forget(key);
        return undefined;
      }
      backend.touch({ key, size: keptSize(record.calls), usedAt: this.now() }).catch(() => {});
      return record;
    } catch {
      return undefined;
    }
  }

  /**
   * The records whose key `wanted` accepts and whose answers `holds` accepts, most recently used
   * first; at most `limit` records are read, and reading them here does not count as use.
   */
  async search(wanted: (key: string) => boolean, holds: (record: KeptRecord) => boolean, limit: number): Promise<KeptRecord[]> {
    const backend = await this.backend;
    if (!backend) return [];
    try {
      const keys = (await backend.usage())
        .filter((entry) => wanted(entry.key))
        .sort((a, b) => b.usedAt - a.usedAt)
        .slice(0, limit)
        .map((entry) => entry.key);
      const found: KeptRecord[] = [];
      for (const key of keys) {
        const record = readKeptRecord(await backend.get(key), key);
        if (record && holds(record)) found.push(record);
      }
      return found;
    } catch {
      return [];
    }
  }

  /** Keeps a record; the least recently used go when the bound is passed, or when the browser is out of space. */
  async write(record: KeptRecord): Promise<void> {
    const backend = await this.backend;
    const size = keptSize(record.calls);
    if (!backend || size > this.limits.maxRecordBytes) return;
    try {
      this.bytes ??= total(await backend.usage());
      await backend.put(record, { key: record.key, size, usedAt: this.now() });
      this.bytes += size;
      if (this.bytes > this.limits.maxBytes) await this.evict(backend, this.limits.maxBytes * EVICT_TO_SHARE);
    } catch (error) {
      // Out of space: make room for later answers; this one is not kept. Any other failure: nothing kept.
      if (isQuotaError(error)) await this.evict(backend, (this.bytes ?? 0) * QUOTA_EVICT_TO_SHARE).catch(() => {});
    }
  }

  /** Deletes one record (damaged, or its answer no longer reads). */
  async forget(key: string): Promise<void> {
    const backend = await this.backend;
    await backend?.remove([key]).catch(() => {});
    this.bytes = undefined;
  }

  async summary(): Promise<KeptSummary> {
    const backend = await this.backend;
    if (!backend) return { available: false, entries: 0, bytes: 0 };
    const usage = await backend.usage().catch((): KeptUsage[] => []);
    return { available: true, entries: usage.length, bytes: total(usage) };
  }

  async clear(): Promise<void> {
    const backend = await this.backend;
    if (!backend) return;
    await backend.clear();
    this.bytes = 0;
  }

  /** Deletes the least recently used records until at most `targetBytes` are kept. */
  private async evict(backend: KeptBackend, targetBytes: number): Promise<void> {
    const usage = (await backend.usage()).sort((a, b) => a.usedAt - b.usedAt);
    let bytes = total(usage);
    const doomed: string[] = [];
    for (const entry of usage) {
      if (bytes <= targetBytes) break;
      doomed.push(entry.key);
      bytes -= entry.size;
    }
    await backend.remove(doomed);
    this.bytes = bytes;
  }
}

function total(usage: readonly KeptUsage[]): number {
  return usage.reduce((sum, entry) => sum + entry.size, 0);
}
