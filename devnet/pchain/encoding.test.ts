import { describe, expect, it } from 'vitest';
import { encodeBlock } from '../../src/lib/codec/block';
import { encodeSignedTx } from '../../src/lib/codec/tx';
import { parseId } from '../../src/lib/ids';
import { buildGenesis } from './genesis';
import { PROFILES } from './profiles';
import { encodeStandardBlockWithId } from './encoding';
import { hashId } from './hash';

describe('encodeStandardBlockWithId', () => {
  it('default: gives the codec encoding and ID of every generated standard block', () => {
    const { state } = buildGenesis({ seed: 'encoding', genesisTime: 1_767_225_600, networkId: 12345, hrp: 'local', profile: PROFILES.small });
    const standard = state.blocks.filter(({ block }) => block.kind === 'BanffStandardBlock');
    expect(standard.length).toBeGreaterThan(1);
    for (const { block, bytes, id } of standard) {
      if (block.kind !== 'BanffStandardBlock') continue;
      const encoded = encodeStandardBlockWithId(block.time, block.parentId, block.height, block.txs.map(encodeSignedTx));
      expect(encoded.bytes).toEqual(encodeBlock(block));
      expect(encoded).toEqual({ bytes, id, idBytes: parseId(id) });
      expect(encoded.id).toBe(hashId(encodeBlock(block)).id);
    }
  });

  it('default: every block after the first names the one before it as its parent', () => {
    const { state } = buildGenesis({ seed: 'encoding', genesisTime: 1_767_225_600, networkId: 12345, hrp: 'local', profile: PROFILES.small });
    for (const [height, { block }] of state.blocks.entries()) {
      if (height > 0) expect(block.parentId).toEqual(parseId(state.blocks[height - 1]!.id));
    }
  });

  it('default: every generated tx is stored with its codec encoding and ID (fee rounds reuse the last round\'s bytes)', () => {
    const { state } = buildGenesis({ seed: 'encoding', genesisTime: 1_767_225_600, networkId: 12345, hrp: 'local', profile: PROFILES.small });
    expect(state.txs.size).toBeGreaterThan(50);
    for (const [id, record] of state.txs) {
      const bytes = encodeSignedTx(record.tx);
      expect(record.bytes).toEqual(bytes);
      expect(hashId(bytes).id).toBe(id);
    }
  });
});
