import { isRecord, type JsonValue } from '../lib/json-value';
import { AnswerAssembly, PART_ITEMS, readAnswer, type AnswerDecoding, type ReadReply } from './answer-reading';
import { unwrap } from './envelope';
import { parseJson, stringifyJson } from './json';
import type { MethodResult } from './methods/table';
import { parseResult } from './result';
import { largeValidatorsAnswer } from './testing/large-answers';
import { SPEC_SETTINGS } from './testing/network-settings';

const VALIDATORS: AnswerDecoding = { method: 'platform.getCurrentValidators', settings: SPEC_SETTINGS };
const CONTEXT = { url: '', method: '' };

/** What the main thread reads from `text` today, the reference the Worker's result must equal. */
const onMainThread = (text: string, decoding: AnswerDecoding) => parseResult(decoding.method, unwrap(parseJson(text), CONTEXT), decoding.settings);

/** The replies as the main thread gets them (each one structured-cloned, as postMessage does), put together. */
function assembled(replies: ReadReply[]) {
  const assembly = new AnswerAssembly();
  const reads = replies.map((reply) => assembly.take(structuredClone(reply)));
  expect(reads.slice(0, -1).every((read) => read === undefined)).toBe(true);
  return reads.at(-1);
}

describe('reading an answer off the main thread', () => {
  test('behavior: a large validator set comes back in parts and puts together to what the main thread reads, bigints and all', () => {
    const text = largeValidatorsAnswer(2 * PART_ITEMS + 500);
    const replies = readAnswer({ id: 7, text, decoding: VALIDATORS });
    expect(replies.map((reply) => reply.kind)).toEqual(['part', 'part', 'part', 'value']);
    for (const reply of replies) {
      expect(reply.id).toBe(7);
      if (reply.kind === 'part') expect(reply.items.length).toBeLessThanOrEqual(PART_ITEMS);
    }
    const read = assembled(replies);
    const expected = onMainThread(text, VALIDATORS);
    expect(read).toEqual({ value: expected });
    const { validators } = (read as { value: MethodResult<'platform.getCurrentValidators'> }).value;
    expect(validators[2 * PART_ITEMS + 499]!.weight).toBe(2n ** 60n + BigInt(2 * PART_ITEMS + 499));
  });

  test('behavior: a result that is itself a long list comes back in parts', () => {
    const log = { address: '0x' + '11'.repeat(20), topics: [], data: '0x', blockNumber: '0x1', transactionHash: '0x' + '22'.repeat(32), transactionIndex: '0x0', blockHash: '0x' + '33'.repeat(32), logIndex: '0x0', removed: false };
    const text = stringifyJson({ jsonrpc: '2.0', id: '1', result: Array.from({ length: PART_ITEMS + 1 }, () => log) });
    const logs: AnswerDecoding = { method: 'eth_getLogs', settings: SPEC_SETTINGS };
    const replies = readAnswer({ id: 1, text, decoding: logs });
    expect(replies.map((reply) => reply.kind)).toEqual(['part', 'part', 'value']);
    expect(assembled(replies)).toEqual({ value: onMainThread(text, logs) });
  });

  test('behavior: a short result is one reply', () => {
    const text = largeValidatorsAnswer(3);
    const replies = readAnswer({ id: 1, text, decoding: VALIDATORS });
    expect(replies).toHaveLength(1);
    expect(assembled(replies)).toEqual({ value: onMainThread(text, VALIDATORS) });
  });

  test.each([
    ['text that is not JSON', '<html>502 Bad Gateway</html>'],
    ['a JSON-RPC error', stringifyJson({ jsonrpc: '2.0', id: '1', error: { code: -32000, message: 'node is not bootstrapped' } })],
    ['an envelope without a result', stringifyJson({ jsonrpc: '2.0', id: '1' })],
    ['a result the schema refuses', stringifyJson({ jsonrpc: '2.0', id: '1', result: { validators: [{ nodeID: 5 }] } })],
  ])('behavior: %s is left to the main thread, which throws as it always did', (_, text) => {
    const replies = readAnswer({ id: 3, text, decoding: VALIDATORS });
    expect(replies).toEqual([{ id: 3, kind: 'mainThread' }]);
    expect(new AnswerAssembly().take(replies[0]!)).toEqual({ mainThread: true });
    expect(() => onMainThread(text, VALIDATORS)).toThrow();
  });

  test('behavior: members that are short lists stay in the value', () => {
    const replies = readAnswer({ id: 1, text: largeValidatorsAnswer(PART_ITEMS), decoding: VALIDATORS });
    expect(replies).toHaveLength(1);
    const [reply] = replies;
    expect(reply!.kind === 'value' && isRecord(reply!.value) && (reply!.value.validators as JsonValue[]).length).toBe(PART_ITEMS);
  });

});
