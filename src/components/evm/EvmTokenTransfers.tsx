import { t } from '@lingui/core/macro';
import type { TokenTransfer } from '../../lib/token-transfers';
import type { LogScan } from '../../queries/evm-log-scan';
import { useEvmTokenInfo } from '../../queries/evm-token';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { EvmBlockNumberLink } from './EvmBlockNumberLink';
import { EvmAddressId, EvmTxId } from './EvmIds';
import { EvmTokenLink } from './EvmTokenLink';
import { LogScanProgress } from './LogScanProgress';
import { TokenAmount } from './TokenAmount';

/** A fungible transfer's amount with the token's decimals and symbol, as its balance beside it; the raw integer until they are known. */
function TransferAmount({ chain, token, value, head }: { chain: string; token: string; value: bigint; head: bigint | undefined }) {
  const info = useEvmTokenInfo(chain, token, head).data;
  return <TokenAmount value={value} decimals={info?.decimals} symbol={info?.symbol} />;
}

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
    { id: 'block', header: t`Block`, value: (row) => row.block, cell: (row) => <EvmBlockNumberLink chain={chain} number={row.block} /> },
    { id: 'tx', header: t`Transaction`, value: (row) => row.transactionHash, cell: (row) => <EvmTxId chain={chain} hash={row.transactionHash} /> },
    { id: 'standard', header: t`Standard`, value: (row) => row.standard, cell: (row) => <Badge>{row.standard}</Badge> },
    {
      id: 'token',
      header: t`Token`,
      value: (row) => row.token,
      cell: (row) => <EvmTokenLink chain={chain} token={row.token} />,
    },
    { id: 'from', header: t`From`, value: (row) => row.from, cell: (row) => <EvmAddressId chain={chain} address={row.from} /> },
    { id: 'to', header: t`To`, value: (row) => row.to, cell: (row) => <EvmAddressId chain={chain} address={row.to} /> },
    {
      id: 'amount',
      header: t`Amount`,
      hint: t`With the token’s decimals when it tells them (the integer in the event on hover); for an NFT, its token ID follows`,
      align: 'right',
      value: (row) => row.value,
      cell: (row) =>
        row.tokenId === undefined ? <TransferAmount chain={chain} token={row.token} value={row.value} head={scan.head} /> : <span className="font-mono">{`${row.value} × #${row.tokenId}`}</span>,
    },
  ];
  return (
    <div className="space-y-2">
      <LogScanProgress scan={scan} what={t`token transfers`} newer={newer} />
      {scan.isPending ? (
        <Skeleton lines={4} className="h-32" label={t`Loading token transfers`} />
      ) : (
        <DataTable
          caption={t`Token transfers`}
          hideCaption
          columns={columns}
          rows={scan.items}
          rowKey={(row) => `${row.transactionHash}:${row.logIndex}:${row.tokenId ?? ''}`}
          emptyText={scan.complete ? t`No token transfers in the whole history.` : t`No token transfers in the blocks scanned so far.`}
          exportName={exportName}
        />
      )}
    </div>
  );
}
