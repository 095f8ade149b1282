import type { HistoryEntry, TxEntry } from '../../lib/account-history';
import type { EvmTransaction } from '../../rpc/methods/eth';
import { Badge, type BadgeTone } from '../ui/Badge';
import { AbsoluteTime } from '../ui/Time';
import type { Column } from '../ui/column';
import { ACCOUNT_HISTORY_TEXT as TEXT } from './account-history-text';
import { EvmBlockNumberLink } from './EvmBlockNumberLink';
import { EvmAddressId, EvmTxId } from './EvmIds';
import { HistoryTxFee, InternalPayerCell, InternalTxCell } from './HistoryCells';
import { useEvmTxColumns } from './use-evm-tx-columns';
import { WeiAmount } from './WeiAmount';

export type HistoryRow = HistoryEntry<EvmTransaction>;

const directionOf = (row: HistoryRow): keyof typeof TEXT.direction => (row.kind === 'tx' ? row.direction : 'internal');
const TONES: Record<keyof typeof TEXT.direction, BadgeTone> = { out: 'neutral', in: 'success', self: 'neutral', internal: 'info' };

/** The account's side of a tx: whom it paid, or who paid it. */
function counterparty(row: TxEntry<EvmTransaction>, address: string): string | null {
  if (row.direction === 'in') return row.tx.from;
  return row.direction === 'self' ? address : row.tx.to;
}

const valueOf = (row: HistoryRow): bigint => (row.kind === 'tx' ? row.tx.value : row.change);

export const historyRowKey = (row: HistoryRow): string => (row.kind === 'tx' ? row.tx.hash : `internal-${row.block}`);

/** The columns of an account's history: a tx the account sent, a transfer to it, or value received inside another tx (internal). */
export function useHistoryColumns(chain: string, address: string): Column<HistoryRow>[] {
  const { method } = useEvmTxColumns<TxEntry<EvmTransaction>>(chain, (row) => row.tx);
  return [
    {
      id: 'hash',
      header: TEXT.columns.tx,
      value: (row) => (row.kind === 'tx' ? row.tx.hash : ''),
      cell: (row) => (row.kind === 'tx' ? <EvmTxId chain={chain} hash={row.tx.hash} /> : <InternalTxCell chain={chain} address={address} entry={row} />),
    },
    { id: 'block', header: TEXT.columns.block, value: (row) => row.block, cell: (row) => <EvmBlockNumberLink chain={chain} number={row.block} /> },
    { id: 'time', header: TEXT.columns.time, value: (row) => row.time, cell: (row) => <AbsoluteTime value={row.time} withSeconds={false} /> },
    {
      id: 'direction',
      header: TEXT.columns.direction,
      value: (row) => TEXT.direction[directionOf(row)],
      cell: (row) => (
        <Badge tone={TONES[directionOf(row)]} title={row.kind === 'internal' ? TEXT.internalHint : undefined}>
          {TEXT.direction[directionOf(row)]}
        </Badge>
      ),
    },
    {
      id: 'counterparty',
      header: TEXT.columns.counterparty,
      value: (row) => (row.kind === 'tx' ? (counterparty(row, address) ?? TEXT.contractCreation) : ''),
      cell: (row) => {
        if (row.kind === 'internal') return <InternalPayerCell chain={chain} address={address} entry={row} />;
        const other = counterparty(row, address);
        return other === null ? <span className="text-muted">{TEXT.contractCreation}</span> : <EvmAddressId chain={chain} address={other} />;
      },
    },
    { id: 'value', header: TEXT.columns.value, align: 'right', value: valueOf, cell: (row) => <WeiAmount chain={chain} value={valueOf(row)} /> },
    {
      id: 'fee',
      header: TEXT.columns.fee,
      align: 'right',
      hint: TEXT.feeHint,
      cell: (row) => (row.kind === 'tx' && row.direction !== 'in' ? <HistoryTxFee chain={chain} hash={row.tx.hash} /> : <span className="text-muted">{TEXT.none}</span>),
    },
    {
      id: method.id,
      header: method.header,
      hint: method.hint,
      value: (row) => (row.kind === 'tx' ? method.value?.(row) : ''),
      cell: (row) => (row.kind === 'tx' ? method.cell(row) : <span className="text-muted">{TEXT.none}</span>),
    },
  ];
}
