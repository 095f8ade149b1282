import { useMemo } from 'react';
import { useUtxoPages } from '../../queries/address';
import { useStakingAsset } from '../../queries/dashboard';
import { useNetwork } from '../../network/network-context';
import { ErrorPanel } from '../status/ErrorPanel';
import { Skeleton } from '../status/Skeleton';
import { Amount } from '../ui/Amount';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { Time } from '../ui/Time';
import { decodeUtxoRows, mergeUtxoPages, type UtxoRow } from './utxo-rows';

export interface UtxoTableProps {
  address: string;
  /** 'P' for the P-Chain's own UTXOs, 'C' for atomic UTXOs waiting on the C-Chain. */
  chain: 'P' | 'C';
  sourceChain?: string;
  caption: string;
  exportName: string;
  emptyText: string;
}

function columns(nativeAssetId: string | undefined): Column<UtxoRow>[] {
  return [
    { id: 'utxoID', header: 'UTXO', cell: (row) => <Id value={row.utxoID} />, value: (row) => row.utxoID },
    { id: 'txID', header: 'From tx', cell: (row) => <Id value={row.txID} kind="tx" />, value: (row) => row.txID },
    { id: 'outputIndex', header: 'Output', cell: (row) => row.outputIndex.toString(), value: (row) => row.outputIndex, align: 'right' },
    {
      id: 'amount',
      header: 'Amount',
      cell: (row) => (nativeAssetId === undefined || row.assetID === nativeAssetId ? <Amount value={row.amount} /> : <span className="font-mono">{row.amount.toString()}</span>),
      value: (row) => row.amount,
      align: 'right',
    },
    { id: 'assetID', header: 'Asset', cell: (row) => <Id value={row.assetID} />, value: (row) => row.assetID },
    {
      id: 'lock',
      header: 'Lock',
      cell: (row) =>
        row.stakeableUntil !== undefined ? (
          <span>
            stakeable until <Time value={row.stakeableUntil} mode="absolute" />
          </span>
        ) : row.locktime > 0n ? (
          <span>
            until <Time value={row.locktime} mode="absolute" />
          </span>
        ) : (
          'unlocked'
        ),
      value: (row) => row.stakeableUntil ?? row.locktime,
    },
    { id: 'owners', header: 'Owners', cell: (row) => `${row.threshold} of ${row.addresses.length}`, value: (row) => row.addresses.join(' ') },
  ];
}

/** UTXOs of an address, decoded, fetched page by page; repeats across pages are dropped. */
export function UtxoTable({ address, chain, sourceChain, caption, exportName, emptyText }: UtxoTableProps) {
  const { settings } = useNetwork();
  const pages = useUtxoPages(address, { chain, sourceChain });
  const { rows, failed } = useMemo(() => {
    let merged: UtxoRow[] = [];
    let undecodable = 0;
    for (const page of pages.data?.pages ?? []) {
      const decoded = decodeUtxoRows(page.utxos, settings.hrp, chain);
      undecodable += decoded.failed;
      merged = mergeUtxoPages(merged, decoded.rows);
    }
    return { rows: merged, failed: undecodable };
  }, [pages.data, settings.hrp, chain]);
  const nativeAssetId = useStakingAsset().data;
  const tableColumns = useMemo(() => columns(nativeAssetId), [nativeAssetId]);

  if (pages.isPending) return <Skeleton lines={5} className="h-40" label={`Loading ${caption}`} />;
  if (pages.isError && !pages.data) return <ErrorPanel what={caption} error={pages.error} onRetry={() => void pages.refetch()} />;
  return (
    <div className="space-y-2">
      {failed > 0 && <p role="alert" className="text-sm text-amber-700">{failed} UTXOs could not be decoded and are not shown.</p>}
      <DataTable caption={caption} hideCaption columns={tableColumns} rows={rows} rowKey={(row) => row.utxoID} exportName={exportName} emptyText={emptyText} />
      <div className="flex items-center gap-3 text-sm">
        <span role="status">
          {rows.length} UTXOs{pages.hasNextPage ? ' so far' : ''}
        </span>
        {pages.hasNextPage && (
          <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </div>
    </div>
  );
}
