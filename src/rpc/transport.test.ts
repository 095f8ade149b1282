import type { JsonObject, JsonValue } from '../lib/json-value';
import type { AnswerDecoding } from './answer-reading';
import { HttpError, NetworkError, NodeError, ParseError, TimeoutError } from './errors';
import { parseJson, stringifyJson } from './json';
import type { OffThreadReader } from './off-thread-reader';
import { createFakeFetch, never, reply, resultFor, type RecordedRequest } from './testing/fake-fetch';
import { largeValidatorsAnswer } from './testing/large-answers';
import { SPEC_SETTINGS } from './testing/network-settings';
import { createTransport, MAX_BATCH_SIZE, OFF_THREAD_MIN_CHARS, type RpcExchange } from './transport';

const RPC_URL = 'http://node.test/ext/bc/C/rpc';
const P_URL = 'http://node.test/ext/bc/P';
const evm = { batchable: true };
const gorilla = { batchable: false };

/** Answers every call (single or batch) with `result(method, params)`, in reverse order for batches. */
function echoServer(result: (call: JsonObject) => JsonValue = (call) => call.method!) {
  return (request: RecordedRequest) => {
    if (!Array.isArray(request.json)) return resultFor(request, result(request.json as JsonObject));
    const answers = (request.json as JsonObject[]).map((call) => ({ jsonrpc: '2.0', id: call.id!, result: result(call) }));
    return reply(answers.reverse());
  };
}

describe('transport: single calls', () => {
  test('default', async () => {
    const fake = createFakeFetch(echoServer(() => ({ height: '56' })));
    const transport = createTransport({ fetch: fake.fetch });
    await expect(transport.request(P_URL, { method: 'platform.getHeight', params: {} }, gorilla)).resolves.toEqual({ height: '56' });
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ url: P_URL, method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(sent!.json).toEqual({ jsonrpc: '2.0', id: expect.any(String), method: 'platform.getHeight', params: {} });
  });

  test('behavior: bigint params go out as bare digits', async () => {
    const fake = createFakeFetch(echoServer());
    const transport = createTransport({ fetch: fake.fetch });
    await transport.request(P_URL, { method: 'platform.getBlockByHeight', params: { height: 2n ** 60n } }, gorilla);
    expect(fake.requests[0]!.body).toContain('"height":1152921504606846976');
  });

  test('behavior: object-params endpoints are never batched and respect the concurrency cap', async () => {
    const fake = createFakeFetch(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return resultFor(request, 'ok');
    });
    let peak = 0;
    const transport = createTransport({
      fetch: (input, init) => {
        const response = fake.fetch(input, init);
        peak = Math.max(peak, fake.inFlight());
        return response;
      },
      maxConcurrency: 3,
    });
    const calls = Array.from({ length: 10 }, (_, index) => transport.request(P_URL, { method: 'platform.getTx', params: { txID: `${index}` } }, gorilla));
    await Promise.all(calls);
    expect(fake.requests).toHaveLength(10);
    for (const request of fake.requests) expect(Array.isArray(request.json)).toBe(false);
    expect(peak).toBe(3);
  });

  test('behavior: every exchange is reported', async () => {
    const exchanges: RpcExchange[] = [];
    const fake = createFakeFetch(echoServer(() => '0x1'));
    const transport = createTransport({ fetch: fake.fetch, onExchange: (exchange) => exchanges.push(exchange) });
    await Promise.all([transport.request(RPC_URL, { method: 'eth_chainId', params: [] }, evm), transport.request(RPC_URL, { method: 'eth_gasPrice', params: [] }, evm)]);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({ url: RPC_URL, status: 200, methods: ['eth_chainId', 'eth_gasPrice'], requestText: fake.requests[0]!.body });
    expect(exchanges[0]!.responseText).toContain('"result":"0x1"');
    expect(exchanges[0]!.ms).toBeGreaterThanOrEqual(0);
  });
});

