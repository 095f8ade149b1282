import type { ExportValue } from './table-export';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: string;
  direction: SortDirection;
}

/** Orders mixed cell values: empty last, numbers and bigints numerically, text naturally. */
export function compareValues(a: ExportValue, b: ExportValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if ((typeof a === 'bigint' || typeof a === 'number') && (typeof b === 'bigint' || typeof b === 'number')) {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return String(a).localeCompare(String(b), undefined, { numeric: true });
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
