import { createRpcClient, POOLED_TIMEOUT_MS } from './client';
import { createEndpointPool } from './endpoint-pool';
import { NetworkError, NodeError } from './errors';
import { createFakeFetch, never, reply, resultFor } from './testing/fake-fetch';
import { SPEC_SETTINGS } from './testing/network-settings';

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
    const { client, fake } = pooledClient(() => reply({ jsonrpc: '2.0', id: '1', error: { code: -32000, message: 'not found', data: null } }), false);
    await expect(client.call('platform.getTxStatus', { txID: 'x' })).rejects.toBeInstanceOf(NodeError);
    expect(fake.requests).toHaveLength(1);
  });

  test('behavior: a transaction is sent to one endpoint only, even when it cannot be reached', async () => {
    const { client, fake } = pooledClient(() => null);
    await expect(client.call('platform.issueTx', { tx: '0x00', encoding: 'hex' })).rejects.toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(1);
  });
});
