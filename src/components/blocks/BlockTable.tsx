import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { paths } from '../../lib/paths';
import { zipSameLength } from '../../lib/lists';
import { useBlocksByHeight, type BlockView } from '../../queries/blocks';
import { useNetwork } from '../../network/network-context';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { TextLink } from '../ui/TextLink';
import { Time } from '../ui/Time';
import { BlockKindBadge } from './BlockKindBadge';
import { TxKindList } from './TxKindList';
import { errorText } from '../status/error-text';

interface Row {
  height: bigint;
  /** Position in `heights`, newest first. */
  slot: number;
  query: UseQueryResult<BlockView>;
}

/**
 * Fixed column widths (the block IDs are abbreviated, so every column but the tx kinds has a known
 * width): cells filling in, or the next block's kinds, do not resize the columns and shift the rows'
 * content sideways. Set here on the table DataTable draws, whose columns have no widths of their own.
 */
const FIXED_COLUMNS =
  '[&_table]:table-fixed [&_table]:min-w-3xl [&_th:nth-child(1)]:w-24 [&_th:nth-child(2)]:w-36 [&_th:nth-child(3)]:w-36 [&_th:nth-child(4)]:w-16 [&_th:nth-child(6)]:w-44';

export interface BlockTableProps {
  /** Heights to show, newest first. */
  heights: readonly bigint[];
  caption: string;
  /** Keep the caption for screen readers only (when a card title already says it). */
  hideCaption?: boolean;
  /** File name stem for CSV/JSON export; no export when omitted. */
  exportName?: string;
}

function pendingCell(row: Row, render: (block: BlockView) => ReactNode) {
  if (row.query.data) return render(row.query.data);
  if (row.query.isError) return <span className="text-red-700 dark:text-red-400">{errorText(row.query.error)}</span>;
  return <span role="status" aria-label={t`Loading`} className="inline-block h-4 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />;
}

/** Blocks by height: kind, time, tx count and kinds; each row is its own cached query. */
export function BlockTable({ heights, caption, hideCaption, exportName }: BlockTableProps) {
  const { ref } = useNetwork();
  const queries = useBlocksByHeight(heights);
  const rows: Row[] = zipSameLength(heights, queries).map(([height, query], slot) => ({ height, slot, query }));
  const columns: Column<Row>[] = [
    {
      id: 'height',
      header: t`Height`,
      value: (row) => row.height,
      cell: (row) => (
        <TextLink to={paths.block(ref, row.height)} underline="hover" className="font-mono">
          {row.height.toString()}
        </TextLink>
      ),
    },
    { id: 'kind', header: t`Kind`, value: (row) => row.query.data?.kind, cell: (row) => pendingCell(row, (block) => <BlockKindBadge block={block} />) },
    {
      id: 'time',
      header: t`Time`,
      value: (row) => row.query.data?.time,
      cell: (row) => pendingCell(row, (block) => (block.time !== undefined ? <Time value={block.time} mode="relative" /> : '—')),
    },
    { id: 'txCount', header: t`Txs`, align: 'right', value: (row) => row.query.data?.txs.length, cell: (row) => pendingCell(row, (block) => block.txs.length) },
    { id: 'txKinds', header: t`Tx kinds`, value: (row) => row.query.data?.txs.map((tx) => tx.kind).join(' '), cell: (row) => pendingCell(row, (block) => <TxKindList txs={block.txs} />) },
    { id: 'id', header: t`Block ID`, value: (row) => row.query.data?.id, cell: (row) => pendingCell(row, (block) => <Id value={block.id} kind="block" />) },
  ];
  // Rows are keyed by position: when the head moves, each row shows the next block in place instead
  // of every row moving down a line. The focus of j/k follows the block's height, not the row.
  return (
    <div className={FIXED_COLUMNS}>
      <DataTable
        caption={caption}
        hideCaption={hideCaption}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.slot)}
        rowId={(row) => row.height.toString()}
        exportName={exportName}
        rowNavigation
      />
    </div>
  );
}
