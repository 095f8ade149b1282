import { describe, expect, it } from 'vitest';
import type { EvmBlock, EvmTransaction } from '../../rpc/methods/eth';
import { latestTxs } from './latest-txs';

const tx = (hash: string) => ({ hash }) as EvmTransaction;
const block = (timestamp: bigint, transactions: EvmBlock['transactions']) => ({ timestamp, transactions }) as EvmBlock;

describe('latestTxs', () => {
  it('default: newest first, a block’s last tx before its first, with the block’s time', () => {
    const found = latestTxs([block(20n, [tx('b0'), tx('b1')]), block(10n, [tx('a0')])], 5);
    expect(found.map((entry) => [entry.tx.hash, entry.timestamp])).toEqual([
      ['b1', 20n],
      ['b0', 20n],
      ['a0', 10n],
    ]);
  });

  it('args: count stops inside a block', () => {
    expect(latestTxs([block(20n, [tx('b0'), tx('b1')]), block(10n, [tx('a0')])], 1).map((entry) => entry.tx.hash)).toEqual(['b1']);
  });

  it('behavior: a block not read yet (or not found) and hashes-only entries add nothing', () => {
    expect(latestTxs([undefined, null, block(5n, ['0xhash', tx('c0')])], 5).map((entry) => entry.tx.hash)).toEqual(['c0']);
  });
});
