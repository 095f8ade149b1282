import type { SortDirection } from '../ui/sort-rows';

/** A key compared with `<`: numbers and bigints numerically, text by code unit; undefined sorts last. */
export type SortKey = number | bigint | string | boolean | undefined;

function rank(key: SortKey): number | bigint | string | undefined {
  return typeof key === 'boolean' ? (key ? 1 : 0) : key;
}

/**
 * A stably sorted copy. Keys are read once per row, so a sort of thousands of rows costs a few
 * milliseconds; missing keys stay last in both directions.
 */
export function sortByKeys<T>(rows: readonly T[], key: (row: T) => SortKey, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const entries = rows.map((row, index) => ({ row, index, key: rank(key(row)) }));
  entries.sort((a, b) => {
    if (a.key === undefined || b.key === undefined) {
      return a.key === b.key ? a.index - b.index : a.key === undefined ? 1 : -1;
    }
    const order = a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return sign * order || a.index - b.index;
  });
  return entries.map((entry) => entry.row);
}
