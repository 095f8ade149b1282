import type { TokenTransfer } from '../../lib/token-transfers';
import type { LogScan } from '../../queries/evm-log-scan';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { DataTable, type Column } from '../ui/DataTable';
import { EvmBlockNumberLink } from './EvmBlockNumberLink';
import { EvmAddressId, EvmTxId } from './EvmIds';
import { EvmTokenLink } from './EvmTokenLink';
import { LogScanProgress } from './LogScanProgress';

/**
 * Token transfers (ERC-20, ERC-721, ERC-1155) found so far by a backward log scan, with the scan's
 * progress; the rows already found stay while it goes on or after it fails.
 */
export function EvmTokenTransfers({
  chain,
  scan,
  exportName,
  newer,
}: {
  chain: string;
  scan: LogScan<TokenTransfer>;
  exportName: string;
  /** The chain's head once past the scan's, and how to scan from it. */
  newer?: { head: bigint | undefined; moveToHead: () => void };
}) {
  const columns: Column<TokenTransfer>[] = [
    { id: 'block', header: 'Block', value: (row) => row.block, cell: (row) => <EvmBlockNumberLink chain={chain} number={row.block} /> },
    { id: 'tx', header: 'Transaction', value: (row) => row.transactionHash, cell: (row) => <EvmTxId chain={chain} hash={row.transactionHash} /> },
    { id: 'standard', header: 'Standard', value: (row) => row.standard, cell: (row) => <Badge>{row.standard}</Badge> },
    {
      id: 'token',
      header: 'Token',
      value: (row) => row.token,
      cell: (row) => <EvmTokenLink chain={chain} token={row.token} />,
    },
    { id: 'from', header: 'From', value: (row) => row.from, cell: (row) => <EvmAddressId chain={chain} address={row.from} /> },
    { id: 'to', header: 'To', value: (row) => row.to, cell: (row) => <EvmAddressId chain={chain} address={row.to} /> },
    {
      id: 'amount',
      header: 'Amount (raw)',
      hint: 'The integer in the event: token units before the token’s decimals; for an NFT, its token ID follows',
      align: 'right',
      value: (row) => row.value,
      cell: (row) => <span className="font-mono">{row.tokenId === undefined ? row.value.toString() : `${row.value} × #${row.tokenId}`}</span>,
    },
  ];
  return (
    <div className="space-y-2">
      <LogScanProgress scan={scan} what="token transfers" newer={newer} />
      {scan.isPending ? (
        <Skeleton lines={4} className="h-32" label="Loading token transfers" />
      ) : (
        <DataTable
          caption="Token transfers"
          hideCaption
          columns={columns}
          rows={scan.items}
          rowKey={(row) => `${row.transactionHash}:${row.logIndex}:${row.tokenId ?? ''}`}
          emptyText={scan.complete ? 'No token transfers in the whole history.' : 'No token transfers in the blocks scanned so far.'}
          exportName={exportName}
        />
      )}
    </div>
  );
}
