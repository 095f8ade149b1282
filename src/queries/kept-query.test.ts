import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createRpcClient, type RpcClient } from '../rpc/client';
import { createFakeFetch, resultFor, type RecordedRequest } from '../rpc/testing/fake-fetch';
import { SPEC_SETTINGS } from '../rpc/testing/network-settings';
import { ExchangeLog } from '../network/exchange-log';
import { rpcKey } from './keys';
import { fetchKeptIn } from './kept-query';
import { KeptStore } from '../stores/kept-store';
import { sentCallsOf, type KeepRule } from './rpc-query';
import { memoryKeptBackend } from '../stores/testing/memory-kept-backend';

const BLOCK = { id: 'block5', parentID: 'block4', height: 5, time: 1734368500, txs: [] };

/** A node of the network whose genesis block is `genesis`; `block` is its block at height 5. */
function node(genesis = '0x00aa') {
  const handle = (request: RecordedRequest) => {
    const { method, params } = request.json as { method: string; params: { height?: bigint } };
    if (method === 'info.getNetworkID') return resultFor(request, { networkID: '12345' });
    if (params.height === 0n) return resultFor(request, { block: genesis, encoding: 'hex' });
    return resultFor(request, { block: BLOCK, encoding: 'json' });
  };
  const fake = createFakeFetch(handle);
  const exchanges = new ExchangeLog();
  const client = createRpcClient(SPEC_SETTINGS, { fetch: fake.fetch, retries: 0, onExchange: exchanges.record });
  const methods = () => fake.requests.map((request) => (request.json as { method: string }).method);
  return { network: { client, scope: 'local', exchanges }, methods, fake };
}

type Node = ReturnType<typeof node>;
const KEY = rpcKey('local', 'platform.getBlockByHeight', { height: 5n, encoding: 'json' });
const fetchBlock = (client: RpcClient, signal: AbortSignal) => client.call('platform.getBlockByHeight', { height: 5n, encoding: 'json' }, { signal });

/** One visit (a new tab: a new query cache) asking for the block at height 5. */
async function visit(store: KeptStore, { network }: Node, keep: KeepRule<unknown> = true) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = await queries.fetchQuery({ queryKey: KEY, queryFn: (context) => fetchKeptIn(store, network, context, fetchBlock, keep) });
  return { result, queries };
}

const keptEntries = async (store: KeptStore) => (await store.summary()).entries;

describe('fetchKeptIn', () => {
  it('default: the second visit reads the block from the device, says so, and asks the node only which network it is', async () => {
    const store = new KeptStore(Promise.resolve(memoryKeptBackend()));
    const first = node();
    const { result } = await visit(store, first);
    expect(result.block).toMatchObject({ id: 'block5', height: 5n });
    await vi.waitFor(async () => expect(await keptEntries(store)).toBe(1));
    expect(first.methods().sort()).toEqual(['info.getNetworkID', 'platform.getBlockByHeight', 'platform.getBlockByHeight']);

    const second = node();
    const again = await visit(store, second);
    expect(again.result).toEqual(result);
    // The network's identity (ID and genesis block), never the block itself.
    expect(second.fake.requests.map((request) => request.body).filter((body) => body.includes('"height":5'))).toEqual([]);
    const query = again.queries.getQueryCache().find({ queryKey: KEY })!;
    const [sent] = sentCallsOf(query);
    expect(sent).toMatchObject({ method: 'platform.getBlockByHeight', params: { height: 5n } });
    const logged = second.network.exchanges.get(`${sent!.url} ${sent!.method} {"height":5,"encoding":"json"}`);
    expect(logged).toMatchObject({ kept: true, method: 'platform.getBlockByHeight' });
    expect(logged!.responseText).toContain('"block5"');
  });

  it('behavior: another network at the same address (another genesis block) gets its own answer', async () => {
    const store = new KeptStore(Promise.resolve(memoryKeptBackend()));
    await visit(store, node());
    await vi.waitFor(async () => expect(await keptEntries(store)).toBe(1));
    const other = node('0x00bb');
    await visit(store, other);
    expect(other.fake.requests.filter((request) => request.body.includes('"height":5'))).toHaveLength(1);
  });

  it('behavior: a damaged answer is not shown: it is asked of the node again and kept anew', async () => {
    const backend = memoryKeptBackend();
    const store = new KeptStore(Promise.resolve(backend));
    await visit(store, node());
    await vi.waitFor(async () => expect(await keptEntries(store)).toBe(1));
    const [key, stored] = [...backend.records.entries()][0] as [string, { calls: { responseText: string }[] }];
    stored.calls[0]!.responseText = '{"jsonrpc":"2.0","id":"1","result":{"block":';
    backend.records.set(key, stored);

    const next = node();
    const { result } = await visit(store, next);
    expect(result.block).toMatchObject({ id: 'block5' });
    expect(next.fake.requests.filter((request) => request.body.includes('"height":5'))).toHaveLength(1);
    await vi.waitFor(() => expect((backend.records.get(key) as typeof stored).calls[0]!.responseText).toContain('block5'));
  });

  it('behavior: an answer that is not final is not kept, and costs no call', async () => {
    const store = new KeptStore(Promise.resolve(memoryKeptBackend()));
    const first = node();
    await visit(store, first, () => false);
    expect(first.methods()).toEqual(['platform.getBlockByHeight']);
    expect(await keptEntries(store)).toBe(0);
  });

  it('error: without storage the node answers, and only the call the page makes goes out', async () => {
    const store = new KeptStore(Promise.resolve(null));
    const first = node();
    const { result } = await visit(store, first);
    expect(result.block).toMatchObject({ id: 'block5' });
    expect(first.methods()).toEqual(['platform.getBlockByHeight']);
  });
});
