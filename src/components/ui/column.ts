import type { ReactNode } from 'react';
import type { SortDirection, SortKey } from './sort-rows';
import type { ExportValue } from './table-export';

/** One column of a `DataTable`: its header, its cell, and how it sorts and exports. */
export interface Column<T> {
  /** Stable id: the sort key in the URL and the key in JSON export. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Plain value for export, and for sorting when there is no `sortKey`; a column is exported only when it has one. */
  value?: (row: T) => ExportValue;
  /** A directly comparable key, read once per row: the fast way to sort thousands of rows. */
  sortKey?: (row: T) => SortKey;
  /** Explains the column on hover of its header. */
  hint?: string;
  align?: 'left' | 'right';
  /** Direction of the first click on this column's header, where it differs from the table's (a fee: lowest first). */
  firstDirection?: SortDirection;
}
