import { describe, expect, it } from 'vitest';
import { findCreationBlock, findCreationTx, type BlockTx, type CreationTxReader } from './contract-creation';
import type { TraceFrame } from './evm-trace';

const CONTRACT = '0x00000000000000000000000000000000000000C0';
const FACTORY = '0x00000000000000000000000000000000000000fa';
const SENDER = '0x00000000000000000000000000000000000000e0';
const signal = new AbortController().signal;

/** A chain where the contract's code appears at `createdAt`; heights below `prunedBelow` are gone. */
function codeChain(createdAt: bigint, { batchLimit = 40, prunedBelow }: { batchLimit?: number; prunedBelow?: bigint } = {}) {
  const asked: bigint[] = [];
  const reader = {
    batchLimit,
    codeAt: async (height: bigint) => {
      asked.push(height);
      if (prunedBelow !== undefined && height < prunedBelow) throw new Error('missing trie node 9e1c2d (path ) <nil>');
      return height >= createdAt ? '0x6080' : '0x';
    },
  };
  return { reader, asked };
}

const frame = (type: string, from: string, to: string, calls: TraceFrame[] = [], error?: string): TraceFrame => ({
  type,
  from,
  to,
  value: 0n,
  gas: 100_000n,
  gasUsed: 50_000n,
  input: '0x',
  calls,
  ...(error === undefined ? {} : { error }),
});

function blockReader(txs: BlockTx[], { created = {}, trees, batchLimit = 40 }: { created?: Record<string, string>; trees?: Record<string, TraceFrame>; batchLimit?: number }): CreationTxReader {
  return {
    batchLimit,
    blockTxs: async () => txs,
    createdAddress: async (hash) => created[hash] ?? null,
    callTree: async (hash) => {
      const tree = trees?.[hash];
      if (!trees) throw new Error('the method debug_traceTransaction does not exist/is not available');
      if (!tree) throw new Error(`no tx ${hash}`);
      return tree;
    },
  };
}

describe('findCreationBlock', () => {
  it('default: finds the block where the code first appears, in a few batched rounds', async () => {
    const { reader, asked } = codeChain(61_234n);
    expect(await findCreationBlock(reader, 100_000n, signal)).toEqual({ kind: 'block', block: 61_234n });
    // About log40 of the span in rounds of at most 40 calls.
    expect(asked.length).toBeLessThanOrEqual(4 * 40);
    const small = codeChain(3n, { batchLimit: 2 });
    expect(await findCreationBlock(small.reader, 9n, signal)).toEqual({ kind: 'block', block: 3n });
  });

  it('edge: code in the genesis state, and code that appears at the head itself', async () => {
    expect(await findCreationBlock(codeChain(0n).reader, 500n, signal)).toEqual({ kind: 'genesis' });
    expect(await findCreationBlock(codeChain(500n).reader, 500n, signal)).toEqual({ kind: 'block', block: 500n });
    expect(await findCreationBlock(codeChain(1n).reader, 1n, signal)).toEqual({ kind: 'block', block: 1n });
  });

  it('error: a pruning node tells how far back it could read; any other error fails the search', async () => {
    // Made before the oldest state held: only the edge is known.
    expect(await findCreationBlock(codeChain(100n, { prunedBelow: 968n }).reader, 1000n, signal)).toEqual({ kind: 'pruned', readBackTo: 968n });
    // Made within the state held: found as on an archive node.
    expect(await findCreationBlock(codeChain(990n, { prunedBelow: 968n }).reader, 1000n, signal)).toEqual({ kind: 'block', block: 990n });
    const failing = { batchLimit: 40, codeAt: () => Promise.reject(new Error('connection refused')) };
    await expect(findCreationBlock(failing, 1000n, signal)).rejects.toThrow('connection refused');
  });
});

describe('findCreationTx', () => {
  const other: BlockTx = { hash: '0x01', from: SENDER, to: FACTORY };

  it('default: the deploy whose receipt names the contract, made by its sender', async () => {
    const deploy: BlockTx = { hash: '0x02', from: SENDER, to: null };
    const reader = blockReader([other, { hash: '0x03', from: SENDER, to: null }, deploy], { created: { '0x03': FACTORY, '0x02': CONTRACT.toLowerCase() } });
    expect(await findCreationTx(reader, CONTRACT, 7n, signal)).toEqual({ kind: 'tx', hash: '0x02', creator: SENDER, byContract: false });
  });

  it('behavior: a contract made by a contract is found in the call trees, an undone create is not it', async () => {
    const made = frame('CALL', SENDER, FACTORY, [frame('CREATE2', FACTORY, CONTRACT)]);
    const undone = frame('CALL', SENDER, FACTORY, [frame('CALL', FACTORY, FACTORY, [frame('CREATE', FACTORY, CONTRACT)], 'execution reverted')]);
    const reader = blockReader([other, { hash: '0x04', from: SENDER, to: FACTORY }], { trees: { '0x01': undone, '0x04': made } });
    expect(await findCreationTx(reader, CONTRACT.toLowerCase(), 7n, signal)).toEqual({ kind: 'tx', hash: '0x04', creator: FACTORY, byContract: true });
  });

  it('error: without the node’s tracer, or with more txs than a batch, the block is named with its tx count', async () => {
    const txs = [other, { hash: '0x04', from: SENDER, to: FACTORY }];
    expect(await findCreationTx(blockReader(txs, {}), CONTRACT, 7n, signal)).toEqual({ kind: 'unnamed', txCount: 2 });
    const made = frame('CALL', SENDER, FACTORY, [frame('CREATE', FACTORY, CONTRACT)]);
    expect(await findCreationTx(blockReader(txs, { trees: { '0x01': made, '0x04': made }, batchLimit: 1 }), CONTRACT, 7n, signal)).toEqual({ kind: 'unnamed', txCount: 2 });
  });
});
