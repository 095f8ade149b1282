import type { ReactNode } from 'react';
import { Amount } from '../ui/Amount';
import { Weight } from '../ui/Weight';
import type { Column } from '../ui/column';
import type { DataTableProps } from '../ui/DataTable';

/** Validator and delegator rows are tall with many columns: virtualise sooner than other tables. */
const LARGE_TABLE_ROWS = 100;

/** How validator and delegator tables are laid out: one line a row, a count, largest first. */
export const STAKING_TABLE_LAYOUT = {
  hideCaption: true,
  showCount: true,
  nowrap: true,
  firstDirection: 'desc',
  virtualizeAbove: LARGE_TABLE_ROWS,
  rowNavigation: true,
} as const satisfies Partial<DataTableProps<unknown>>;

const dash = <span className="text-muted">–</span>;

/** A cell for a value the node may leave out: a faint dash when it did. */
export const optional = <T,>(value: T | undefined, render: (value: T) => ReactNode): ReactNode => (value === undefined ? dash : render(value));

/** A column's texts, read when drawn so that they are in the active locale. */
type Text = () => string;

/** A right-aligned amount column of a staking table, sorted and exported by the amount. */
export const amountColumn = <Row,>(id: string, header: Text, value: (row: Row) => bigint | undefined, hint?: Text): Column<Row> => ({
  id,
  get header() { return header(); },
  get hint() { return hint?.(); },
  cell: (row) => optional(value(row), (amount) => <Amount value={amount} unitFromMd />),
  sortKey: value,
  value,
  align: 'right',
});

/** A right-aligned weight column: a plain integer, not an amount of the token (subnet and L1 validators). */
export const weightColumn = <Row,>(id: string, header: Text, value: (row: Row) => bigint | undefined, hint?: Text): Column<Row> => ({
  id,
  get header() { return header(); },
  get hint() { return hint?.(); },
  cell: (row) => optional(value(row), (weight) => <Weight value={weight} />),
  sortKey: value,
  value,
  align: 'right',
});
