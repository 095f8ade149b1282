import { t } from '@lingui/core/macro';
import { useLocale } from '../ui/use-locale';
import { formatInteger } from '../../lib/amount';
import type { UseQueryResult } from '@tanstack/react-query';
import type { EvmBlock } from '../../rpc/methods/eth';
import { zipSameLength } from '../../lib/lists';
import { useEvmBlocksByNumber } from '../../queries/evm-blocks';
import { Skeleton } from '../status/Skeleton';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Time } from '../ui/Time';
import { EvmBlockNumberLink } from './EvmBlockNumberLink';
import { latestTxs, type LatestTx } from './latest-txs';
import { useEvmTxColumns } from './use-evm-tx-columns';
import { errorText } from '../status/error-text';

const LATEST_TX_COUNT = 15;

/** The table's placeholder, of its size with a toolbar and 15 rows; drawn in the active locale. */
export function LatestTxsSkeleton() {
  return <Skeleton lines={LATEST_TX_COUNT} className="h-[34rem]" label={t`Loading latest transactions`} />;
}

interface Row extends LatestTx {
  /** Position in the table, newest first. */
  slot: number;
}

const txOf = (row: Row) => row.tx;

/** Fixed column widths but the value's, as the latest blocks' have: a new block's txs refill the rows without moving the columns. */
const FIXED_COLUMNS =
  '[&_table]:table-fixed [&_table]:min-w-5xl [&_th:nth-child(1)]:w-44 [&_th:nth-child(2)]:w-24 [&_th:nth-child(3)]:w-36 [&_th:nth-child(4)]:w-40 [&_th:nth-child(5)]:w-44 [&_th:nth-child(6)]:w-44';

/** Blocks that could not be read, with a retry: their txs are missing from the table. */
function UnreadBlocks({ failed }: { failed: ReadonlyArray<[bigint, UseQueryResult<EvmBlock | null>]> }) {
  const locale = useLocale();
  const [first] = failed;
  if (!first) return null;
  const [number, query] = first;
  const shownNumber = number.toString();
  const count = formatInteger(failed.length, locale);
  const reason = query.error ? errorText(query.error) : '';
  return (
    <p role="alert" className="mb-2 flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-400">
      {failed.length === 1
        ? t`Block ${shownNumber} could not be read, so their transactions are missing: ${reason}`
        : t`${count} blocks could not be read, so their transactions are missing: ${reason}`}
      <Button variant="secondary" size="xs" onClick={() => failed.forEach(([, each]) => void each.refetch())}>
        {t`Retry`}
      </Button>
    </p>
  );
}

/**
 * The newest transactions of the blocks `numbers` (newest first), read with whole transactions:
 * the same calls as the latest blocks' table above it, so no block is asked for twice.
 */
export function EvmLatestTxTable({ chain, numbers }: { chain: string; numbers: readonly bigint[] }) {
  const queries = useEvmBlocksByNumber(chain, numbers, true);
  const shared = useEvmTxColumns(chain, txOf);
  const read = zipSameLength(numbers, queries);
  const blockCount = formatInteger(numbers.length, useLocale());
  if (read.every(([, query]) => query.isPending)) return <LatestTxsSkeleton />;
  const rows: Row[] = latestTxs(
    queries.map((query) => query.data),
    LATEST_TX_COUNT,
  ).map((latest, slot) => ({ ...latest, slot }));
  const columns: Column<Row>[] = [
    shared.hash,
    { id: 'block', header: t`Block`, value: (row) => row.tx.blockNumber ?? undefined, cell: (row) => (row.tx.blockNumber === null ? '—' : <EvmBlockNumberLink chain={chain} number={row.tx.blockNumber} />) },
    { id: 'age', header: t`Age`, value: (row) => row.timestamp, cell: (row) => <Time value={row.timestamp} mode="relative" /> },
    shared.method,
    shared.from,
    shared.to,
    shared.value,
  ];
  // Rows are keyed by position, as the latest blocks' are: a new block refills them in place, and the focus follows its tx.
  return (
    <div className={FIXED_COLUMNS}>
      <UnreadBlocks failed={read.filter(([, query]) => query.isError)} />
      <DataTable
        caption={t`Latest transactions`}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.slot)}
        rowId={(row) => row.tx.hash}
        emptyText={t`No transactions in the last ${blockCount} blocks.`}
        exportName="latest-transactions"
        rowNavigation
      />
    </div>
  );
}
