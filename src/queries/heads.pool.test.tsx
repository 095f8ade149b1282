// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createRpcClient } from '../rpc/client';
import { createEndpointPool } from '../rpc/endpoint-pool';
import { createFakeFetch, reply } from '../rpc/testing/fake-fetch';
import { BLOCK } from '../rpc/testing/evm-samples';
import { SPEC_SETTINGS } from '../rpc/testing/network-settings';
import { blockByHeightOptions, heightsDown } from './blocks';
import { chainHeadOptions } from './chain-head';
import { timestampOptions } from './dashboard';
import { evmBlockByNumberOptions } from './evm-blocks';
import { evmHeadOptions } from './evm-head';
import { useNeverBack } from './never-back';
import { testNetwork } from '../network/testing/test-network';

const A = 'http://ahead.test';
const B = 'http://behind.test';
/** A is at P-Chain height 11 and EVM block 0x20; B is one block behind on both. */
const HEADS: Record<string, { p: number; evm: number }> = { [A]: { p: 11, evm: 0x20 }, [B]: { p: 10, evm: 0x1f } };
const GENESIS_SECONDS = 1_700_000_000;
const hex = (value: number) => `0x${value.toString(16)}`;

/** Two endpoints of one network at different heads, each answering as a node at its head does. */
function twoNodes() {
  const fake = createFakeFetch((request) => {
    const endpoint = request.url.startsWith(A) ? A : B;
    const head = HEADS[endpoint]!;
    const { id, method, params } = request.json as { id: number; method: string; params: unknown };
    const result = (value: unknown) => reply({ jsonrpc: '2.0', id, result: value });
    switch (method) {
      case 'platform.getHeight':
        return result({ height: String(head.p) });
      case 'platform.getTimestamp':
        return result({ timestamp: new Date((GENESIS_SECONDS + head.p) * 1000).toISOString() });
      case 'platform.getBlockByHeight': {
        const height = Number((params as { height: bigint }).height);
        if (height > head.p) return reply({ jsonrpc: '2.0', id, error: { code: -32000, message: `couldn't get block at height ${height}: not found`, data: null } });
        return result({ block: { id: `block-${height}`, parentID: `block-${height - 1}`, height: String(height), time: String(GENESIS_SECONDS + height), txs: [] }, encoding: 'json' });
      }
      case 'eth_blockNumber':
        return result(hex(head.evm));
      case 'eth_getBlockByNumber': {
        const number = Number(BigInt((params as string[])[0]!));
        return result(number > head.evm ? null : { ...BLOCK, number: hex(number) });
      }
      default:
        throw new Error(`unexpected ${method}`);
    }
  });
  let draws = 0;
  // Every measured answer time is 0, so each endpoint weighs the same; the draws take turns.
  const pool = createEndpointPool([A, B], { now: () => 0, random: () => (draws++ % 2 ? 0.99 : 0) });
  const client = createRpcClient({ ...SPEC_SETTINGS, baseUrl: A, endpoints: [A, B] }, { fetch: fake.fetch, retries: 0, pool });
  const network = testNetwork({ client });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const answeredBy = () => new Set(fake.requests.map((request) => (request.url.startsWith(A) ? A : B)));
  return { network, queryClient, pool, fake, answeredBy };
}

describe('heads over two endpoints a block apart', () => {
  test('behavior: the polled P-Chain and EVM heads never move back when the next poll is answered by the node behind', async () => {
    const { network, queryClient, answeredBy } = twoNodes();
    const pHeads: bigint[] = [];
    const evmHeads: bigint[] = [];
    // The polls take turns between the endpoints: the one ahead first, then the one behind.
    for (let poll = 0; poll < 4; poll++) {
      await queryClient.fetchQuery({ ...chainHeadOptions(network), staleTime: 0 });
      pHeads.push(queryClient.getQueryData<{ height: bigint }>(chainHeadOptions(network).queryKey)!.height);
    }
    for (let poll = 0; poll < 4; poll++) {
      await queryClient.fetchQuery({ ...evmHeadOptions(network, 'C'), staleTime: 0 });
      evmHeads.push(queryClient.getQueryData<bigint>(evmHeadOptions(network, 'C').queryKey)!);
    }
    expect(answeredBy()).toEqual(new Set([A, B]));
    expect(pHeads).toEqual([11n, 11n, 11n, 11n]);
    expect(evmHeads).toEqual([0x20n, 0x20n, 0x20n, 0x20n]);
  });

  test('behavior: the latest blocks, read by height from the head, are never "not found" on the node behind and never another block', async () => {
    const { network, queryClient } = twoNodes();
    for (const height of heightsDown(11n, 3)) {
      for (let round = 0; round < 2; round++) {
        const answer = await queryClient.fetchQuery({ ...blockByHeightOptions(network, height), queryKey: [...blockByHeightOptions(network, height).queryKey, round] as never });
        expect(answer.block).toMatchObject({ height: String(height) });
      }
    }
    for (let round = 0; round < 4; round++) {
      const options = evmBlockByNumberOptions(network, 'C', 0x20n, false);
      const block = await queryClient.fetchQuery({ ...options, queryKey: [...options.queryKey, round] as never });
      expect(block?.number).toBe(0x20n);
    }
  });

  test('behavior: chain time at the head is never asked of an endpoint known to be below that head', async () => {
    const { network, queryClient, pool, fake } = twoNodes();
    pool.noteHead(A, 11n);
    pool.noteHead(B, 10n);
    for (let round = 0; round < 4; round++) {
      const options = timestampOptions(network, 11n);
      await queryClient.fetchQuery({ ...options, queryKey: [...options.queryKey, round] as never });
    }
    expect(fake.requests.map((request) => request.url)).toEqual(Array(4).fill(`${A}/ext/bc/P`));
  });
});

describe('useNeverBack', () => {
  test('behavior: a later answer that is older than the one shown keeps the one shown; another network starts afresh', () => {
    const later = (next: number, shown: number) => next > shown;
    const { result, rerender } = renderHook(({ data, scope }) => useNeverBack({ data, isPending: false }, later, scope), { initialProps: { data: 1010 as number | undefined, scope: 'a' } });
    expect(result.current.data).toBe(1010);
    rerender({ data: 1011, scope: 'a' });
    expect(result.current.data).toBe(1011);
    rerender({ data: 1010, scope: 'a' });
    expect(result.current).toEqual({ data: 1011, isPending: false });
    rerender({ data: undefined, scope: 'a' });
    expect(result.current.data).toBe(1011);
    rerender({ data: 5, scope: 'b' });
    expect(result.current.data).toBe(5);
  });
});
