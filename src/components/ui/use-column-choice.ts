import { useCallback, useMemo } from 'react';
import { defaultColumns, readShownColumns, toggleColumn, writeShownColumns, type ColumnTiers } from './column-choice';
import type { Column } from './column';
import type { SearchUpdate } from './use-shallow-search-params';
import { useScreenWidth } from './use-screen-width';

export interface ColumnChoice {
  /** Every column the table can show, for the picker. */
  columns: ReadonlyArray<{ id: string; header: string }>;
  /** Ids of the shown columns. */
  shown: readonly string[];
  /** Ids of the columns left out, for the table. */
  hidden: ReadonlySet<string>;
  /** Whether the user chose (the URL holds the choice) rather than the width. */
  chosen: boolean;
  toggle: (id: string) => void;
  /** Back to the width's defaults. */
  reset: () => void;
}

/** The shown columns of a table: the width's defaults until the user chooses, the choice kept in the URL under `param`. */
export function useColumnChoice<T>(columns: ReadonlyArray<Column<T>>, tiers: ColumnTiers, param: string, search: URLSearchParams, setSearch: (update: SearchUpdate) => void): ColumnChoice {
  const width = useScreenWidth();
  const ids = useMemo(() => columns.map((column) => column.id), [columns]);
  const listed = search.get(param);
  const shown = useMemo(
    () => readShownColumns(new URLSearchParams(listed === null ? '' : { [param]: listed }), param, ids, defaultColumns(ids, tiers, width)),
    [listed, param, ids, tiers, width],
  );
  const hidden = useMemo(() => new Set(ids.filter((id) => !shown.includes(id))), [ids, shown]);
  const toggle = useCallback((id: string) => setSearch((current) => writeShownColumns(current, param, toggleColumn(ids, shown, id))), [setSearch, param, ids, shown]);
  const reset = useCallback(() => setSearch((current) => writeShownColumns(current, param, undefined)), [setSearch, param]);
  return { columns, shown, hidden, chosen: listed !== null, toggle, reset };
}
