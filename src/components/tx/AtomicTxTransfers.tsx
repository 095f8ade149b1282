import { t } from '@lingui/core/macro';
import { P_CHAIN_NAME, PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { Card } from '../ui/Card';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { OwnerList } from '../validators/OwnerList';
import { type AtomicInput, type AtomicOutput, type AtomicTxBody, type EvmTransfer } from '../../lib/codec/atomic-tx-view';
import { AMOUNT_COLUMN, INDEX_COLUMN, spentOutputColumn } from './transfer-columns';
import { TransferTable } from './TransferTable';

type Indexed<T> = T & { index: number };
const indexed = <T,>(items: readonly T[]): Indexed<T>[] => items.map((item, index) => ({ ...item, index }));

const EVM_COLUMNS: Column<Indexed<EvmTransfer>>[] = [
  INDEX_COLUMN,
  { id: 'address', get header() { return t`C-Chain address`; }, value: (row) => row.address, cell: (row) => <Id value={row.address} full /> },
  AMOUNT_COLUMN,
];

const OUTPUT_COLUMNS: Column<Indexed<AtomicOutput>>[] = [
  INDEX_COLUMN,
  AMOUNT_COLUMN,
  {
    id: 'owners',
    get header() { return t`Owners`; },
    value: (row) => row.addresses.join(' '),
    cell: (row) => <OwnerList owners={row} />,
  },
];

// Only P-Chain txs have a page here; X-Chain UTXOs keep their ID.
const inputColumns = (sourceIsPChain: boolean): Column<Indexed<AtomicInput>>[] => [INDEX_COLUMN, AMOUNT_COLUMN, spentOutputColumn(sourceIsPChain)];

export interface AtomicTxTransfersProps {
  body: AtomicTxBody;
  /** Source chain of an import, destination chain of an export. */
  otherChainId: string;
}

/** What an atomic tx took and where it went. */
export function AtomicTxTransfers({ body, otherChainId }: AtomicTxTransfersProps) {
  const otherChain = otherChainId === PRIMARY_NETWORK_ID ? P_CHAIN_NAME : 'X-Chain';
  return (
    <>
      {body.kind === 'export' ? (
        <>
          <Card title={t`From the C-Chain`}>
            <TransferTable caption={t`C-Chain balances spent`} columns={EVM_COLUMNS} rows={indexed(body.evmInputs)} />
          </Card>
          <Card title={t`To the ${otherChain}`}>
            <TransferTable caption={t`Exported outputs`} columns={OUTPUT_COLUMNS} rows={indexed(body.exportedOutputs)} />
          </Card>
        </>
      ) : (
        <>
          <Card title={t`From the ${otherChain}`}>
            <TransferTable caption={t`Imported UTXOs`} columns={inputColumns(otherChainId === PRIMARY_NETWORK_ID)} rows={indexed(body.importedInputs)} />
          </Card>
          <Card title={t`To the C-Chain`}>
            <TransferTable caption={t`C-Chain balances credited`} columns={EVM_COLUMNS} rows={indexed(body.evmOutputs)} />
          </Card>
        </>
      )}
    </>
  );
}
