import { t } from '@lingui/core/macro';
import { paths } from '../../lib/paths';
import type { BlockTx } from '../../queries/blocks';
import { useNetwork } from '../../network/network-context';
import { txKindLabel } from '../tx/tx-kind-label';
import { Badge } from '../ui/Badge';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';

export interface BlockTxsProps {
  txs: readonly BlockTx[];
  /** The accepted block's height: each tx's link carries it, so the tx page names its block. */
  height?: bigint;
}

/** The transactions a block carries, in block order. */
export function BlockTxs({ txs, height }: BlockTxsProps) {
  const { ref } = useNetwork();
  const columns: Column<BlockTx>[] = [
    { id: 'index', header: '#', value: (tx) => txs.indexOf(tx), cell: (tx) => txs.indexOf(tx) },
    { id: 'id', header: t`Transaction`, value: (tx) => tx.id, cell: (tx) => <Id value={tx.id} href={paths.tx(ref, tx.id, { block: height })} /> },
    { id: 'kind', header: t`Kind`, value: (tx) => tx.kind, cell: (tx) => <Badge tone="info">{txKindLabel(tx.kind)}</Badge> },
  ];
  return <DataTable caption={t`Transactions in this block`} hideCaption columns={columns} rows={txs} rowKey={(tx) => tx.id} emptyText={t`This block carries no transactions.`} rowNavigation />;
}
