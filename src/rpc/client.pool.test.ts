import { createRpcClient, POOLED_TIMEOUT_MS } from './client';
import { createEndpointPool } from './endpoint-pool';
import { NetworkError, NodeError } from './errors';
import { endpointAdminApis } from './admin-api';
import { endpointDialects } from './node-dialect';
import { fakeDialectNode } from './testing/dialect-nodes';
import { createFakeFetch, never, reply, resultFor } from './testing/fake-fetch';
import { BLOCK as EVM_BLOCK } from './testing/evm-samples';
import { SPEC_SETTINGS } from './testing/network-settings';

const EVM_BLOCK_NUMBER = BigInt(String(EVM_BLOCK.number));
const A = 'http://a.test';
const B = 'http://b.test';
const SETTINGS = { ...SPEC_SETTINGS, baseUrl: A, endpoints: [A, B] };

/** A client over two endpoints; A refuses connections when `aDown`, the first pick is A. */
function pooledClient(answer: (url: string) => Response | Promise<Response> | null, aDown = true) {
  const fake = createFakeFetch((request) => {
    if (aDown && request.url.startsWith(A)) throw new TypeError('Failed to fetch');
    return answer(request.url) ?? resultFor(request, { height: request.url.startsWith(A) ? '10' : '11' });
  });
  const pool = createEndpointPool([A, B], { random: () => 0 });
  return { fake, pool, client: createRpcClient(SETTINGS, { fetch: fake.fetch, retries: 2, retryDelayMs: 0, pool }) };
}

