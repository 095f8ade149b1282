import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRecord, type JsonObject } from '../json-value';
import { blockToJson } from '../codec/json';
import { encodeBlock } from '../codec/block';
import { SAMPLE_BLOCKS } from '../codec/test-samples';
import { toHexWithChecksum } from '../hex';
import { verifyPChainBlock } from './pchain-block';

// The reference node's published example of `platform.getBlock` with `encoding: "hex"`, whose
// documented block ID is sha256 of those bytes.
function publishedExample(): { id: string; hex: string } {
  const file: unknown = JSON.parse(readFileSync('test/fixtures/real-responses/platform.getBlock_hex.json', 'utf8'));
  if (!isRecord(file) || !isRecord(file.request) || !isRecord(file.request.params) || !isRecord(file.response) || !isRecord(file.response.result)) throw new Error('unexpected fixture');
  return { id: String(file.request.params.blockID), hex: String(file.response.result.block) };
}

const statuses = (checks: ReturnType<typeof verifyPChainBlock>) => checks.map((check) => [check.name, check.status]);

describe('a P-Chain block against its bytes', () => {
  const example = publishedExample();
  const json = (block = SAMPLE_BLOCKS.BanffStandardBlock): JsonObject => blockToJson(block, { hrp: 'local' });

  it('default: the published block’s bytes hash to its documented ID', () => {
    const [id] = verifyPChainBlock({ id: example.id }, example.hex, 'avax');
    expect(id).toEqual({
      name: 'blockId',
      status: 'verified',
      compared: [
        { label: 'idShown', value: example.id },
        { label: 'sha256OfBytes', value: example.id },
      ],
      reason: { kind: 'sha256-of-bytes', of: 'block' },
    });
  });

  it('behavior: a block whose JSON is its bytes’ JSON verifies on both checks', () => {
    const block = SAMPLE_BLOCKS.BanffStandardBlock;
    expect(statuses(verifyPChainBlock(json(block), toHexWithChecksum(encodeBlock(block)), 'local'))).toEqual([
      ['blockId', 'verified'],
      ['blockContent', 'verified'],
    ]);
    expect(verifyPChainBlock(json(block), toHexWithChecksum(encodeBlock(block)), 'local')[1]?.reason).toEqual({ kind: 'json-of-bytes', of: 'block' });
  });

  it('behavior: an amount changed in the JSON fails the content check, naming the field and both values', () => {
    const block = SAMPLE_BLOCKS.BanffStandardBlock;
    const shown = json(block);
    const original = shown.txs as JsonObject[];
    const tx = original[0] as JsonObject;
    const unsignedTx = tx.unsignedTx as JsonObject;
    const outputs = unsignedTx.outputs as JsonObject[];
    const output = (outputs[0] as JsonObject).output as JsonObject;
    const lied: JsonObject = { ...shown, txs: [{ ...tx, unsignedTx: { ...unsignedTx, outputs: [{ ...outputs[0], output: { ...output, amount: 7n } }] } }] };
    const [id, content] = verifyPChainBlock(lied, toHexWithChecksum(encodeBlock(block)), 'local');
    expect(id?.status).toBe('verified');
    const path = '.txs[0].unsignedTx.outputs[0].output.amount';
    expect(content).toEqual({
      name: 'blockContent',
      status: 'fails',
      compared: [
        { label: { code: 'pathShown', path }, value: '7' },
        { label: { code: 'pathInBytes', path }, value: String(output.amount) },
      ],
      reason: { kind: 'differ-at', of: 'block', path },
    });
  });

  it('behavior: a field the JSON shown lacks is absent on its side', () => {
    const block = SAMPLE_BLOCKS.BanffStandardBlock;
    const { height: _height, ...shown } = json(block);
    const [, content] = verifyPChainBlock(shown, toHexWithChecksum(encodeBlock(block)), 'local');
    expect(content?.compared).toEqual([
      { label: { code: 'pathShown', path: '.height' }, value: { kind: 'absent' } },
      { label: { code: 'pathInBytes', path: '.height' }, value: String(block.height) },
    ]);
  });

  it('bad input: bytes with a broken checksum fail with the reason instead of throwing', () => {
    const broken = `${example.hex.slice(0, -2)}00`;
    expect(verifyPChainBlock({ id: example.id }, broken, 'avax')).toEqual([
      { name: 'blockId', status: 'fails', reason: { kind: 'error', message: 'invalid input checksum' } },
      { name: 'blockContent', status: 'fails', reason: { kind: 'error', message: 'invalid input checksum' } },
    ]);
  });
});
