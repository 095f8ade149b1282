import { useMemo, useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { SortState } from '../ui/sort-rows';
import { downloadText, toCsv, toJsonRows, type ExportValue } from '../ui/table-export';
import { sortByKeys, type SortKey } from './sort-by-keys';

const ROW_HEIGHT_PX = 37;
const VIEWPORT_PX = 640;
const OVERSCAN_ROWS = 10;
/** Below this many rows every row is rendered (no virtual scrolling). */
const VIRTUALIZE_ABOVE = 100;

export interface KeyedColumn<T> {
  /** Stable id: the sort key in the URL and the key in JSON export. */
  id: string;
  header: string;
  /** Explains the column on hover of its header. */
  hint?: string;
  cell: (row: T) => ReactNode;
  /** Precomputed, directly comparable key; a column sorts only when it has one. */
  sortKey?: (row: T) => SortKey;
  /** Exported value (CSV/JSON); a column is exported only when it has one. */
  exportValue?: (row: T) => ExportValue;
  align?: 'left' | 'right';
}

export interface KeyedTableProps<T> {
  caption: string;
  columns: ReadonlyArray<KeyedColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  exportName: string;
  emptyText?: ReactNode;
}

function nextSort(current: SortState | null, column: string): SortState {
  if (current?.column !== column) return { column, direction: 'desc' };
  return { column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

/**
 * A large-table variant of DataTable: columns sort on precomputed keys compared with `<` (text
 * collation of thousands of IDs costs hundreds of milliseconds), export what is shown, and rows are
 * virtualised. Sort state is controlled so pages keep it in the URL.
 */
export function KeyedTable<T>({ caption, columns, rows, rowKey, sort, onSortChange, exportName, emptyText = 'Nothing to show.' }: KeyedTableProps<T>) {
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.id === sort.column);
    return column?.sortKey && sort ? sortByKeys(rows, column.sortKey, sort.direction) : rows;
  }, [rows, columns, sort]);

  const exported = () => {
    const exportable = columns.filter((column) => column.exportValue);
    return { exportable, values: sorted.map((row) => exportable.map((column) => column.exportValue!(row))) };
  };
  const exportCsv = () => {
    const { exportable, values } = exported();
    downloadText(`${exportName}.csv`, 'text/csv', toCsv(exportable.map((column) => column.header), values));
  };
  const exportJson = () => {
    const { exportable, values } = exported();
    downloadText(`${exportName}.json`, 'application/json', toJsonRows(exportable.map((column) => column.id), values));
  };

  const virtual = sorted.length > VIRTUALIZE_ABOVE;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? sorted.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const visible = virtual ? items.map((item) => sorted[item.index]!) : sorted;
  const padTop = virtual && items.length > 0 ? items[0]!.start : 0;
  const padBottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;

  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2 text-xs">
        <span className="text-slate-500 dark:text-slate-400" role="status">
          {sorted.length.toLocaleString('en-US')} {sorted.length === 1 ? 'row' : 'rows'}
        </span>
        {sorted.length > 0 && (
          <span className="flex gap-2">
            <button type="button" onClick={exportCsv} className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
              Export CSV
            </button>
            <button type="button" onClick={exportJson} className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
              Export JSON
            </button>
          </span>
        )}
      </div>
      <div ref={scrollRef} className="overflow-x-auto" style={virtual ? { maxHeight: VIEWPORT_PX, overflowY: 'auto' } : undefined}>
        <table className="w-full border-collapse text-sm" aria-rowcount={sorted.length + 1}>
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-white dark:bg-slate-900">
            <tr className="border-b border-slate-200 dark:border-slate-700" aria-rowindex={1}>
              {columns.map((column) => {
                const active = sort?.column === column.id;
                const ariaSort = column.sortKey ? (active ? (sort!.direction === 'asc' ? 'ascending' : 'descending') : 'none') : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={ariaSort}
                    title={column.hint}
                    className={`px-2 py-2 font-medium whitespace-nowrap text-slate-600 dark:text-slate-300 ${column.align === 'right' ? 'text-right' : 'text-left'}`}
                  >
                    {column.sortKey ? (
                      <button type="button" onClick={() => onSortChange(nextSort(sort, column.id))} className="inline-flex items-center gap-1 hover:underline">
                        {column.header}
                        <span aria-hidden="true">{active ? (sort!.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
            {visible.map((row, index) => (
              <tr
                key={rowKey(row)}
                aria-rowindex={(virtual ? items[index]!.index : index) + 2}
                className="border-b border-slate-100 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/50"
                style={virtual ? { height: ROW_HEIGHT_PX } : undefined}
              >
                {columns.map((column) => (
                  <td key={column.id} className={`px-2 py-1.5 whitespace-nowrap ${column.align === 'right' ? 'text-right' : ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
            {sorted.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-2 py-6 text-center text-slate-500">
                  {emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
