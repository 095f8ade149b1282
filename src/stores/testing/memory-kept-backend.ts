import type { KeptBackend, KeptUsage } from '../kept-store';

const bytesOf = (usage: Iterable<KeptUsage>): number => [...usage].reduce((sum, entry) => sum + entry.size, 0);

/** A kept-answers backend in memory; past `quotaBytes` it refuses writes, as a browser out of space does. */
export function memoryKeptBackend(quotaBytes = Infinity): KeptBackend & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  const usage = new Map<string, KeptUsage>();
  return {
    records,
    get: async (key) => records.get(key),
    put: async (record, entry) => {
      const others = bytesOf([...usage.values()].filter((held) => held.key !== entry.key));
      if (others + entry.size > quotaBytes) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      records.set(record.key, structuredClone(record));
      usage.set(entry.key, entry);
    },
    touch: async (entry) => {
      if (usage.has(entry.key)) usage.set(entry.key, entry);
    },
    remove: async (keys) => {
      for (const key of keys) {
        records.delete(key);
        usage.delete(key);
      }
    },
    usage: async () => [...usage.values()],
    clear: async () => {
      records.clear();
      usage.clear();
    },
  };
}
