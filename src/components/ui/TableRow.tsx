import { memo, type ReactElement } from 'react';
import { ROW_ID_ATTRIBUTE } from '../shortcuts/row-navigation';
import type { Column } from './column';

export interface TableRowProps<T> {
  row: T;
  columns: ReadonlyArray<Column<T>>;
  nowrap?: boolean;
  /** What the row shows, for the focus of j/k to follow (navigable tables only). */
  rowId?: (row: T) => string;
  /** 1-based position among all rows, header included, when only some rows are rendered. */
  ariaRowIndex?: number;
  /** Fixed row height in pixels (virtualised rows). */
  height?: number;
}

function TableRowImpl<T>({ row, columns, nowrap, rowId, ariaRowIndex, height }: TableRowProps<T>) {
  return (
    <tr
      {...(rowId ? { [ROW_ID_ATTRIBUTE]: rowId(row) } : {})}
      aria-rowindex={ariaRowIndex}
      className="border-b border-slate-100 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/50"
      style={height === undefined ? undefined : { height }}
    >
      {columns.map((column) => (
        <td key={column.id} className={`px-1 py-1.5 align-top md:px-2 ${nowrap ? 'whitespace-nowrap ' : ''}${column.align === 'right' ? 'text-right' : ''}`}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/**
 * One body row of a DataTable. Memoised: a sort, a filter or a scroll re-renders only the rows whose
 * data or position changed, not every row on screen.
 */
export const TableRow = memo(TableRowImpl) as <T>(props: TableRowProps<T>) => ReactElement;
