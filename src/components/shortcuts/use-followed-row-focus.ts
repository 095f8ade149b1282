import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { refocusFollowedRow, rowIdOf } from './row-navigation';

/**
 * For a navigable table: remembers which item the focus was put on and, after each render, puts the
 * focus back on that item's row (see `refocusFollowedRow`). Before the browser paints, so a j or k
 * pressed next moves from the item the user sees focused.
 */
export function useFollowedRowFocus(enabled: boolean) {
  const tableRef = useRef<HTMLTableElement>(null);
  const followed = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (enabled && tableRef.current) refocusFollowedRow(tableRef.current, followed.current);
  });
  const onTableFocus = (event: FocusEvent<HTMLTableElement>) => {
    followed.current = rowIdOf(event.target);
  };
  return { tableRef, onTableFocus };
}
