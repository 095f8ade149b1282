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
    { id: 'block', header: 'Block', value: (row) => row.block, cell: (row) => <EvmBlockNumberLink chain={chain} number={row.block} /> },
    { id: 'tx', header: 'Transaction', value: (row) => row.transactionHash, cell: (row) => <EvmTxId chain={chain} hash={row.transactionHash} /> },
    { id: 'sender', header: 'Minted by', value: (row) => row.sender, cell: (row) => <EvmAddressId chain={chain} address={row.sender} /> },
    { id: 'recipient', header: 'To', value: (row) => row.recipient, cell: (row) => <EvmAddressId chain={chain} address={row.recipient} /> },
    { id: 'amount', header: 'Amount', align: 'right', value: (row) => row.amount, cell: (row) => <WeiAmount chain={chain} value={row.amount} /> },
  ];
  return (
    <Card title="Native mints">
      <DataTable
        caption="Native mints"
        hideCaption
        columns={columns}
        rows={mints}
        rowKey={(row) => `${row.transactionHash}:${row.logIndex}`}
        emptyText={complete ? 'No mints in the whole history.' : 'No mints in the blocks scanned so far.'}
        exportName={`native-mints-${chain}`}
      />
    </Card>
  );
}
