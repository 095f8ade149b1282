import { bytesEqual } from '../bytes';
import { fromHexWithChecksum } from '../hex';
import { BLOCK_KINDS, blockId, blockTxs, decodeBlock, encodeBlock } from './block';
import getBlockByHeightHex from '../../../test/fixtures/real-responses/platform.getBlockByHeight_hex.json';
import getBlockHex from '../../../test/fixtures/real-responses/platform.getBlock_hex.json';
import { SAMPLE_BLOCKS, SAMPLE_TXS, sampleSignedTx } from './test-samples';
import { signedTxId } from './tx';
import { TYPE_IDS } from './types';

// The reference node's published examples (test/fixtures/real-responses/, height 1000001).
const PUBLISHED = [
  ['platform.getBlock', getBlockHex],
  ['platform.getBlockByHeight', getBlockByHeightHex],
] as const;

describe('block codec', () => {
  test.each(PUBLISHED)('default: the published %s hex block re-encodes byte for byte', (_method, fixture) => {
    const bytes = fromHexWithChecksum(fixture.response.result.block);
    const block = decodeBlock(bytes);
    expect(block.kind).toBe('ApricotStandardBlock');
    expect(bytesEqual(encodeBlock(block), bytes)).toBe(true);
  });

  test('behavior: the published block and its tx have the published IDs', () => {
    const bytes = fromHexWithChecksum(getBlockHex.response.result.block);
    expect(blockId(bytes)).toBe(getBlockHex.request.params.blockID);
    expect(blockId(bytes)).toBe('d7WYmb8VeZNHsny3EJCwMm6QA37s1EHwMxw1Y71V3FqPZ5EFG');
    const block = decodeBlock(bytes);
    if (block.kind !== 'ApricotStandardBlock') throw new Error(`unexpected ${block.kind}`);
    expect(block.height).toBe(1000001n);
    expect(block.txs.map((tx) => tx.unsignedTx.kind)).toEqual(['ExportTx']);
    expect(signedTxId(block.txs[0]!)).toBe('AkTcR1J5b6qPdLaUDycs1YqPAoNY9aPNyb33VSnvyQ6vTCryQ');
  });

  test.each(BLOCK_KINDS)('default: %s round trips', (kind) => {
    const block = SAMPLE_BLOCKS[kind];
    const bytes = encodeBlock(block);
    expect(new DataView(bytes.buffer).getUint32(2)).toBe(TYPE_IDS[kind]);
    const decoded = decodeBlock(bytes);
    expect(decoded).toEqual(block);
    expect(bytesEqual(encodeBlock(decoded), bytes)).toBe(true);
  });

  test('args: a Banff proposal block with decision txs round trips', () => {
    const block = { ...SAMPLE_BLOCKS.BanffProposalBlock, txs: [sampleSignedTx(SAMPLE_TXS.ImportTx), sampleSignedTx(SAMPLE_TXS.BaseTx)] };
    expect(decodeBlock(encodeBlock(block))).toEqual(block);
    expect(blockTxs(block).map((tx) => tx.unsignedTx.kind)).toEqual(['ImportTx', 'BaseTx', 'RewardValidatorTx']);
  });

  test('args: a block packed with the smallest possible txs round trips', () => {
    const tx = sampleSignedTx(SAMPLE_TXS.AdvanceTimeTx);
    const block = { ...SAMPLE_BLOCKS.ApricotStandardBlock, txs: [tx, tx, tx, tx, tx] };
    expect(decodeBlock(encodeBlock(block))).toEqual(block);
  });

  test('behavior: a Banff standard block lays out time, parent, height, then txs', () => {
    const block = SAMPLE_BLOCKS.BanffStandardBlock;
    const bytes = encodeBlock(block);
    const view = new DataView(bytes.buffer);
    expect(view.getBigUint64(6)).toBe(block.time);
    expect(bytesEqual(bytes.subarray(14, 46), block.parentId)).toBe(true);
    expect(view.getBigUint64(46)).toBe(block.height);
    expect(view.getUint32(54)).toBe(block.txs.length);
    expect(view.getUint32(58)).toBe(TYPE_IDS.AddPermissionlessValidatorTx);
  });

  test('behavior: the txs of each kind that carries some: its one tx, or its list', () => {
    for (const kind of ['ApricotProposalBlock', 'ApricotAtomicBlock'] as const) expect(blockTxs(SAMPLE_BLOCKS[kind])).toEqual([SAMPLE_BLOCKS[kind].tx]);
    for (const kind of ['ApricotStandardBlock', 'BanffStandardBlock'] as const) expect(blockTxs(SAMPLE_BLOCKS[kind])).toEqual(SAMPLE_BLOCKS[kind].txs);
  });

  test('error: a count of txs that cannot fit is refused before any is read (the smallest signed tx: an AdvanceTimeTx, 16 bytes)', () => {
    const tx = sampleSignedTx(SAMPLE_TXS.AdvanceTimeTx);
    const bytes = encodeBlock({ ...SAMPLE_BLOCKS.ApricotStandardBlock, txs: [tx] });
    expect(() => decodeBlock(bytes.subarray(0, bytes.length - 1))).toThrow('txs: length 1 exceeds the 15 remaining bytes');
  });

  test('behavior: commit and abort blocks carry no txs', () => {
    expect(blockTxs(SAMPLE_BLOCKS.BanffCommitBlock)).toEqual([]);
    expect(blockTxs(SAMPLE_BLOCKS.ApricotAbortBlock)).toEqual([]);
    expect(encodeBlock(SAMPLE_BLOCKS.BanffCommitBlock).length).toBe(2 + 4 + 8 + 32 + 8);
  });
});