describe('a client over several endpoints', () => {
  test('default: a read that cannot reach one endpoint is answered by the next, in the same call, with no retry on the first', async () => {
    const { client, fake, pool } = pooledClient(() => null);
    const onSent = vi.fn();
    await expect(client.call('platform.getHeight', {}, { onSent })).resolves.toEqual({ height: 11n });
    expect(fake.requests.map((request) => request.url)).toEqual([`${A}/ext/bc/P`, `${B}/ext/bc/P`]);
    // Each attempt is noted with its endpoint: the raw view names the one that answered.
    expect(onSent.mock.calls.map(([sent]) => sent.url)).toEqual([`${A}/ext/bc/P`, `${B}/ext/bc/P`]);
    expect(pool.statuses()).toMatchObject([{ url: A, health: 'out' }, { url: B, health: 'healthy', head: 11n }]);
  });

  test('behavior: an endpoint that does not answer in time is left for the next one, sooner than a lone endpoint would be', async () => {
    vi.useFakeTimers();
    try {
      const fake = createFakeFetch((request) => (request.url.startsWith(A) ? never() : resultFor(request, { height: '11' })));
      const pool = createEndpointPool([A, B], { random: () => 0 });
      const client = createRpcClient(SETTINGS, { fetch: fake.fetch, pool });
      const call = client.call('platform.getHeight', {});
      await vi.advanceTimersByTimeAsync(POOLED_TIMEOUT_MS);
      await expect(call).resolves.toEqual({ height: 11n });
      expect(pool.statuses()[0]).toMatchObject({ url: A, health: 'out' });
    } finally {
      vi.useRealTimers();
    }
  });

  test('behavior: a node error is the answer: not asked of another endpoint', async () => {
    const { client, fake } = pooledClient(() => reply({ jsonrpc: '2.0', id: '1', error: { code: -32000, message: 'invalid tx ID', data: null } }), false);
    await expect(client.call('platform.getTxStatus', { txID: 'x' })).rejects.toBeInstanceOf(NodeError);
    expect(fake.requests).toHaveLength(1);
  });

  test('behavior: "not found" from an endpoint a block behind is asked of the other, which has it; from both, it is the answer', async () => {
    const block = { id: 'b', height: '11', parentID: 'a', txs: [] };
    const notFound = { jsonrpc: '2.0', id: '1', error: { code: -32000, message: "couldn't get block at height 11: not found", data: null } };
    const { client, fake } = pooledClient((url) => (url.startsWith(A) ? reply(notFound) : reply({ jsonrpc: '2.0', id: '1', result: { block, encoding: 'json' } })), false);
    const answer = await client.call('platform.getBlockByHeight', { height: 11n, encoding: 'json' });
    expect(answer.block).toMatchObject({ height: '11' });
    expect(fake.requests.map((request) => request.url)).toEqual([`${A}/ext/bc/P`, `${B}/ext/bc/P`]);
    const nowhere = pooledClient(() => reply(notFound), false);
    await expect(nowhere.client.call('platform.getBlockByHeight', { height: 11n, encoding: 'json' })).rejects.toMatchObject({ isNotFound: true });
    expect(nowhere.fake.requests).toHaveLength(2);
  });

  test('behavior: a block by number, null on an EVM endpoint not there yet, comes from the one that has it', async () => {
    const { client } = pooledClient((url) => (url.startsWith(A) ? reply({ jsonrpc: '2.0', id: 1, result: null }) : reply({ jsonrpc: '2.0', id: 1, result: EVM_BLOCK })), false);
    await expect(client.call('eth_getBlockByNumber', [1n, false])).resolves.toMatchObject({ number: EVM_BLOCK_NUMBER });
  });

  test('behavior: a head poll whose answer did not move the head goes to the other endpoint next, so a stuck endpoint picked first cannot stop the head', async () => {
    // A is stuck at 10 and always drawn first; B goes on.
    let bHead = 14;
    const fake = createFakeFetch((request) => resultFor(request, { height: String(request.url.startsWith(A) ? 10 : bHead++) }));
    const pool = createEndpointPool([A, B], { random: () => 0 });
    const client = createRpcClient(SETTINGS, { fetch: fake.fetch, pool });
    const heads: bigint[] = [];
    for (let poll = 0; poll < 5; poll++) heads.push((await client.call('platform.getHeight', {})).height);
    // A, A again (no new head), then B; A once more, now seen far behind B: out; then B.
    expect(fake.requests.map((request) => request.url.slice(0, A.length))).toEqual([A, A, B, A, B]);
    expect(heads).toEqual([10n, 10n, 14n, 10n, 15n]);
    expect(pool.statuses()[0]).toMatchObject({ health: 'out', reason: { code: 'behind', blocks: 4n, head: 10n, chain: 'P' } });
  });

  test('behavior: a read at a height is not sent to the endpoint known to be below it', async () => {
    const { client, fake, pool } = pooledClient(() => reply({ jsonrpc: '2.0', id: '1', result: { timestamp: '2024-01-01T00:00:00Z' } }), false);
    pool.noteHead(B, 11n);
    pool.noteHead(A, 10n);
    await client.call('platform.getTimestamp', {}, { atHead: 11n });
    await client.call('platform.getBlockByHeight', { height: 11n, encoding: 'json' }).catch(() => undefined);
    expect(fake.requests.map((request) => request.url)).toEqual([`${B}/ext/bc/P`, `${B}/ext/bc/P`]);
  });

  test('behavior: a transaction is sent to one endpoint only, even when it cannot be reached', async () => {
    const { client, fake } = pooledClient(() => null);
    await expect(client.call('platform.issueTx', { tx: '0x00', encoding: 'hex' })).rejects.toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('endpoints that speak different dialects', () => {
  const TX_ID = '2QouvFWUbjuySRxeX5xMbNCuAaKWfbk5FeEa2JmoF75DqnhR3T';
  const USER_ADDRESS = 'P-local1user';

  /** A speaks the spec (native.*, key store), B a reference node (avax.*, no key store); draws take turns, A first. */
  function mixed() {
    const spec = fakeDialectNode('spec', A);
    const reference = fakeDialectNode('reference', B);
    const fetch = ((input: string | URL | Request, init?: RequestInit) => (String(input).startsWith(A) ? spec : reference).fetch(input, init)) as typeof globalThis.fetch;
    let draws = 0;
    const pool = createEndpointPool([A, B], { now: () => 0, random: () => (draws++ % 2 ? 0.99 : 0) });
    const client = createRpcClient(SETTINGS, { fetch, pool, dialectAt: endpointDialects(SETTINGS, { fetch }), adminAt: endpointAdminApis({ fetch }) });
    /** The page's calls (not the dialect probes), as each endpoint got them. */
    const pageCalls = () =>
      [...spec.requests, ...reference.requests]
        .filter((request) => request.body.includes(TX_ID) || request.body.includes(USER_ADDRESS))
        .map((request) => `${request.url} ${(request.json as { method: string }).method}`);
    const requests = () => [...spec.requests, ...reference.requests].map((request) => `${request.url} ${(request.json as { method: string }).method}`);
    return { client, pageCalls, requests };
  }

  test('behavior: each endpoint is called in its own dialect: its own group\'s path and method names', async () => {
    const { client, pageCalls } = mixed();
    for (let round = 0; round < 2; round++) await expect(client.call('native.getAtomicTxStatus', { txID: TX_ID })).rejects.toThrow('nil transaction ID');
    expect(pageCalls().sort()).toEqual([`${A}/ext/bc/C/native native.getAtomicTxStatus`, `${B}/ext/bc/C/avax avax.getAtomicTxStatus`]);
  });

  test('behavior: an API one endpoint lacks (the key store) is asked of the one that has it', async () => {
    const { client, pageCalls } = mixed();
    // The first draw picks A (with the key store), the second B (without): B's call is never sent, A answers both.
    for (let round = 0; round < 2; round++) {
      await expect(client.call('native.exportKey', { username: '', password: '', address: USER_ADDRESS })).rejects.toThrow('empty username');
    }
    expect(pageCalls()).toEqual([`${A}/ext/bc/C/native native.exportKey`, `${A}/ext/bc/C/native native.exportKey`]);
  });

  test('behavior: a write to an API one endpoint lacks (admin) goes to the one that has it, and is sent once', async () => {
    const { client, requests } = mixed();
    // The first draw picks A (with the admin API); the second B (without): its call is passed on to A unsent.
    for (let round = 0; round < 2; round++) await client.call('admin.lockProfile', {});
    expect(requests().filter((request) => request.includes('admin.lockProfile'))).toEqual([`${A}/ext/bc/C/admin admin.lockProfile`, `${A}/ext/bc/C/admin admin.lockProfile`]);
  });
});
