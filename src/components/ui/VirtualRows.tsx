import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Column } from './DataTable';
import { TableRow } from './TableRow';

const ROW_HEIGHT_PX = 37;
const OVERSCAN_ROWS = 3;
/** The header row comes first in aria-rowindex, and the index is 1-based. */
const FIRST_BODY_ROW_INDEX = 2;

export interface VirtualRowsProps<T> {
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  rowKey: (row: T) => string;
  nowrap?: boolean;
  /** The table's scrolling container. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Height of that container, so the first paint fills it before anything is measured. */
  viewportHeight: number;
}

/** The body rows of a large DataTable: only those in view, with spacers for the rest. */
export function VirtualRows<T>({ rows, columns, rowKey, nowrap, scrollRef, viewportHeight }: VirtualRowsProps<T>) {
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 0, height: viewportHeight },
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items.length > 0 ? items[0]!.start : 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <>
      {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <TableRow
            key={rowKey(row)}
            row={row}
            columns={columns}
            nowrap={nowrap}
            ariaRowIndex={item.index + FIRST_BODY_ROW_INDEX}
            height={ROW_HEIGHT_PX}
          />
        );
      })}
      {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
    </>
  );
}
