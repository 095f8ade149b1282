import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { TEST_BASE_URL } from '../rpc/testing/network-settings';
import { derivedQueryOptions, fetchSelected, rpcQueryOptions, sentCallsOf } from './rpc-query';
import { fixedAnswersNetwork } from '../network/testing/fixed-answers-network';

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('rpcQueryOptions', () => {
  it('default: the key names the scope, the method and the params; the fetch sends that call', async () => {
    const { network, fake } = fixedAnswersNetwork();
    const options = rpcQueryOptions(network, { method: 'platform.getHeight', params: {} });
    expect(options.queryKey).toEqual(['local', 'platform.getHeight', {}]);
    const client = queryClient();
    expect(await client.fetchQuery(options)).toEqual({ height: 42n });
    expect(fake.requests.map((request) => (request.json as { method: string }).method)).toEqual(['platform.getHeight']);
  });

  it('args: chain and head go into the key, and the call goes to the chain', async () => {
    const { network, fake } = fixedAnswersNetwork();
    const options = rpcQueryOptions(network, { method: 'eth_blockNumber', params: [], chain: 'X1' }, { live: { head: 7n } });
    expect(options.queryKey).toEqual(['local', 'eth_blockNumber', [], { chain: 'X1', head: '7' }]);
    await queryClient().fetchQuery(options);
    expect(fake.requests[0]!.url).toBe(`${TEST_BASE_URL}/ext/bc/X1/rpc`);
  });

  it('behavior: a live value waits for the head', () => {
    const { network } = fixedAnswersNetwork();
    expect(rpcQueryOptions(network, { method: 'platform.getTimestamp', params: {} }, { live: { head: undefined } }).enabled).toBe(false);
    expect(rpcQueryOptions(network, { method: 'platform.getTimestamp', params: {} }, { live: { head: 1n } }).enabled).toBe(true);
  });

  it('behavior: the cache keeps the answer, select picks from it, and fetchSelected gives what a component sees', async () => {
    const { network } = fixedAnswersNetwork();
    const options = rpcQueryOptions(network, { method: 'platform.getHeight', params: {} }, { select: (result) => result.height });
    const client = queryClient();
    expect(await fetchSelected(client, options)).toBe(42n);
    expect(client.getQueryData(options.queryKey)).toEqual({ height: 42n });
  });

  it('behavior: the previous answer stands in only for the same call at another head', () => {
    const { network } = fixedAnswersNetwork();
    const at = (scope: string, id: string, head: bigint) =>
      rpcQueryOptions({ ...network, scope }, { method: 'platform.getBlockchainStatus', params: { blockchainID: id } }, { live: { head } });
    const client = queryClient();
    const keep = at('local', 'A', 2n).placeholderData as (previous: unknown, query: unknown) => unknown;
    const query = (options: ReturnType<typeof at>) => client.getQueryCache().build(client, options);
    expect(keep('Validating', query(at('local', 'A', 1n)))).toBe('Validating');
    expect(keep('Validating', query(at('mainnet', 'A', 1n)))).toBeUndefined();
    expect(keep('Validating', query(at('local', 'B', 1n)))).toBeUndefined();
  });

  it('behavior: the query notes the calls it sent, as they went on the wire', async () => {
    const { network, fake } = fixedAnswersNetwork();
    const options = derivedQueryOptions(network, 'two-calls', {}, async (client, signal) => {
      const [height, time] = await Promise.all([client.call('platform.getHeight', {}, { signal }), client.call('platform.getTimestamp', {}, { signal })]);
      return { height: height.height, time: time.timestamp };
    });
    const client = queryClient();
    await client.fetchQuery(options);
    const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true })!;
    const sent = sentCallsOf(query);
    expect(sent.map((call) => call.method)).toEqual(['platform.getHeight', 'platform.getTimestamp']);
    expect(sent.map((call) => call.url)).toEqual(fake.requests.map((request) => request.url));
  });
});
