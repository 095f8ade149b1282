import { t } from '@lingui/core/macro';
import { Gas } from './Gas';
import type { EvmTransaction } from '../../rpc/methods/eth';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { useEvmTxColumns } from './use-evm-tx-columns';
import { GweiPrice } from './WeiAmount';

const itself = (tx: EvmTransaction): EvmTransaction => tx;

/** The transactions of a block fetched with full transaction objects. */
export function EvmBlockTxTable({ chain, txs, caption }: { chain: string; txs: readonly EvmTransaction[]; caption: string }) {
  const shared = useEvmTxColumns(chain, itself);
  const columns: Column<EvmTransaction>[] = [
    { id: 'index', header: '#', align: 'right', value: (tx) => tx.transactionIndex ?? undefined, cell: (tx) => tx.transactionIndex?.toString() ?? '—' },
    shared.hash,
    shared.method,
    shared.from,
    shared.to,
    shared.value,
    { id: 'gas', header: t`Gas limit`, align: 'right', value: (tx) => tx.gas, cell: (tx) => <Gas value={tx.gas} /> },
    {
      id: 'gasPrice',
      header: t`Gas price`,
      align: 'right',
      hint: t`The price per gas the transaction paid in this block`,
      value: (tx) => tx.gasPrice,
      cell: (tx) => (tx.gasPrice === undefined ? '—' : <GweiPrice wei={tx.gasPrice} />),
    },
  ];
  return <DataTable caption={caption} hideCaption columns={columns} rows={txs} rowKey={(tx) => tx.hash} emptyText={t`This block has no transactions.`} exportName="block-transactions" rowNavigation />;
}
