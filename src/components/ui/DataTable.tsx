import { plural, t } from '@lingui/core/macro';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { formatInteger } from '../../lib/amount';
import { ROW_NAVIGATION_ATTRIBUTE } from '../shortcuts/row-navigation';
import { useFollowedRowFocus } from '../shortcuts/use-followed-row-focus';
import { Button } from './Button';
import type { Column } from './column';
import { TableRow } from './TableRow';
import type { VirtualRows as EagerVirtualRows } from './VirtualRows';
import type { SortDirection, SortState } from './sort-rows';
import { downloadText, toCsv, toJsonRows } from './table-export';
import { useLocale } from './use-locale';
import { useSortedRows } from './use-sorted-rows';

let virtualRowsModule: Promise<typeof import('./VirtualRows')> | undefined;

/** Starts loading the virtualiser; a page that knows its tables are large calls it before its data arrives. */
export function preloadVirtualRows(): Promise<typeof import('./VirtualRows')> {
  virtualRowsModule ??= import('./VirtualRows');
  return virtualRowsModule;
}

// The virtualiser loads only with the first large table, not with every page that has a table.
// (`lazy` drops the component's type parameter; the type-only import restores it.)
const VirtualRows = lazy(async () => ({ default: (await preloadVirtualRows()).VirtualRows })) as unknown as typeof EagerVirtualRows;

/** Above this many rows only the visible ones are rendered. */
export const VIRTUALIZE_ABOVE = 200;
/** Rows shown of a large table in the moment before the virtualiser has loaded. */
const ROWS_BEFORE_VIRTUALISER = 50;
const VIRTUAL_VIEWPORT_PX = 640;

export interface DataTableProps<T> {
  /** Accessible caption; also the name of the table. */
  caption: string;
  /** Keep the caption for screen readers only. */
  hideCaption?: boolean;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  /** Shows only the rows that pass; applied after sorting, so a change of filter does not sort again. */
  rowFilter?: (row: T) => boolean;
  rowKey: (row: T) => string;
  /**
   * What a row shows, when `rowKey` is its position (rows refilled in place): j/k's focus stays with
   * it as it moves. `rowKey` by default.
   */
  rowId?: (row: T) => string;
  /** Controlled sort (e.g. kept in the URL); leave undefined for internal state. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  defaultSort?: SortState;
  /** File name stem of CSV/JSON exports; exports are offered when set. */
  exportName?: string;
  /** What the exports hold when the table shows a part of it (one page): these rows, in this order, instead of those shown. */
  exportAll?: readonly T[];
  emptyText?: ReactNode;
  /** Row count (before any filter) above which rendering is virtualised. */
  virtualizeAbove?: number;
  /** Direction of the first click on a header (large numbers first suits amounts). */
  firstDirection?: SortDirection;
  /** Show how many rows there are above the table. */
  showCount?: boolean;
  /** Keep cells on one line (wide tables scroll sideways instead). */
  nowrap?: boolean;
  /** Let j/k move a focus through the rows and Enter open a row's first link (see KeyboardShortcuts). */
  rowNavigation?: boolean;
  /** Ids of columns not drawn (see ColumnPicker); exports still hold them. */
  hiddenColumns?: ReadonlySet<string>;
  /** Controls beside the export buttons, e.g. a ColumnPicker. */
  tools?: ReactNode;
}

