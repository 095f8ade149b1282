import type { ExportValue } from './table-export';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: string;
  direction: SortDirection;
}

// One collator for every comparison: `localeCompare` with options builds one per call, which
// costs hundreds of milliseconds over a few thousand rows. Made on first use, not when the module
// loads: building one is itself a few milliseconds of start-up.
let textOrder: Intl.Collator | undefined;

/** Orders mixed cell values: empty last, numbers and bigints numerically, text naturally. */
export function compareValues(a: ExportValue, b: ExportValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if ((typeof a === 'bigint' || typeof a === 'number') && (typeof b === 'bigint' || typeof b === 'number')) {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  textOrder ??= new Intl.Collator(undefined, { numeric: true });
  return textOrder.compare(String(a), String(b));
}

/** A stably sorted copy; the input is left alone. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => ExportValue, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      const byValue = compareValues(x.key, y.key);
      // Empty values stay last in both directions.
      const emptyFirst = x.key === null || x.key === undefined || y.key === null || y.key === undefined;
      return (emptyFirst ? byValue : sign * byValue) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

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
