import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KeptAnswer } from './answer-cache';
import { gzipReply } from './gzip';
import type { RpcReply } from './rpc-reply';
import { itemAt } from '../../src/lib/lists';

const BEFORE = '{"jsonrpc":"2.0","result":';

function keptReply(result: KeptAnswer, id: string, before = BEFORE): RpcReply {
  const after = `,"id":${id}}\n`;
  return { status: 200, headers: {}, body: `${before}${result.text}${after}`, keptResult: { before, result, after } };
}

const entries = Array.from({ length: 400 }, (_, i) => `{"nodeID":"NodeID-${i}","note":"${'é'.repeat(i % 5)}","weight":"${i * 1000}"}`);

describe('gzipReply', () => {
  it('default: a kept answer gzips to the reply body under any id, its result compressed once', async () => {
    const result = new KeptAnswer(`{"validators":[${entries.join(',')}]}`);
    const zipped: Buffer[] = [];
    for (const id of ['1', '"second"', '"ü\\u00e9"', 'null']) {
      const reply = keptReply(result, id);
      const bytes = await gzipReply(reply);
      expect(gunzipSync(bytes).toString()).toBe(reply.body);
      zipped.push(bytes);
    }
    // Every reply starts with the same compressed bytes: the result's, compressed once.
    const shared = Math.min(...zipped.map((bytes) => bytes.length)) - 64;
    expect(zipped.every((bytes) => bytes.subarray(0, shared).equals(itemAt(zipped, 0).subarray(0, shared)))).toBe(true);
  });

  it('edge: a kept answer behind another opening is compressed with that opening', async () => {
    const result = new KeptAnswer(`[${entries.join(',')}]`);
    const first = keptReply(result, '1');
    const other = keptReply(result, '2', '{"result":');
    expect(gunzipSync(await gzipReply(first)).toString()).toBe(first.body);
    expect(gunzipSync(await gzipReply(other)).toString()).toBe(other.body);
  });

  it('default: a reply without a kept answer is gzipped whole', async () => {
    const reply: RpcReply = { status: 200, headers: {}, body: `{"jsonrpc":"2.0","result":[${entries.join(',')}],"id":1}\n` };
    expect(gunzipSync(await gzipReply(reply)).toString()).toBe(reply.body);
  });
});
