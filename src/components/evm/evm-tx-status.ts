import { t } from '@lingui/core/macro';
import type { EvmReceipt, EvmTransaction } from '../../rpc/methods/eth';

/** Success and failure come from the receipt; `Mined` is a pre-Byzantium receipt, which has no status. */
export type EvmTxStatus = 'Pending' | 'Success' | 'Failed' | 'Mined';

const RECEIPT_SUCCESS = 1n;

/** What became of a transaction the node knows; undefined while its receipt is still loading. */
export function evmTxStatus(tx: EvmTransaction, receipt: EvmReceipt | null | undefined): EvmTxStatus | undefined {
  if (tx.blockNumber === null) return 'Pending';
  if (!receipt) return undefined;
  if (receipt.status === undefined) return 'Mined';
  return receipt.status === RECEIPT_SUCCESS ? 'Success' : 'Failed';
}

/** The names of the transaction types, read when drawn (in the active locale). */
const txTypeNames = (): Record<string, string> => ({
  '0': t`legacy`,
  '1': t`access list (EIP-2930)`,
  '2': t`dynamic fee (EIP-1559)`,
  '3': t`blob (EIP-4844)`,
  '4': t`set code (EIP-7702)`,
});

/** `2 (dynamic fee (EIP-1559))`-style text for a transaction type. */
export function txTypeText(type: bigint | undefined): string {
  const key = (type ?? 0n).toString();
  const name = txTypeNames()[key];
  return name ? `${key}: ${name}` : key;
}
