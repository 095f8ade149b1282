import type { EvmBlock, EvmTransaction } from '../../rpc/methods/eth';

/** A tx of the latest blocks, with its block's time. */
export interface LatestTx {
  tx: EvmTransaction;
  timestamp: bigint;
}

/**
 * The newest `count` txs of `blocks` (given newest first, with whole transactions), newest first:
 * the last tx of a block before its first. A block not read yet adds none.
 */
export function latestTxs(blocks: ReadonlyArray<EvmBlock | null | undefined>, count: number): LatestTx[] {
  const found: LatestTx[] = [];
  for (const block of blocks) {
    if (!block) continue;
    const txs = block.transactions.filter((tx): tx is EvmTransaction => typeof tx !== 'string').reverse();
    for (const tx of txs.slice(0, count - found.length)) found.push({ tx, timestamp: block.timestamp });
    if (found.length === count) break;
  }
  return found;
}
