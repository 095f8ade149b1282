import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedJson } from '../encoded-json';
import { compressAhead, gzipReply, replyWorthCompressing } from './gzip';
import type { RpcReply } from './rpc-reply';

const BEFORE = '{"jsonrpc":"2.0","result":';

function keptReply(result: EncodedJson, id: number): RpcReply {
  const after = `,"id":${id}}\n`;
  return { status: 200, headers: {}, body: `${BEFORE}${result.text}${after}`, keptResult: { before: BEFORE, result, after } };
}

const entry = (i: number, note = '') => `{"nodeID":"NodeID-${i}","note":"${note}${'é'.repeat(i % 5)}","weight":"${i * 1000}"}`;

describe('gzipReply', () => {
  it('default: a result in pieces gzips to the reply body, also when a later result shares most of its pieces', async () => {
    const pieces = (changed: number) => ['{"validators":[', ...Array.from({ length: 40 }, (_, i) => `${i === 0 ? '' : ','}${entry(i, i === changed ? 'changed' : '')}`), ']}'];
    for (const [index, result] of [new EncodedJson(pieces(-1)), new EncodedJson(pieces(7)), new EncodedJson(pieces(-1)), new EncodedJson(pieces(39))].entries()) {
      const reply = keptReply(result, index);
      expect(replyWorthCompressing(reply)).toBe(true);
      expect(gunzipSync(await gzipReply(reply)).toString()).toBe(reply.body);
    }
  });

  it('behavior: a result compressed ahead, whole or in part, gzips to the same reply body', async () => {
    const texts = ['{"validators":[', ...Array.from({ length: 100 }, (_, i) => `${i === 0 ? '' : ','}${entry(i, 'ahead')}`), ']}'];
    const ahead = new EncodedJson(texts);
    await compressAhead(ahead);
    const reply = keptReply(ahead, 1);
    expect(gunzipSync(await gzipReply(reply)).toString()).toBe(reply.body);
    // A request that comes while the pieces are compressed ahead compresses the rest itself.
    const later = new EncodedJson(texts.map((text) => text.replace('ahead', 'later')));
    const compressing = compressAhead(later);
    const during = keptReply(later, 2);
    expect(gunzipSync(await gzipReply(during)).toString()).toBe(during.body);
    await compressing;
  });

  it('behavior: a short kept result is written as it is', () => {
    expect(replyWorthCompressing(keptReply(new EncodedJson(['{"supply":', '"1"}']), 1))).toBe(false);
  });
});
