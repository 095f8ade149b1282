import { useState } from 'react';
import { elementScroll, useVirtualizer, type VirtualizerOptions, type Virtualizer } from '@tanstack/react-virtual';
import type { Column } from './column';
import { TableRow } from './TableRow';

const ROW_HEIGHT_PX = 37;
const OVERSCAN_ROWS = 3;
/** The header row comes first in aria-rowindex, and the index is 1-based. */
const FIRST_BODY_ROW_INDEX = 2;

/**
 * Follows the scrolling container's size through a ResizeObserver only. The library's own observer
 * also reads the size at once when the rows mount, which forces a layout of the whole page in the
 * middle of a render; `initialRect` stands in until the first observation, a frame later.
 */
function observeSizeLater(instance: Virtualizer<HTMLDivElement, Element>, onSize: (rect: { width: number; height: number }) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize[0];
    if (box) onSize({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

type ScrollTo = VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'];

/**
 * Scrolls as the library does, except for its first write: on mount it scrolls the container to
 * where it already is (the top), which forces a layout of the whole page mid-render.
 */
function scrollAfterMount(): ScrollTo {
  let mounted = false;
  return (offset, options, instance) => {
    if (!mounted) {
      mounted = true;
      if (offset + (options.adjustments ?? 0) === 0) return;
    }
    elementScroll(offset, options, instance);
  };
}

export interface VirtualRowsProps<T> {
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  nowrap?: boolean;
  /** What a row shows, for the focus of j/k to follow (navigable tables only). */
  rowId?: (row: T) => string;
  /** The table's scrolling container, once it is in the document. */
  scrollElement: HTMLDivElement | null;
  /** Height of that container, so the first paint fills it before anything is measured. */
  viewportHeight: number;
}

/** The body rows of a large DataTable: only those in view, with spacers for the rest. */
export function VirtualRows<T>({ rows, columns, nowrap, rowId, scrollElement, viewportHeight }: VirtualRowsProps<T>) {
  const [scrollToFn] = useState(scrollAfterMount);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 0, height: viewportHeight },
    observeElementRect: observeSizeLater,
    scrollToFn,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const padTop = first ? first.start : 0;
  const padBottom = last ? virtualizer.getTotalSize() - last.end : 0;
  return (
    <>
      {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
      {items.map((item) => {
        const row = rows[item.index];
        // The virtualizer counts `rows.length`, so this is only a guard.
        if (row === undefined) return null;
        return (
          <TableRow
            // Keyed by position: a sort or a filter fills the rows on screen in place instead of
            // replacing them, and scrolling replaces only the rows that leave and enter the view.
            key={item.index}
            row={row}
            columns={columns}
            nowrap={nowrap}
            rowId={rowId}
            ariaRowIndex={item.index + FIRST_BODY_ROW_INDEX}
            height={ROW_HEIGHT_PX}
          />
        );
      })}
      {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
    </>
  );
}