function nextSort(current: SortState | null, column: string, first: SortDirection): SortState {
  if (current?.column !== column) return { column, direction: first };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

function rowCount(count: number, locale: string): string {
  const rows = formatInteger(count, locale);
  return plural(count, { one: `${rows} row`, other: `${rows} rows` });
}

const isSortable = <T,>(column: Column<T>): boolean => Boolean(column.sortKey ?? column.value);

/** An accessible table with sortable headers, CSV/JSON export of the rows shown and virtualisation for large sets. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, hideCaption, columns, rows, rowFilter, rowKey, rowId = rowKey, exportName, emptyText, firstDirection = 'asc', showCount, nowrap, rowNavigation, hiddenColumns, tools } = props;
  const locale = useLocale();
  const shown = useMemo(() => (hiddenColumns ? columns.filter((column) => !hiddenColumns.has(column.id)) : columns), [columns, hiddenColumns]);
  const [ownSort, setOwnSort] = useState<SortState | null>(props.defaultSort ?? null);
  const sort = props.sort !== undefined ? props.sort : ownSort;
  const setSort = (next: SortState | null) => (props.onSortChange ? props.onSortChange(next) : setOwnSort(next));

  const ordered = useSortedRows(rows, columns, sort);
  const sorted = useMemo(() => (rowFilter ? ordered.filter(rowFilter) : ordered), [ordered, rowFilter]);

  const exportRows = () => {
    const exported = columns.flatMap(({ header, id, value }) => (value ? [{ header, id, value }] : []));
    return { exported, values: (props.exportAll ?? sorted).map((row) => exported.map((c) => c.value(row))) };
  };
  const exportCsv = () => {
    const { exported, values } = exportRows();
    downloadText(`${exportName}.csv`, 'text/csv', toCsv(exported.map((c) => c.header), values));
  };
  const exportJson = () => {
    const { exported, values } = exportRows();
    downloadText(`${exportName}.json`, 'application/json', toJsonRows(exported.map((c) => c.id), values));
  };

  // Decided by the whole set, not the rows a filter leaves: a filter that leaves a few hundred of
  // thousands still draws only those in view, and the table keeps its frame as the filter changes.
  const virtual = rows.length > (props.virtualizeAbove ?? VIRTUALIZE_ABOVE);
  // Held in state, not a ref: the container is attached after the rows' own layout effects have
  // run, so rows mounted with it would find no container and never follow its scrolling.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const rowProps = { columns: shown, nowrap, rowId: rowNavigation ? rowId : undefined };
  const { tableRef, onTableFocus } = useFollowedRowFocus(Boolean(rowNavigation));

  return (
    <div>
      {(showCount || tools || (exportName && sorted.length > 0)) && (
        <div className="mb-2 flex items-center justify-between gap-2 text-xs">
          <span className="text-muted" role="status">
            {showCount && rowCount(sorted.length, locale)}
          </span>
          {(tools || (exportName && sorted.length > 0)) && (
            <span className="flex gap-2">
              {tools}
              {exportName && sorted.length > 0 && (
                <>
                  <Button variant="secondary" size="xs" onClick={exportCsv}>
                    {t`Export CSV`}
                  </Button>
                  <Button variant="secondary" size="xs" onClick={exportJson}>
                    {t`Export JSON`}
                  </Button>
                </>
              )}
            </span>
          )}
        </div>
      )}
      <div
        ref={virtual ? setScrollElement : undefined}
        className="overflow-x-auto"
        style={virtual ? { maxHeight: VIRTUAL_VIEWPORT_PX, overflowY: 'auto' } : undefined}
      >
        <table
          ref={tableRef}
          onFocus={rowNavigation ? onTableFocus : undefined}
          // One-line (dense) tables use a smaller type on a phone, so more of their columns are in view.
          className={`w-full border-collapse ${nowrap ? 'text-xs md:text-sm' : 'text-sm'}`}
          aria-rowcount={virtual ? sorted.length + 1 : undefined}
          {...(rowNavigation ? { [ROW_NAVIGATION_ATTRIBUTE]: '' } : {})}
        >
          <caption className={hideCaption ? 'sr-only' : 'mb-2 text-left text-sm text-muted'}>{caption}</caption>
          <thead className={virtual ? 'sticky top-0 bg-white dark:bg-slate-900' : undefined}>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {shown.map((column) => {
                const direction = sort?.column === column.id ? sort.direction : undefined;
                const ariaSort = isSortable(column) ? (direction === undefined ? 'none' : direction === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={ariaSort}
                    title={column.hint}
                    className={`px-1 py-2 font-medium md:px-2 ${nowrap ? 'md:whitespace-nowrap ' : ''}text-slate-600 dark:text-slate-300 ${column.align === 'right' ? 'text-right' : 'text-left'}`}
                  >
                    {isSortable(column) ? (
                      <button type="button" onClick={() => setSort(nextSort(sort, column.id, column.firstDirection ?? firstDirection))} className="inline-flex items-center gap-1 hover:underline">
                        {column.header}
                        <span aria-hidden="true">{direction === undefined ? '↕' : direction === 'asc' ? '▲' : '▼'}</span>
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
            {virtual ? (
              <Suspense fallback={sorted.slice(0, ROWS_BEFORE_VIRTUALISER).map((row) => <TableRow key={rowKey(row)} row={row} {...rowProps} />)}>
                <VirtualRows rows={sorted} scrollElement={scrollElement} viewportHeight={VIRTUAL_VIEWPORT_PX} {...rowProps} />
              </Suspense>
            ) : (
              sorted.map((row) => <TableRow key={rowKey(row)} row={row} {...rowProps} />)
            )}
            {sorted.length === 0 && (
              <tr>
                <td colSpan={shown.length} className="px-2 py-6 text-center text-muted">
                  {emptyText ?? t`Nothing to show.`}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
