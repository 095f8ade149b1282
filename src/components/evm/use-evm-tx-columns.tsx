import { t } from '@lingui/core/macro';
import { txMethod, txMethodName, type TxMethod } from '../../lib/abi/tx-method';
import type { EvmTransaction } from '../../rpc/methods/eth';
import { useAbiContext } from '../../queries/abi-context';
import type { Column } from '../ui/column';
import { EvmAddressId, EvmTxId } from './EvmIds';
import { EvmTxMethod } from './EvmTxMethod';
import { WeiAmount } from './WeiAmount';
import { ACCOUNT_HISTORY_TEXT as TEXT } from './account-history-text';

export interface EvmTxColumns<T> {
  hash: Column<T>;
  method: Column<T>;
  from: Column<T>;
  to: Column<T>;
  value: Column<T>;
}

/** The columns every EVM tx table shares, for rows holding a tx (`txOf`); the method is decoded offline. */
export function useEvmTxColumns<T>(chain: string, txOf: (row: T) => EvmTransaction): EvmTxColumns<T> {
  const abiFor = useAbiContext(chain);
  const methodOf = (tx: EvmTransaction): TxMethod => txMethod(tx, abiFor(tx.to ?? undefined));
  return {
    hash: { id: 'hash', header: t`Hash`, value: (row) => txOf(row).hash, cell: (row) => <EvmTxId chain={chain} hash={txOf(row).hash} /> },
    method: {
      id: 'method',
      header: t`Method`,
      hint: t`Decoded from the input’s selector with the ABIs known for the recipient; a guess is marked as one`,
      value: (row) => txMethodName(methodOf(txOf(row))),
      cell: (row) => <EvmTxMethod method={methodOf(txOf(row))} />,
    },
    from: { id: 'from', header: t`From`, value: (row) => txOf(row).from, cell: (row) => <EvmAddressId chain={chain} address={txOf(row).from} /> },
    to: {
      id: 'to',
      header: t`To`,
      value: (row) => txOf(row).to ?? TEXT.contractCreation,
      cell: (row) => {
        const { to } = txOf(row);
        return to === null ? <span className="text-slate-600 dark:text-slate-300">{TEXT.contractCreation}</span> : <EvmAddressId chain={chain} address={to} />;
      },
    },
    value: { id: 'value', header: t`Value`, align: 'right', value: (row) => txOf(row).value, cell: (row) => <WeiAmount chain={chain} value={txOf(row).value} /> },
  };
}
