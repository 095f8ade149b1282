import { decodeEvent } from '../../lib/evm-events';
import type { EvmLog } from '../../rpc/methods/eth';
import { useEvmTransfers } from '../../queries/evm-account';
import { ErrorPanel } from '../status/ErrorPanel';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Button } from '../ui/Button';
import { DataTable, type Column } from '../ui/DataTable';
import { EvmBlockNumberLink } from './EvmBlockNumberLink';
import { EvmAddressId, EvmTxId } from './EvmIds';
import type { ScanRange } from './use-scan-range';

interface TransferRow {
  log: EvmLog;
  from: string;
  to: string;
  amount: bigint;
}

function toRows(logs: readonly EvmLog[]): TransferRow[] {
  return logs.flatMap((log) => {
    const event = decodeEvent(log);
    if (event?.name !== 'Transfer') return [];
    const [from, to, amount] = event.args;
    if (from?.type !== 'address' || to?.type !== 'address' || amount?.type !== 'uint256') return [];
    return [{ log, from: from.value, to: to.value, amount: amount.value }];
  });
}

/** Token transfers from or to an address in the page's scan range, read from `Transfer` events. */
export function EvmTokenTransfers({ chain, address, scan }: { chain: string; address: string; scan: ScanRange }) {
  const { range, newerHead } = scan;
  const transfers = useEvmTransfers(chain, address, range);
  const columns: Column<TransferRow>[] = [
    { id: 'block', header: 'Block', value: (row) => row.log.blockNumber, cell: (row) => <EvmBlockNumberLink chain={chain} number={row.log.blockNumber} /> },
    { id: 'tx', header: 'Transaction', value: (row) => row.log.transactionHash, cell: (row) => <EvmTxId chain={chain} hash={row.log.transactionHash} /> },
    { id: 'token', header: 'Token', value: (row) => row.log.address, cell: (row) => <EvmAddressId chain={chain} address={row.log.address} /> },
    { id: 'from', header: 'From', value: (row) => row.from, cell: (row) => <EvmAddressId chain={chain} address={row.from} /> },
    { id: 'to', header: 'To', value: (row) => row.to, cell: (row) => <EvmAddressId chain={chain} address={row.to} /> },
    {
      id: 'amount',
      header: 'Amount (raw)',
      hint: 'The integer in the event: token units before the token’s decimals (or an NFT’s token ID)',
      align: 'right',
      value: (row) => row.amount,
      cell: (row) => <span className="font-mono">{row.amount.toString()}</span>,
    },
  ];
  if (scan.headError) return <ErrorPanel what="The chain head" error={scan.headError.error} onRetry={scan.headError.retry} />;
  return (
    <div className="space-y-2">
      {range && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          Token Transfer events from or to this address in blocks {range.from.toString()} to {range.to.toString()}.
          {newerHead !== undefined && (
            <Button onClick={scan.moveToHead} variant="secondary" size="sm">
              Check up to block {newerHead.toString()}
            </Button>
          )}
        </p>
      )}
      <QueryView query={transfers} what="Token transfers" skeleton={<Skeleton lines={4} className="h-32" label="Loading token transfers" />}>
        {(logs) => (
          <DataTable
            caption="Token transfers"
            hideCaption
            columns={columns}
            rows={toRows(logs)}
            rowKey={(row) => `${row.log.transactionHash}:${row.log.logIndex}`}
            emptyText="No token transfers in these blocks."
            exportName={`token-transfers-${address}`}
          />
        )}
      </QueryView>
    </div>
  );
}
