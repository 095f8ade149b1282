import { t } from '@lingui/core/macro';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';

export interface TransferTableProps<Row extends { index: number }> {
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
}

/** The inputs or outputs of a tx, in their order in the tx; the caption names them for screen readers. */
export function TransferTable<Row extends { index: number }>({ caption, columns, rows }: TransferTableProps<Row>) {
  return <DataTable caption={caption} hideCaption columns={columns} rows={rows} rowKey={(row) => String(row.index)} emptyText={t`None.`} />;
}
