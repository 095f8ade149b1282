import { PRIMARY_NETWORK_ID } from '../../lib/ids';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { DataTable, type Column } from '../ui/DataTable';
import { Id } from '../ui/Id';
import { Time } from '../ui/Time';
import { type AtomicInput, type AtomicOutput, type AtomicTxBody, type EvmTransfer } from './atomic-tx-body';

type Indexed<T> = T & { index: number };
const indexed = <T,>(items: readonly T[]): Indexed<T>[] => items.map((item, index) => ({ ...item, index }));

const EVM_COLUMNS: Column<Indexed<EvmTransfer>>[] = [
  { id: 'index', header: '#', value: (row) => row.index, cell: (row) => row.index },
  { id: 'address', header: 'C-Chain address', value: (row) => row.address, cell: (row) => <Id value={row.address} full /> },
  { id: 'amount', header: 'Amount', align: 'right', value: (row) => row.amount, cell: (row) => <Amount value={row.amount} /> },
];

const OUTPUT_COLUMNS: Column<Indexed<AtomicOutput>>[] = [
  { id: 'index', header: '#', value: (row) => row.index, cell: (row) => row.index },
  { id: 'amount', header: 'Amount', align: 'right', value: (row) => row.amount, cell: (row) => <Amount value={row.amount} /> },
  {
    id: 'owners',
    header: 'Owners',
    value: (row) => row.addresses.join(' '),
    cell: (row) => (
      <div className="space-y-1">
        <p className="text-sm">
          {row.threshold.toString()} of {row.addresses.length} must sign
          {row.locktime > 0n && (
            <>
              ; locked until <Time value={row.locktime} mode="absolute" />
            </>
          )}
        </p>
        {row.addresses.map((address) => (
          <div key={address}>
            <Id value={address} kind={address.startsWith('P-') ? 'address' : undefined} full />
          </div>
        ))}
      </div>
    ),
  },
];

function inputColumns(sourceIsPChain: boolean): Column<Indexed<AtomicInput>>[] {
  return [
    { id: 'index', header: '#', value: (row) => row.index, cell: (row) => row.index },
    { id: 'amount', header: 'Amount', align: 'right', value: (row) => row.amount, cell: (row) => <Amount value={row.amount} /> },
    {
      id: 'utxo',
      header: 'Spends output',
      value: (row) => `${row.txId}:${row.outputIndex}`,
      cell: (row) => (
        <span className="inline-flex items-center gap-1">
          {/* Only P-Chain txs have a page here; X-Chain UTXOs keep their ID. */}
          <Id value={row.txId} {...(sourceIsPChain ? { kind: 'tx' as const } : {})} /> <span className="font-mono">#{row.outputIndex.toString()}</span>
        </span>
      ),
    },
  ];
}

export interface AtomicTxTransfersProps {
  body: AtomicTxBody;
  /** Source chain of an import, destination chain of an export. */
  otherChainId: string;
}

/** What an atomic tx took and where it went. */
export function AtomicTxTransfers({ body, otherChainId }: AtomicTxTransfersProps) {
  const otherChain = otherChainId === PRIMARY_NETWORK_ID ? 'P-Chain' : 'X-Chain';
  return (
    <>
      {body.kind === 'export' ? (
        <>
          <Card title="From the C-Chain">
            <DataTable caption="C-Chain balances spent" hideCaption columns={EVM_COLUMNS} rows={indexed(body.evmInputs)} rowKey={(row) => String(row.index)} emptyText="None." />
          </Card>
          <Card title={`To the ${otherChain}`}>
            <DataTable caption="Exported outputs" hideCaption columns={OUTPUT_COLUMNS} rows={indexed(body.exportedOutputs)} rowKey={(row) => String(row.index)} emptyText="None." />
          </Card>
        </>
      ) : (
        <>
          <Card title={`From the ${otherChain}`}>
            <DataTable
              caption="Imported UTXOs"
              hideCaption
              columns={inputColumns(otherChainId === PRIMARY_NETWORK_ID)}
              rows={indexed(body.importedInputs)}
              rowKey={(row) => String(row.index)}
              emptyText="None."
            />
          </Card>
          <Card title="To the C-Chain">
            <DataTable caption="C-Chain balances credited" hideCaption columns={EVM_COLUMNS} rows={indexed(body.evmOutputs)} rowKey={(row) => String(row.index)} emptyText="None." />
          </Card>
        </>
      )}
    </>
  );
}
