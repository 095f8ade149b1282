import { t } from '@lingui/core/macro';
import { Amount } from '../ui/Amount';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';

/** The position of an input or output in its tx, which is how other txs refer to it. */
export const INDEX_COLUMN: Column<{ index: number }> = { id: 'index', header: '#', value: (row) => row.index, cell: (row) => row.index };

export const AMOUNT_COLUMN: Column<{ amount: bigint }> = {
  id: 'amount',
  get header() { return t`Amount`; },
  align: 'right',
  value: (row) => row.amount,
  cell: (row) => <Amount value={row.amount} />,
};

/** The UTXO an input spends; `linked` when the tx that made it has a page here. */
export function spentOutputColumn(linked: boolean): Column<{ txId: string; outputIndex: bigint }> {
  return {
    id: 'utxo',
    get header() { return t`Spends output`; },
    value: (row) => `${row.txId}:${row.outputIndex}`,
    cell: (row) => (
      <span className="inline-flex items-center gap-1">
        <Id value={row.txId} {...(linked ? { kind: 'tx' as const } : {})} /> <span className="font-mono">#{row.outputIndex.toString()}</span>
      </span>
    ),
  };
}
