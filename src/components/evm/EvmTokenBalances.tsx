import { t } from '@lingui/core/macro';
import type { TokenTransfer } from '../../lib/token-transfers';
import { useEvmTokenBalances, type TokenBalance, type TokenHolding } from '../../queries/evm-token';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { EvmTokenLink } from './EvmTokenLink';
import { TokenAmount } from './TokenAmount';

/** The holdings the transfers touched: each token (and each ERC-1155 id) once. */
export function holdingsOf(transfers: readonly TokenTransfer[]): TokenHolding[] {
  const seen = new Map<string, TokenHolding>();
  for (const transfer of transfers) {
    const tokenId = transfer.standard === 'ERC-1155' ? transfer.tokenId : undefined;
    const key = `${transfer.token}:${tokenId ?? ''}`;
    if (!seen.has(key)) seen.set(key, { token: transfer.token, standard: transfer.standard, ...(tokenId === undefined ? {} : { tokenId }) });
  }
  return [...seen.values()];
}

/** Balances at the scan's head of the tokens the address's transfers (found so far) touched. */
export function EvmTokenBalances({ chain, address, transfers, head }: { chain: string; address: string; transfers: readonly TokenTransfer[]; head: bigint | undefined }) {
  const holdings = holdingsOf(transfers);
  const balances = useEvmTokenBalances(chain, address, holdings, head);
  const columns: Column<TokenBalance>[] = [
    { id: 'token', header: t`Token`, value: (row) => row.token, cell: (row) => <EvmTokenLink chain={chain} token={row.token} /> },
    { id: 'symbol', header: t`Symbol`, value: (row) => row.symbol ?? '', cell: (row) => row.symbol ?? '—' },
    { id: 'standard', header: t`Standard`, value: (row) => row.standard, cell: (row) => <Badge>{row.tokenId === undefined ? row.standard : `${row.standard} #${row.tokenId}`}</Badge> },
    {
      id: 'balance',
      header: t`Balance`,
      align: 'right',
      value: (row) => row.balance ?? -1n,
      cell: (row) => (row.balance === undefined ? t`no answer to balanceOf` : <TokenAmount value={row.balance} decimals={row.decimals} symbol={row.symbol} />),
    },
  ];
  if (holdings.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t`No token touched in the blocks scanned so far.`}</p>;
  return (
    <QueryView query={balances} what={t`Token balances`} skeleton={<Skeleton lines={Math.min(holdings.length, 4)} className="h-24" label={t`Loading token balances`} />}>
      {(rows) => (
        <DataTable caption={t`Token balances`} hideCaption columns={columns} rows={rows} rowKey={(row) => `${row.token}:${row.tokenId ?? ''}`} exportName={`token-balances-${address}`} />
      )}
    </QueryView>
  );
}
