import type { BlockTx } from '../../queries/blocks';
import { txKindLabel } from '../tx/tx-kind-label';
import { Badge } from '../ui/Badge';
import { DataTable, type Column } from '../ui/DataTable';
import { Id } from '../ui/Id';

export interface BlockTxsProps {
  txs: readonly BlockTx[];
}

const COLUMNS: Column<BlockTx>[] = [
  { id: 'index', header: '#', cell: () => null },
  { id: 'id', header: 'Transaction', value: (tx) => tx.id, cell: (tx) => <Id value={tx.id} kind="tx" /> },
  { id: 'kind', header: 'Kind', value: (tx) => tx.kind, cell: (tx) => <Badge tone="info">{txKindLabel(tx.kind)}</Badge> },
];

/** The transactions a block carries, in block order. */
export function BlockTxs({ txs }: BlockTxsProps) {
  const columns = COLUMNS.map((column) =>
    column.id === 'index' ? { ...column, value: (tx: BlockTx) => txs.indexOf(tx), cell: (tx: BlockTx) => txs.indexOf(tx) } : column,
  );
  return <DataTable caption="Transactions in this block" hideCaption columns={columns} rows={txs} rowKey={(tx) => tx.id} emptyText="This block carries no transactions." rowNavigation />;
}
