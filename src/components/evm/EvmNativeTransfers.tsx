import { groupDigits } from '../../lib/amount';
import { useEvmNativeTransfers, type NativeTransfer } from '../../queries/evm-native-transfers';
import { ErrorPanel } from '../status/ErrorPanel';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { EvmBlockNumberLink } from './EvmBlockNumberLink';
import { EvmAddressId, EvmTxId } from './EvmIds';
import type { ScanRange } from './use-scan-range';
import { WeiAmount } from './WeiAmount';

type Direction = 'sent' | 'received' | 'self';

function directionOf(transfer: NativeTransfer, address: string): Direction {
  const own = address.toLowerCase();
  const sent = transfer.from.toLowerCase() === own;
  const received = transfer.to?.toLowerCase() === own;
  return sent && received ? 'self' : sent ? 'sent' : 'received';
}

const DIRECTION_TEXT: Record<Direction, string> = { sent: 'sent', received: 'received', self: 'to itself' };

/**
 * Transactions that moved the native token from or to an address (plain transfers and calls with a
 * value), in the newest blocks of the page's scan range: found by reading whole blocks, which no
 * event announces.
 */
export function EvmNativeTransfers({ chain, address, scan }: { chain: string; address: string; scan: ScanRange }) {
  const transfers = useEvmNativeTransfers(chain, address, scan.range);
  if (scan.headError) return <ErrorPanel what="The chain head" error={scan.headError.error} onRetry={scan.headError.retry} />;
  const columns: Column<NativeTransfer>[] = [
    { id: 'block', header: 'Block', value: (row) => row.block, cell: (row) => <EvmBlockNumberLink chain={chain} number={row.block} /> },
    { id: 'tx', header: 'Transaction', value: (row) => row.hash, cell: (row) => <EvmTxId chain={chain} hash={row.hash} /> },
    {
      id: 'direction',
      header: 'Direction',
      value: (row) => DIRECTION_TEXT[directionOf(row, address)],
      cell: (row) => {
        const direction = directionOf(row, address);
        return <Badge tone={direction === 'received' ? 'success' : 'neutral'}>{DIRECTION_TEXT[direction]}</Badge>;
      },
    },
    { id: 'from', header: 'From', value: (row) => row.from, cell: (row) => <EvmAddressId chain={chain} address={row.from} /> },
    {
      id: 'to',
      header: 'To',
      value: (row) => row.to ?? '',
      cell: (row) => (row.to === null ? <span className="text-muted">contract creation</span> : <EvmAddressId chain={chain} address={row.to} />),
    },
    { id: 'value', header: 'Value', align: 'right', value: (row) => row.value, cell: (row) => <WeiAmount chain={chain} value={row.value} /> },
  ];
  return (
    <div className="space-y-2">
      <QueryView query={transfers} what="Native transfers" skeleton={<Skeleton lines={4} className="h-32" label="Loading native transfers" />}>
        {(data) => (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              Transactions with a value from or to this address in blocks {data.from.toString()} to {data.to.toString()} (the newest{' '}
              {groupDigits(data.to - data.from + 1n)} blocks, read whole). Value that contracts pass on inside a transaction is not listed.
              {scan.newerHead !== undefined && (
                <Button onClick={scan.moveToHead} variant="secondary" size="sm">
                  Check up to block {scan.newerHead.toString()}
                </Button>
              )}
            </p>
            <DataTable
              caption="Native transfers"
              hideCaption
              columns={columns}
              rows={data.transfers}
              rowKey={(row) => row.hash}
              emptyText={`No transactions with a value from or to this address since block ${data.from}.`}
              exportName={`native-transfers-${address}`}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
