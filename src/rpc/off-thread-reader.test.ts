import { readAnswer, type AnswerDecoding, type ReadReply, type ReadRequest } from './answer-reading';
import { parseJson } from './json';
import { createOffThreadReader, type AnswerWorker } from './off-thread-reader';
import { parseResult } from './result';
import { largeValidatorsAnswer } from './testing/large-answers';
import { SPEC_SETTINGS } from './testing/network-settings';

const VALIDATORS: AnswerDecoding = { method: 'platform.getCurrentValidators', settings: SPEC_SETTINGS };

/** A Worker stand-in that runs the real Worker code a tick later, cloning messages both ways as postMessage does. */
function fakeWorker(answer: (request: ReadRequest) => ReadReply[] = readAnswer) {
  const posted: ReadRequest[] = [];
  const worker: AnswerWorker = {
    onmessage: null,
    onerror: null,
    postMessage(request) {
      posted.push(request);
      const cloned = structuredClone(request);
      setTimeout(() => {
        for (const reply of answer(cloned)) worker.onmessage?.(new MessageEvent('message', { data: structuredClone(reply) }));
      });
    },
  };
  return { worker, posted };
}

describe('off-thread reader', () => {
  test('behavior: reads answers in one Worker, started with the first, and resolves each with its own result', async () => {
    const { worker, posted } = fakeWorker();
    const start = vi.fn(() => worker);
    const reader = createOffThreadReader(start);
    expect(start).not.toHaveBeenCalled();
    const [big, small] = [largeValidatorsAnswer(2500), largeValidatorsAnswer(2)];
    const [bigRead, smallRead] = await Promise.all([reader.read(big, VALIDATORS), reader.read(small, VALIDATORS)]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(posted.map(({ id, text }) => ({ id, text }))).toEqual([
      { id: 1, text: big },
      { id: 2, text: small },
    ]);
    const mainThread = (text: string) => parseResult('platform.getCurrentValidators', (parseJson(text) as { result: never }).result, SPEC_SETTINGS);
    expect(bigRead).toEqual({ value: mainThread(big) });
    expect(smallRead).toEqual({ value: mainThread(small) });
  });

  test('behavior: warming starts the Worker before the first answer, and the answers use that one', async () => {
    const { worker, posted } = fakeWorker();
    const start = vi.fn(() => worker);
    const reader = createOffThreadReader(start);
    reader.warm();
    expect(start).toHaveBeenCalledTimes(1);
    await expect(reader.read(largeValidatorsAnswer(2), VALIDATORS)).resolves.toHaveProperty('value');
    reader.warm();
    expect(start).toHaveBeenCalledTimes(1);
    expect(posted).toHaveLength(1);
  });

  test('behavior: an answer the Worker leaves to the main thread resolves undefined', async () => {
    const reader = createOffThreadReader(() => fakeWorker().worker);
    await expect(reader.read('not json', VALIDATORS)).resolves.toBeUndefined();
  });

  test('behavior: a Worker that fails leaves the pending read and every later one to the main thread', async () => {
    const { worker, posted } = fakeWorker(() => []);
    const reader = createOffThreadReader(() => worker);
    const pending = reader.read(largeValidatorsAnswer(2), VALIDATORS);
    worker.onerror?.(new Event('error') as ErrorEvent);
    await expect(pending).resolves.toBeUndefined();
    await expect(reader.read(largeValidatorsAnswer(2), VALIDATORS)).resolves.toBeUndefined();
    expect(posted).toHaveLength(1);
  });

  test('behavior: a Worker that cannot start leaves the read to the main thread', async () => {
    const reader = createOffThreadReader(() => {
      throw new Error('Worker is not allowed here');
    });
    await expect(reader.read(largeValidatorsAnswer(2), VALIDATORS)).resolves.toBeUndefined();
  });
});
