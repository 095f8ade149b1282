import type { TypedTransaction } from '@ethereumjs/tx';

/** The tip a transaction pays above the base fee (legacy: its gas price minus the base fee). */
export function effectiveTip(tx: TypedTransaction, baseFee: bigint): bigint {
  if ('maxPriorityFeePerGas' in tx) {
    const room = tx.maxFeePerGas - baseFee;
    return tx.maxPriorityFeePerGas < room ? tx.maxPriorityFeePerGas : room;
  }
  return tx.gasPrice - baseFee;
}