describe('transport: batching', () => {
  test('behavior: calls made in the same tick share one batch', async () => {
    const fake = createFakeFetch(echoServer());
    const transport = createTransport({ fetch: fake.fetch });
    const results = await Promise.all(
      ['eth_chainId', 'eth_blockNumber', 'eth_gasPrice'].map((method) => transport.request(RPC_URL, { method, params: [] }, evm)),
    );
    expect(results).toEqual(['eth_chainId', 'eth_blockNumber', 'eth_gasPrice']);
    expect(fake.requests).toHaveLength(1);
    expect((fake.requests[0]!.json as JsonObject[]).map((call) => call.method)).toEqual(['eth_chainId', 'eth_blockNumber', 'eth_gasPrice']);
  });

  test(`behavior: 95 calls split into batches of at most ${MAX_BATCH_SIZE}`, async () => {
    const fake = createFakeFetch(echoServer((call) => call.params!));
    const transport = createTransport({ fetch: fake.fetch });
    const results = await Promise.all(Array.from({ length: 95 }, (_, index) => transport.request(RPC_URL, { method: 'eth_getBalance', params: [index] }, evm)));
    expect(results).toEqual(Array.from({ length: 95 }, (_, index) => [BigInt(index)]));
    expect(fake.requests.map((request) => (request.json as JsonValue[]).length)).toEqual([40, 40, 15]);
  });

  test('behavior: out-of-order answers are matched by id', async () => {
    const fake = createFakeFetch(echoServer((call) => `answer-${String(call.method)}`));
    const transport = createTransport({ fetch: fake.fetch });
    const [first, second] = await Promise.all([
      transport.request(RPC_URL, { method: 'a', params: [] }, evm),
      transport.request(RPC_URL, { method: 'b', params: [] }, evm),
    ]);
    expect([first, second]).toEqual(['answer-a', 'answer-b']);
  });

  test('behavior: separate endpoints get separate batches', async () => {
    const fake = createFakeFetch(echoServer());
    const transport = createTransport({ fetch: fake.fetch });
    const other = 'http://node.test/ext/bc/2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt/rpc';
    await Promise.all([
      transport.request(RPC_URL, { method: 'a', params: [] }, evm),
      transport.request(other, { method: 'b', params: [] }, evm),
      transport.request(RPC_URL, { method: 'c', params: [] }, evm),
    ]);
    expect(fake.requests.map((request) => request.url).sort()).toEqual([other, RPC_URL]);
  });

  test('error: a failed item rejects only its own call', async () => {
    const fake = createFakeFetch((request) => {
      const [ok, bad] = request.json as JsonObject[];
      return reply([
        { jsonrpc: '2.0', id: bad!.id!, error: { code: -32601, message: 'the method nope does not exist/is not available' } },
        { jsonrpc: '2.0', id: ok!.id!, result: '0xa86a' },
      ]);
    });
    const transport = createTransport({ fetch: fake.fetch });
    const [ok, bad] = await Promise.allSettled([
      transport.request(RPC_URL, { method: 'eth_chainId', params: [] }, evm),
      transport.request(RPC_URL, { method: 'nope', params: [] }, evm),
    ]);
    expect(ok).toEqual({ status: 'fulfilled', value: '0xa86a' });
    expect((bad as PromiseRejectedResult).reason).toBeInstanceOf(NodeError);
    expect((bad as PromiseRejectedResult).reason).toMatchObject({ code: -32601, method: 'nope' });
  });

  test('error: an item missing from the answer rejects with ParseError', async () => {
    const fake = createFakeFetch((request) => {
      const [first] = request.json as JsonObject[];
      return reply([{ jsonrpc: '2.0', id: first!.id!, result: '0x1' }]);
    });
    const transport = createTransport({ fetch: fake.fetch });
    const [first, second] = await Promise.allSettled([
      transport.request(RPC_URL, { method: 'a', params: [] }, evm),
      transport.request(RPC_URL, { method: 'b', params: [] }, evm),
    ]);
    expect(first.status).toBe('fulfilled');
    expect((second as PromiseRejectedResult).reason).toBeInstanceOf(ParseError);
  });

  test('behavior: a call aborted before the batch leaves is not sent', async () => {
    const fake = createFakeFetch(echoServer());
    const transport = createTransport({ fetch: fake.fetch });
    const controller = new AbortController();
    const kept = transport.request(RPC_URL, { method: 'a', params: [] }, evm);
    const dropped = transport.request(RPC_URL, { method: 'b', params: [] }, { ...evm, signal: controller.signal });
    controller.abort();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    await expect(kept).resolves.toBe('a');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.json).toMatchObject({ method: 'a' });
  });

  test('behavior: aborting one call of a batch in flight leaves the others', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fake = createFakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const transport = createTransport({ fetch: fake.fetch });
    const controller = new AbortController();
    const aborted = transport.request(RPC_URL, { method: 'a', params: [] }, { ...evm, signal: controller.signal });
    const kept = transport.request(RPC_URL, { method: 'b', params: [] }, evm);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    const ids = (fake.requests[0]!.json as JsonObject[]).map((call) => call.id!);
    answer(reply(ids.map((id) => ({ jsonrpc: '2.0', id, result: 'done' }))));
    await expect(kept).resolves.toBe('done');
    expect(fake.requests[0]!.signal?.aborted).toBe(false);
  });
});

