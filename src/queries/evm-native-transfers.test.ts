import { describe, expect, it } from 'vitest';
import type { EvmBlock, EvmTransaction } from '../rpc/methods/eth';
import { nativeScanRange, nativeTransfersOf, NATIVE_SCAN_BLOCKS } from './evm-native-transfers';

const ME = '0xAbCd000000000000000000000000000000000001';
const OTHER = '0x0000000000000000000000000000000000000002';

function tx(block: bigint, index: bigint, from: string, to: string | null, value: bigint): EvmTransaction {
  return { hash: `0x${block}${index}`, from, to, value, gas: 21_000n, nonce: 0n, input: '0x', blockHash: null, blockNumber: block, transactionIndex: index };
}

function block(number: bigint, transactions: EvmBlock['transactions']): EvmBlock {
  return { number, hash: null, parentHash: '0x', timestamp: 0n, miner: OTHER, gasLimit: 0n, gasUsed: 0n, transactions };
}

describe('nativeTransfersOf', () => {
  it('keeps the transactions with a value from or to the address (any letter case), newest first', () => {
    const blocks = [
      block(9n, [tx(9n, 0n, OTHER, ME.toLowerCase(), 5n), tx(9n, 1n, ME, OTHER, 7n)]),
      null,
      block(8n, [tx(8n, 0n, OTHER, OTHER, 1n), tx(8n, 1n, ME, OTHER, 0n), tx(8n, 2n, ME, null, 3n), '0xhashonly']),
    ];
    expect(nativeTransfersOf(blocks, ME).map((transfer) => [transfer.block, transfer.hash, transfer.value])).toEqual([
      [9n, '0x91', 7n],
      [9n, '0x90', 5n],
      [8n, '0x82', 3n],
    ]);
  });
});

describe('nativeScanRange', () => {
  it('reads the newest blocks of the range, never past its start', () => {
    expect(nativeScanRange({ from: 0n, to: 1_000n })).toEqual({ from: 1_000n - NATIVE_SCAN_BLOCKS + 1n, to: 1_000n });
    expect(nativeScanRange({ from: 0n, to: 5n })).toEqual({ from: 0n, to: 5n });
  });
});
