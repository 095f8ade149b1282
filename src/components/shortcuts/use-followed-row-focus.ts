import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { refocusFollowedRow, rowFocusOf, type RowFocus } from './row-navigation';

/**
 * For a navigable table: remembers which item, and which of its row's controls, the focus was put
 * on and, after each render, puts the focus back there (see `refocusFollowedRow`). Before the
 * browser paints, so a Tab, j or k pressed next moves from the item the user sees focused.
 */
export function useFollowedRowFocus(enabled: boolean) {
  const tableRef = useRef<HTMLTableElement>(null);
  const followed = useRef<RowFocus | undefined>(undefined);
  useLayoutEffect(() => {
    if (enabled && tableRef.current) refocusFollowedRow(tableRef.current, followed.current);
  });
  const onTableFocus = (event: FocusEvent<HTMLTableElement>) => {
    followed.current = rowFocusOf(event.target);
  };
  return { tableRef, onTableFocus };
}
