import { t } from '@lingui/core/macro';
import { useLocale } from '../ui/use-locale';
import { formatInteger } from '../../lib/amount';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { blockTimeMs, formatBlockInterval } from '../../lib/evm-block-time';
import { zipSameLength } from '../../lib/lists';
import type { EvmBlock } from '../../rpc/methods/eth';
import { useEvmBlocksByNumber } from '../../queries/evm-blocks';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Time } from '../ui/Time';
import { EvmBlockNumberLink } from './EvmBlockNumberLink';
import { EvmBlockHashId } from './EvmIds';
import { GasUsedBar } from './GasUsedBar';
import { GweiPrice } from './WeiAmount';
import { errorText } from '../status/error-text';

interface Row {
  number: bigint;
  /** Position in `numbers`, newest first. */
  slot: number;
  query: UseQueryResult<EvmBlock | null>;
}

export interface EvmBlockTableProps {
  chain: string;
  /** Block numbers to show, newest first. */
  numbers: readonly bigint[];
  caption: string;
  exportName?: string;
  /** Ask for the blocks with whole transactions, when the page reads those too: one call per block. */
  full?: boolean;
}

/**
 * Fixed column widths (hashes are abbreviated, so every column but the gas bar has a known width):
 * cells filling in, or a newer block taking a row, do not resize the columns and shift the rows'
 * content sideways. Set here on the table DataTable draws, whose columns have no widths of their own.
 */
const FIXED_COLUMNS =
  '[&_table]:table-fixed [&_table]:min-w-3xl [&_th:nth-child(1)]:w-24 [&_th:nth-child(2)]:w-36 [&_th:nth-child(3)]:w-24 [&_th:nth-child(4)]:w-16 [&_th:nth-child(6)]:w-44 [&_th:nth-child(7)]:w-44';

function cell(row: Row, render: (block: EvmBlock) => ReactNode) {
  if (row.query.data) return render(row.query.data);
  if (row.query.isError) return <span className="text-red-700 dark:text-red-400">{errorText(row.query.error)}</span>;
  if (row.query.data === null) return <span className="text-muted">{t`not found`}</span>;
  return <span role="status" aria-label={t`Loading`} className="inline-block h-4 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />;
}

/** An EVM chain's blocks by number: age, interval to the parent, transactions, gas used against the limit, base fee, hash. */
export function EvmBlockTable({ chain, numbers, caption, exportName, full }: EvmBlockTableProps) {
  const queries = useEvmBlocksByNumber(chain, numbers, full);
  const locale = useLocale();
  const rows: Row[] = zipSameLength(numbers, queries).map(([number, query], slot) => ({ number, slot, query }));
  // The parent is the next row down when the rows are consecutive; the last row's is not read.
  const parentOf = (row: Row): EvmBlock | undefined => {
    const below = rows[row.slot + 1];
    return below && below.number === row.number - 1n ? (below.query.data ?? undefined) : undefined;
  };
  const columns: Column<Row>[] = [
    { id: 'number', header: t`Block`, value: (row) => row.number, cell: (row) => <EvmBlockNumberLink chain={chain} number={row.number} /> },
    {
      id: 'age',
      header: t`Age`,
      value: (row) => row.query.data?.timestamp,
      cell: (row) => cell(row, (block) => <Time value={block.timestamp} mode="relative" />),
    },
    {
      id: 'interval',
      header: t`Interval`,
      hint: t`Time since the block before it; in ms for blocks after Granite`,
      align: 'right',
      value: (row) => {
        const parent = parentOf(row);
        return row.query.data && parent ? blockTimeMs(row.query.data) - blockTimeMs(parent) : undefined;
      },
      cell: (row) =>
        cell(row, (block) => {
          const parent = parentOf(row);
          return parent ? <span className="tabular-nums">{formatBlockInterval(block, parent)}</span> : <span className="text-muted">—</span>;
        }),
    },
    { id: 'txs', header: t`Txs`, align: 'right', value: (row) => row.query.data?.transactions.length, cell: (row) => cell(row, (block) => formatInteger(block.transactions.length, locale)) },
    {
      id: 'gasUsed',
      header: t`Gas used`,
      hint: t`Gas used by the block against its gas limit`,
      value: (row) => row.query.data?.gasUsed,
      cell: (row) => cell(row, (block) => <GasUsedBar used={block.gasUsed} limit={block.gasLimit} />),
    },
    {
      id: 'baseFee',
      header: t`Base fee`,
      align: 'right',
      value: (row) => row.query.data?.baseFeePerGas,
      cell: (row) => cell(row, (block) => (block.baseFeePerGas === undefined ? '—' : <GweiPrice wei={block.baseFeePerGas} />)),
    },
    {
      id: 'hash',
      header: t`Hash`,
      value: (row) => row.query.data?.hash ?? undefined,
      cell: (row) => cell(row, (block) => (block.hash ? <EvmBlockHashId chain={chain} hash={block.hash} /> : '—')),
    },
  ];
  // Rows are keyed by position: when the head moves, each row shows the next block in place instead
  // of every row moving down a line. The focus follows the block's number, not the row.
  return (
    <div className={FIXED_COLUMNS}>
      <DataTable
        caption={caption}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.slot)}
        rowId={(row) => row.number.toString()}
        exportName={exportName}
        rowNavigation
      />
    </div>
  );
}
