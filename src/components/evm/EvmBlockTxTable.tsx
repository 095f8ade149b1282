import type { EvmTransaction } from '../../rpc/methods/eth';
import { DataTable, type Column } from '../ui/DataTable';
import { EvmAddressId, EvmTxId } from './EvmIds';
import { GweiPrice, WeiAmount } from './WeiAmount';

/** The transactions of a block fetched with full transaction objects. */
export function EvmBlockTxTable({ chain, txs, caption }: { chain: string; txs: readonly EvmTransaction[]; caption: string }) {
  const columns: Column<EvmTransaction>[] = [
    { id: 'index', header: '#', align: 'right', value: (tx) => tx.transactionIndex ?? undefined, cell: (tx) => tx.transactionIndex?.toString() ?? '—' },
    { id: 'hash', header: 'Hash', value: (tx) => tx.hash, cell: (tx) => <EvmTxId chain={chain} hash={tx.hash} /> },
    { id: 'from', header: 'From', value: (tx) => tx.from, cell: (tx) => <EvmAddressId chain={chain} address={tx.from} /> },
    {
      id: 'to',
      header: 'To',
      value: (tx) => tx.to ?? 'contract creation',
      cell: (tx) => (tx.to === null ? <span className="text-slate-600 dark:text-slate-300">contract creation</span> : <EvmAddressId chain={chain} address={tx.to} />),
    },
    { id: 'value', header: 'Value', align: 'right', value: (tx) => tx.value, cell: (tx) => <WeiAmount chain={chain} value={tx.value} /> },
    { id: 'gas', header: 'Gas limit', align: 'right', value: (tx) => tx.gas, cell: (tx) => <span className="font-mono">{tx.gas.toString()}</span> },
    {
      id: 'gasPrice',
      header: 'Gas price',
      align: 'right',
      hint: 'The price per gas the transaction paid in this block',
      value: (tx) => tx.gasPrice,
      cell: (tx) => (tx.gasPrice === undefined ? '—' : <GweiPrice wei={tx.gasPrice} />),
    },
  ];
  return <DataTable caption={caption} hideCaption columns={columns} rows={txs} rowKey={(tx) => tx.hash} emptyText="This block has no transactions." exportName="block-transactions" rowNavigation />;
}
