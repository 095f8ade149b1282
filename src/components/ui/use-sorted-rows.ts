import { useMemo } from 'react';
import type { Column } from './column';
import { sortByKeys, sortRows, type SortDirection, type SortState } from './sort-rows';

/** The orders of one set of rows, each computed on first use and kept. */
class SortedOrders<T> {
  private readonly orders = new Map<string, readonly T[]>();

  constructor(
    private readonly rows: readonly T[],
    private readonly columns: ReadonlyArray<Column<T>>,
  ) {}

  get(columnId: string | undefined, direction: SortDirection | undefined): readonly T[] {
    const column = columnId === undefined ? undefined : this.columns.find((c) => c.id === columnId);
    if (!column || !direction) return this.rows;
    const key = `${column.id} ${direction}`;
    let sorted = this.orders.get(key);
    if (!sorted) {
      sorted = column.sortKey ? sortByKeys(this.rows, column.sortKey, direction) : column.value ? sortRows(this.rows, column.value, direction) : this.rows;
      this.orders.set(key, sorted);
    }
    return sorted;
  }
}

/**
 * `rows` in the order of `sort`. Each order is computed once per set of rows and kept until the
 * rows or the columns change, so turning a sort back and forth, or filtering a sorted table,
 * sorts nothing again.
 */
export function useSortedRows<T>(rows: readonly T[], columns: ReadonlyArray<Column<T>>, sort: SortState | null): readonly T[] {
  const orders = useMemo(() => new SortedOrders(rows, columns), [rows, columns]);
  const column = sort?.column;
  const direction = sort?.direction;
  return useMemo(() => orders.get(column, direction), [orders, column, direction]);
}
