// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIMARY_NETWORK_ID } from '../lib/id-constants';
import { useBlock } from '../queries/blocks';
import { useChainHead } from '../queries/chain-head';
import { NetworkContext, type NetworkContextValue } from '../network/network-context';
import { useBlockchains, useSubnet, useSubnets, useValidates } from '../queries/subnets';
import { useTxStatus } from '../queries/txs';
import { useCurrentValidators, useValidator } from '../queries/validators';
import type { RpcClient } from '../rpc/client';
import { PREFETCHES, type PrefetchName } from './prefetch';

const HEIGHT = 1234n;
const TX_ID = '2wkBET2rRgE8pahuaczxKbmv7ciehqsne57F9gtzf1PVcUJEQG';
const SUBNET_ID = '2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r';
const NODE_ID = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';

/** A node that answers every call minimally; the keys, not the answers, are under test. */
function network(): NetworkContextValue {
  const client = {
    settings: {},
    async call(method: string) {
      if (method === 'platform.getHeight') return { height: HEIGHT };
      return { validators: [], subnets: [], blockchains: [], blockchainIDs: [] };
    },
  } as unknown as RpcClient;
  return { client, scope: 'test' } as NetworkContextValue;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const keysOf = (client: QueryClient) => client.getQueryCache().getAll().map((query) => JSON.stringify(query.queryKey));

/** Keys a route loader's prefetch puts in the cache. */
async function prefetchedKeys(name: PrefetchName, params: Record<string, string>, search = ''): Promise<string[]> {
  const queryClient = newClient();
  PREFETCHES[name]({ network: network(), params, search: new URLSearchParams(search), queryClient });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return keysOf(queryClient);
}

/** Keys the page's hooks put in the cache once the head is known. */
async function componentKeys(useHooks: () => unknown): Promise<string[]> {
  const queryClient = newClient();
  const value = network();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NetworkContext.Provider value={value}>{children}</NetworkContext.Provider>
    </QueryClientProvider>
  );
  const { result, unmount } = renderHook(() => [useChainHead(), useHooks()] as const, { wrapper });
  await waitFor(() => expect(result.current[0].data).toBe(HEIGHT));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const keys = keysOf(queryClient);
  unmount();
  return keys;
}

describe('PREFETCHES', () => {
  it('default: the validators page prefetch asks what its components ask, under the same keys', async () => {
    const prefetched = await prefetchedKeys('validators', {});
    expect(prefetched).toHaveLength(2);
    expect(await componentKeys(() => [useCurrentValidators(PRIMARY_NETWORK_ID), useSubnets()])).toEqual(expect.arrayContaining(prefetched));
  });

  it('behavior: a subnet given in the search is the set prefetched', async () => {
    const prefetched = await prefetchedKeys('validators', {}, `?subnet=${SUBNET_ID}`);
    expect(await componentKeys(() => [useCurrentValidators(SUBNET_ID), useSubnets()])).toEqual(expect.arrayContaining(prefetched));
  });

  it('behavior: the block, tx, subnet and subnets pages share their keys with their components', async () => {
    const cases: [PrefetchName, Record<string, string>, () => unknown, number][] = [
      ['block', { heightOrId: '42' }, () => useBlock({ height: 42n }), 1],
      ['block', { heightOrId: TX_ID }, () => useBlock({ id: TX_ID }), 1],
      ['tx', { txId: TX_ID }, () => useTxStatus(TX_ID), 1],
      ['subnets', {}, () => [useSubnets(), useBlockchains()], 2],
      ['subnet', { subnetId: SUBNET_ID }, () => [useSubnet(SUBNET_ID), useValidates(SUBNET_ID), useBlockchains(), useCurrentValidators(SUBNET_ID)], 4],
    ];
    for (const [name, params, hooks, count] of cases) {
      const prefetched = await prefetchedKeys(name, params);
      expect(prefetched, name).toHaveLength(count);
      expect(await componentKeys(hooks), name).toEqual(expect.arrayContaining(prefetched));
    }
  });

  it('behavior: the validator page prefetch waits for the head and keys on the same step', async () => {
    const prefetched = await prefetchedKeys('validator', { nodeId: NODE_ID });
    expect(prefetched.some((key) => key.includes('platform.getCurrentValidators'))).toBe(true);
    expect(await componentKeys(() => useValidator(NODE_ID))).toEqual(expect.arrayContaining(prefetched));
  });

  it('error: malformed parameters start nothing', async () => {
    expect(await prefetchedKeys('block', { heightOrId: 'not-a-block' })).toEqual([]);
    expect(await prefetchedKeys('tx', { txId: 'nope' })).toEqual([]);
    expect(await prefetchedKeys('validator', { nodeId: 'NodeID-bad' })).toEqual([]);
    expect(await prefetchedKeys('subnet', { subnetId: '' })).toEqual([]);
    expect(await prefetchedKeys('validators', {}, '?subnet=bad')).toEqual([expect.stringContaining('platform.getSubnets')]);
  });
});