describe('transport: bad input', () => {
  const failing = (body: string, status = 200) => createTransport({ fetch: createFakeFetch(() => reply(body, status)).fetch, retries: 0 });

  test('error: a truncated response is a ParseError', async () => {
    const error = await failing('{"jsonrpc":"2.0","id":1,"result":{"height":"5').request(P_URL, { method: 'platform.getHeight', params: {} }, gorilla).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).body).toContain('"height":"5');
  });

  test('error: HTML instead of JSON is a ParseError', async () => {
    const error = await failing('<!doctype html><html><body>Welcome</body></html>').request(P_URL, { method: 'platform.getHeight', params: {} }, gorilla).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).details).toContain('<!doctype html>');
  });

  test('error: JSON that is not a JSON-RPC answer is a ParseError', async () => {
    const error = await failing('{"hello":"world"}').request(P_URL, { method: 'platform.getHeight', params: {} }, gorilla).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
  });

  test('error: an HTML error page with status 502 is an HttpError', async () => {
    const error = await failing('<html>502 Bad Gateway</html>', 502).request(P_URL, { method: 'platform.getHeight', params: {} }, gorilla).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, body: '<html>502 Bad Gateway</html>' });
  });

  test('error: no answer within the timeout is a TimeoutError', async () => {
    const fake = createFakeFetch(never);
    const transport = createTransport({ fetch: fake.fetch, timeoutMs: 20, retries: 0 });
    const error = await transport.request(P_URL, { method: 'platform.getHeight', params: {} }, gorilla).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(fake.requests[0]!.signal?.aborted).toBe(true);
  });

  test('error: a failing fetch is a NetworkError hinting at CORS', async () => {
    const transport = createTransport({ fetch: () => Promise.reject(new TypeError('Failed to fetch')), retries: 0 });
    const error = await transport.request(P_URL, { method: 'platform.getHeight', params: {} }, gorilla).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).details).toMatch(/CORS/);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  test('error: aborting through the signal cancels the fetch', async () => {
    const fake = createFakeFetch(never);
    const transport = createTransport({ fetch: fake.fetch });
    const controller = new AbortController();
    const call = transport.request(P_URL, { method: 'platform.getHeight', params: {} }, { ...gorilla, signal: controller.signal });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.requests[0]!.signal?.aborted).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  test('error: an already aborted signal sends nothing', async () => {
    const fake = createFakeFetch(echoServer());
    const transport = createTransport({ fetch: fake.fetch });
    await expect(transport.request(P_URL, { method: 'a', params: {} }, { ...gorilla, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('transport: retries', () => {
  const sequence = (...responses: Array<() => Response | Promise<Response>>) =>
    createFakeFetch((request, index) => (responses[index] ?? (() => resultFor(request, 'late')))());

  test('behavior: HTTP 503 and 429 are retried with backoff until success', async () => {
    const fake = createFakeFetch((request, index) => (index === 0 ? reply('busy', 503) : index === 1 ? reply('slow down', 429) : resultFor(request, 'ok')));
    const transport = createTransport({ fetch: fake.fetch, retries: 2, retryDelayMs: 1 });
    await expect(transport.request(P_URL, { method: 'a', params: {} }, gorilla)).resolves.toBe('ok');
    expect(fake.requests).toHaveLength(3);
  });

  test('behavior: network errors and timeouts are retried, then the last error is thrown', async () => {
    const fake = sequence(
      () => Promise.reject(new TypeError('Failed to fetch')),
      never,
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    const transport = createTransport({ fetch: fake.fetch, retries: 2, retryDelayMs: 1, timeoutMs: 20 });
    await expect(transport.request(P_URL, { method: 'a', params: {} }, gorilla)).rejects.toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(3);
  });

  test('args: a call may ask for fewer retries than the transport', async () => {
    const fake = createFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const transport = createTransport({ fetch: fake.fetch, retries: 3, retryDelayMs: 1 });
    await expect(transport.request(P_URL, { method: 'a', params: {} }, { ...gorilla, retries: 0 })).rejects.toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(1);
  });

  test('behavior: a node that could not be reached at its last call gets one attempt per call until it answers again', async () => {
    let down = true;
    const fake = createFakeFetch((request) => (down ? Promise.reject(new TypeError('Failed to fetch')) : resultFor(request, 'ok')));
    const transport = createTransport({ fetch: fake.fetch, retries: 2, retryDelayMs: 1 });
    const call = () => transport.request(P_URL, { method: 'a', params: {} }, gorilla);
    await expect(call()).rejects.toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(3);
    await expect(call()).rejects.toBeInstanceOf(NetworkError);
    // The same node at another path counts as the same node.
    await expect(transport.request(RPC_URL, { method: 'b', params: [] }, gorilla)).rejects.toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(5);
    down = false;
    await expect(call()).resolves.toBe('ok');
    down = true;
    // Answering again, it gets its retries back for the next blip.
    await expect(call()).rejects.toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(9);
  });

  test('behavior: a node that was overloaded (HTTP 503) keeps its retries for the next call', async () => {
    const overloadedFor = 4;
    const fake = createFakeFetch((request) => (fake.requests.length <= overloadedFor ? reply('<html>503 Service Unavailable</html>', 503) : resultFor(request, 'ok')));
    const transport = createTransport({ fetch: fake.fetch, retries: 2, retryDelayMs: 1 });
    const call = () => transport.request(P_URL, { method: 'a', params: {} }, gorilla);
    await expect(call()).rejects.toBeInstanceOf(HttpError);
    expect(fake.requests).toHaveLength(3);
    // Still refused once more, then answering: the retry reaches the answer.
    await expect(call()).resolves.toBe('ok');
    expect(fake.requests).toHaveLength(5);
  });

  test('error: a node on a port browsers refuse is sent nothing, and not retried', async () => {
    const fake = createFakeFetch((request) => resultFor(request, 'ok'));
    const transport = createTransport({ fetch: fake.fetch, retries: 2, retryDelayMs: 1 });
    const refused = transport.request('http://127.0.0.1:1/ext/bc/P', { method: 'a', params: {} }, gorilla);
    await expect(refused).rejects.toBeInstanceOf(NetworkError);
    await expect(refused).rejects.toMatchObject({ details: expect.stringMatching(/browsers refuse port 1/) });
    expect(fake.requests).toHaveLength(0);
  });

  test('behavior: node errors are never retried', async () => {
    const fake = createFakeFetch((request) => reply({ jsonrpc: '2.0', id: (request.json as JsonObject).id!, error: { code: -32000, message: 'not found', data: null } }));
    const transport = createTransport({ fetch: fake.fetch, retries: 3, retryDelayMs: 1 });
    await expect(transport.request(P_URL, { method: 'a', params: {} }, gorilla)).rejects.toBeInstanceOf(NodeError);
    expect(fake.requests).toHaveLength(1);
  });

  test('behavior: client errors (HTTP 4xx) and parse errors are not retried', async () => {
    for (const response of [() => reply('404 page not found', 404), () => reply('<html>', 200)]) {
      const fake = createFakeFetch(response);
      const transport = createTransport({ fetch: fake.fetch, retries: 3, retryDelayMs: 1 });
      await expect(transport.request(P_URL, { method: 'a', params: {} }, gorilla)).rejects.toThrow();
      expect(fake.requests).toHaveLength(1);
    }
  });

  test('behavior: a failed batch is retried as a whole', async () => {
    const fake = createFakeFetch((request, index) => (index === 0 ? reply('', 502) : echoServer()(request)));
    const transport = createTransport({ fetch: fake.fetch, retries: 1, retryDelayMs: 1 });
    const results = await Promise.all([transport.request(RPC_URL, { method: 'a', params: [] }, evm), transport.request(RPC_URL, { method: 'b', params: [] }, evm)]);
    expect(results).toEqual(['a', 'b']);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body).toBe(fake.requests[0]!.body);
  });
});

describe('transport: large answers off the main thread', () => {
  const decoding: AnswerDecoding = { method: 'platform.getCurrentValidators', settings: SPEC_SETTINGS };
  const request = { method: 'platform.getCurrentValidators', params: {} };
  /** A reader that records what it is given and answers with `read`. */
  const fakeReader = (read: (text: string) => { value: unknown } | undefined = () => ({ value: 'decoded in the Worker' })) => {
    const texts: string[] = [];
    const reader: Pick<OffThreadReader, 'read'> = {
      read: (text, given) => {
        expect(given).toEqual(decoding);
        texts.push(text);
        return Promise.resolve(read(text));
      },
    };
    return { texts, offThreadReader: () => Promise.resolve(reader) };
  };
  /** A node answering `body` verbatim, whatever id was asked (the id is the one of the first call). */
  const answering = (body: string) => createFakeFetch(() => reply(body));
  const large = largeValidatorsAnswer(Math.ceil(OFF_THREAD_MIN_CHARS / 800));

  test('behavior: an answer of OFF_THREAD_MIN_CHARS or more is read by the off-thread reader, and still reported whole', async () => {
    expect(large.length).toBeGreaterThanOrEqual(OFF_THREAD_MIN_CHARS);
    const reader = fakeReader();
    const exchanges: RpcExchange[] = [];
    const transport = createTransport({ fetch: answering(large).fetch, ...reader, onExchange: (exchange) => exchanges.push(exchange) });
    await expect(transport.requestResult(P_URL, request, gorilla, decoding)).resolves.toEqual({ decoded: 'decoded in the Worker' });
    expect(reader.texts).toEqual([large]);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({ responseText: large, status: 200, error: undefined });
  });

  test('behavior: a shorter answer, a batched call and `request` are read on the main thread', async () => {
    const reader = fakeReader();
    const small = largeValidatorsAnswer(3);
    const transport = createTransport({ fetch: answering(small).fetch, ...reader });
    await expect(transport.requestResult(P_URL, request, gorilla, decoding)).resolves.toEqual({ raw: (parseJson(small) as JsonObject).result });
    const big = createTransport({ fetch: answering(large).fetch, ...reader });
    await expect(big.request(P_URL, request, gorilla)).resolves.toEqual((parseJson(large) as JsonObject).result);
    const evmLarge = large.replace('"id":"1"', '"id":"2"');
    await expect(createTransport({ fetch: answering(evmLarge).fetch, ...reader }).requestResult(RPC_URL, request, evm, decoding)).resolves.toHaveProperty('raw');
    expect(reader.texts).toEqual([]);
  });

  test('behavior: a Worker that cannot start (a Content-Security-Policy, say) leaves the answer to the main thread', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused to create a worker');
        }
      },
    );
    try {
      const transport = createTransport({ fetch: answering(large).fetch });
      await expect(transport.requestResult(P_URL, request, gorilla, decoding)).resolves.toEqual({ raw: (parseJson(large) as JsonObject).result });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('behavior: without Workers (Node, jsdom) a large answer is read on the main thread', async () => {
    expect(typeof Worker).toBe('undefined');
    const transport = createTransport({ fetch: answering(large).fetch });
    await expect(transport.requestResult(P_URL, request, gorilla, decoding)).resolves.toEqual({ raw: (parseJson(large) as JsonObject).result });
  });

  test.each([
    ['garbage', `<html>${'x'.repeat(OFF_THREAD_MIN_CHARS)}</html>`, ParseError],
    ['a JSON-RPC error', stringifyJson({ jsonrpc: '2.0', id: '1', error: { code: -32000, message: 'not ready', data: 'x'.repeat(OFF_THREAD_MIN_CHARS) } }), NodeError],
    ['an envelope without a result', stringifyJson({ jsonrpc: '2.0', id: '1', padding: 'x'.repeat(OFF_THREAD_MIN_CHARS) }), ParseError],
  ])('error: %s the Worker leaves to the main thread throws as from `request`', async (_, body, type) => {
    const reader = fakeReader(() => undefined);
    const fromRequest = await createTransport({ fetch: answering(body).fetch, retries: 0 })
      .request(P_URL, request, gorilla)
      .catch((error: unknown) => error);
    const fromWorkerPath = await createTransport({ fetch: answering(body).fetch, retries: 0, ...reader })
      .requestResult(P_URL, request, gorilla, decoding)
      .catch((error: unknown) => error);
    expect(reader.texts).toEqual([body]);
    expect(fromWorkerPath).toBeInstanceOf(type);
    expect(fromWorkerPath).toEqual(fromRequest);
    expect((fromWorkerPath as Error).message).toBe((fromRequest as Error).message);
  });
});
