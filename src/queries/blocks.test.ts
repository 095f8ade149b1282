import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, encodeBlock } from '../lib/codec/block';
import { SAMPLE_BLOCKS } from '../lib/codec/test-samples';
import { toHexWithChecksum } from '../lib/hex';
import { blockHeightFromHex, blockKindFromHex } from './block-hex-kind';
import { heightsDown, isAmbiguousKind, toBlockView } from './blocks';

describe('toBlockView', () => {
  it('default', () => {
    const view = toBlockView({
      time: 1734368500n,
      parentID: 'parent',
      height: 9007199254740993n,
      id: 'block',
      txs: [{ unsignedTx: { networkID: 1n, blockchainID: 'x', outputs: [], inputs: [], memo: '0x', owner: {} }, credentials: [], id: 'tx1' }],
    });
    expect(view).toMatchObject({ id: 'block', parentId: 'parent', height: 9007199254740993n, time: 1734368500n, kind: 'BanffStandardBlock' });
    expect(view.txs).toEqual([expect.objectContaining({ id: 'tx1', kind: 'CreateSubnetTx' })]);
  });
  it('behavior: proposal block lists decision txs then the proposal tx', () => {
    const view = toBlockView({ time: 1n, txs: [], parentID: 'p', height: 2n, id: 'b', tx: { unsignedTx: { txID: 'staker' }, credentials: [], id: 'reward' } });
    expect(view.kind).toBe('BanffProposalBlock');
    expect(view.txs.map((tx) => tx.kind)).toEqual(['RewardValidatorTx']);
  });
  it('error: not an object', () => {
    expect(() => toBlockView('0x00')).toThrow(/not a JSON object/);
  });
});

describe('blockKindFromHex', () => {
  it('default', () => {
    expect(blockKindFromHex(toHexWithChecksum(encodeBlock(SAMPLE_BLOCKS.BanffCommitBlock)))).toBe('BanffCommitBlock');
    expect(blockKindFromHex(toHexWithChecksum(encodeBlock(SAMPLE_BLOCKS.BanffAbortBlock)))).toBe('BanffAbortBlock');
  });
  it('error: a type ID that is not a block, a truncated header, not hex', () => {
    expect(() => blockKindFromHex('0x0000000500000000')).toThrow('not a P-Chain block encoding');
    expect(() => blockKindFromHex('0x000000')).toThrow('not a P-Chain block encoding');
    expect(() => blockKindFromHex('0000001f00000000')).toThrow('not a P-Chain block encoding');
  });
});

describe('blockHeightFromHex', () => {
  it('default: the height of every kind whose header has a fixed size', () => {
    for (const kind of BLOCK_KINDS.filter((name) => name !== 'BanffProposalBlock')) {
      const block = { ...SAMPLE_BLOCKS[kind], height: 9007199254740993n };
      expect(blockHeightFromHex(toHexWithChecksum(encodeBlock(block)))).toBe(9007199254740993n);
    }
  });
  it('behavior: a Banff proposal block (txs before its height) has none to read', () => {
    expect(blockHeightFromHex(toHexWithChecksum(encodeBlock(SAMPLE_BLOCKS.BanffProposalBlock)))).toBeUndefined();
  });
});

describe('isAmbiguousKind', () => {
  it('default', () => {
    expect(isAmbiguousKind('BanffCommitOrAbortBlock')).toBe(true);
    expect(isAmbiguousKind('BanffStandardBlock')).toBe(false);
  });
});

describe('heightsDown', () => {
  it('default', () => {
    expect(heightsDown(5n, 3)).toEqual([5n, 4n, 3n]);
  });
  it('behavior: stops at genesis', () => {
    expect(heightsDown(1n, 5)).toEqual([1n, 0n]);
  });
});
