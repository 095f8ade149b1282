import { useMemo } from 'react';
import { plural, t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
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
import { useLocale } from '../ui/use-locale';
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

function columns(nativeAssetId: string | undefined, locale: string): Column<UtxoRow>[] {
  return [
    { id: 'utxoID', header: 'UTXO', cell: (row) => <Id value={row.utxoID} />, value: (row) => row.utxoID },
    { id: 'txID', header: t`From tx`, cell: (row) => <Id value={row.txID} kind="tx" />, value: (row) => row.txID },
    { id: 'outputIndex', header: t`Output`, cell: (row) => formatInteger(row.outputIndex, locale), value: (row) => row.outputIndex, align: 'right' },
    {
      id: 'amount',
      header: t`Amount`,
      cell: (row) => (nativeAssetId === undefined || row.assetID === nativeAssetId ? <Amount value={row.amount} /> : <span className="font-mono">{row.amount.toString()}</span>),
      value: (row) => row.amount,
      align: 'right',
    },
    { id: 'assetID', header: t`Asset`, cell: (row) => <Id value={row.assetID} />, value: (row) => row.assetID },
    {
      id: 'lock',
      header: t`Lock`,
      cell: (row) =>
        row.stakeableUntil !== undefined ? (
          <span>
            {t`stakeable until`} <Time value={row.stakeableUntil} mode="absolute" />
          </span>
        ) : row.locktime > 0n ? (
          <span>
            {t`until`} <Time value={row.locktime} mode="absolute" />
          </span>
        ) : (
          t`unlocked`
        ),
      value: (row) => row.stakeableUntil ?? row.locktime,
    },
    { id: 'owners', header: t`Owners`, cell: (row) => owners(row, locale), value: (row) => row.addresses.join(' ') },
  ];
}

function owners(row: UtxoRow, locale: string): string {
  const threshold = formatInteger(row.threshold, locale);
  const count = formatInteger(row.addresses.length, locale);
  return t`${threshold} of ${count}`;
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
  const locale = useLocale();
  const tableColumns = useMemo(() => columns(nativeAssetId, locale), [nativeAssetId, locale]);

  if (pages.isPending) return <Skeleton lines={5} className="h-40" label={t`Loading ${caption}`} />;
  if (pages.isError && !pages.data) return <ErrorPanel what={caption} error={pages.error} onRetry={() => void pages.refetch()} />;
  return (
    <div className="space-y-2">
      {failed > 0 && <p role="alert" className="text-sm text-amber-700">{plural(failed, { one: '# UTXOs could not be decoded and are not shown.', other: '# UTXOs could not be decoded and are not shown.' })}</p>}
      <DataTable caption={caption} hideCaption columns={tableColumns} rows={rows} rowKey={(row) => row.utxoID} exportName={exportName} emptyText={emptyText} />
      <div className="flex items-center gap-3 text-sm">
        <span role="status">
          {pages.hasNextPage ? plural(rows.length, { one: '# UTXOs so far', other: '# UTXOs so far' }) : plural(rows.length, { one: '# UTXOs', other: '# UTXOs' })}
        </span>
        {pages.hasNextPage && (
          <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? t`Loading…` : t`Load more`}
          </Button>
        )}
      </div>
    </div>
  );
}
