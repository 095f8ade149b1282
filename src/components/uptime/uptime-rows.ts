import { comparePeerViews, type ObservedPeer, type PeerAgreement } from '../../lib/observer-views';
import type { SortKey } from '../ui/sort-rows';

export interface UptimeRow {
  nodeID: string;
  /** One entry per observer, in column order; undefined when that observer has no answer about it. */
  views: ReadonlyArray<ObservedPeer | undefined>;
  agreement: PeerAgreement;
}

/**
 * One row per validator any observer lists, in the order they are first listed (this node's
 * order first). Observers still loading or down are `undefined` and count for nothing.
 */
export function toUptimeRows(columns: ReadonlyArray<ReadonlyMap<string, ObservedPeer> | undefined>, thresholdPoints?: number): UptimeRow[] {
  const nodeIDs = new Set<string>();
  for (const column of columns) for (const nodeID of column?.keys() ?? []) nodeIDs.add(nodeID);
  return [...nodeIDs].map((nodeID) => {
    const views = columns.map((column) => column?.get(nodeID));
    return { nodeID, views, agreement: comparePeerViews(views, thresholdPoints) };
  });
}

export function onlyDisagreements(rows: readonly UptimeRow[]): UptimeRow[] {
  return rows.filter((row) => row.agreement.disagrees);
}

/** Sort keys of the comparable columns: disagreements sort after agreements ascending, so descending puts them first. */
export const UPTIME_SORT_KEYS = {
  observer: (index: number) => (row: UptimeRow): SortKey => row.views[index]?.uptime,
  median: (row: UptimeRow): SortKey => row.agreement.medianUptime,
  spread: (row: UptimeRow): SortKey => row.agreement.spread,
  connected: (row: UptimeRow): SortKey => (row.agreement.seenBy === 0 ? undefined : row.agreement.connectedCount / row.agreement.seenBy),
  agreement: (row: UptimeRow): SortKey => row.agreement.disagrees,
} as const;
