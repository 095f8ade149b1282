import { t } from '@lingui/core/macro';
import type { PrecompileEvent } from '../../lib/precompile-permissions';
import { EvmAddressId, EvmTxId } from '../evm/EvmIds';
import { EvmBlockNumberLink } from '../evm/EvmBlockNumberLink';
import { WeiAmount } from '../evm/WeiAmount';
import { Card } from '../ui/Card';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';

type Mint = Extract<PrecompileEvent, { kind: 'mint' }>;

/** The native minter's `NativeCoinMinted` events found by the scan, newest first. */
export function NativeMintsCard({ chain, events, complete }: { chain: string; events: readonly PrecompileEvent[]; complete: boolean }) {
  const mints = events.filter((event): event is Mint => event.kind === 'mint');
  const columns: Column<Mint>[] = [
    { id: 'block', header: t`Block`, value: (row) => row.block, cell: (row) => <EvmBlockNumberLink chain={chain} number={row.block} /> },
    { id: 'tx', header: t`Transaction`, value: (row) => row.transactionHash, cell: (row) => <EvmTxId chain={chain} hash={row.transactionHash} /> },
    { id: 'sender', header: t`Minted by`, value: (row) => row.sender, cell: (row) => <EvmAddressId chain={chain} address={row.sender} /> },
    { id: 'recipient', header: t`To`, value: (row) => row.recipient, cell: (row) => <EvmAddressId chain={chain} address={row.recipient} /> },
    { id: 'amount', header: t`Amount`, align: 'right', value: (row) => row.amount, cell: (row) => <WeiAmount chain={chain} value={row.amount} /> },
  ];
  return (
    <Card title={t`Native mints`}>
      <DataTable
        caption={t`Native mints`}
        hideCaption
        columns={columns}
        rows={mints}
        rowKey={(row) => `${row.transactionHash}:${row.logIndex}`}
        emptyText={complete ? t`No mints in the whole history.` : t`No mints in the blocks scanned so far.`}
        exportName={`native-mints-${chain}`}
      />
    </Card>
  );
}
