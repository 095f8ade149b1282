// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIMARY_NETWORK_ID } from '../lib/id-constants';
import type { RpcClient } from '../rpc/client';
import { chainHeadOptions, HEAD_POLL_MS } from './chain-head';
import { NetworkContext, type NetworkContextValue } from '../network/network-context';
import { currentValidatorsOptions, steppedHead, useCurrentValidators, VALIDATOR_SET_EVERY_BLOCKS } from './validators';

function setup(initialHeight: bigint) {
  const counts = { height: 0, validators: 0 };
  let height = initialHeight;
  const client = {
    settings: {},
    async call(method: string) {
      if (method === 'platform.getHeight') {
        counts.height++;
        return { height };
      }
      counts.validators++;
      return { validators: [{ nodeID: `NodeID-${counts.validators}`, weight: 1n, startTime: 0n }] };
    },
  } as unknown as RpcClient;
  const network = { client, scope: 'test' } as NetworkContextValue;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NetworkContext.Provider value={network}>{children}</NetworkContext.Provider>
    </QueryClientProvider>
  );
  const moveHead = (to: bigint) => {
    height = to;
    queryClient.setQueryData(chainHeadOptions(network).queryKey, { height: to });
  };
  return { counts, wrapper, moveHead };
}

describe('steppedHead', () => {
  it('default: rounds down to the step', () => {
    expect(steppedHead(12n, 5n)).toBe(10n);
    expect(steppedHead(undefined, 5n)).toBeUndefined();
  });
});

describe('useCurrentValidators', () => {
  afterEach(() => vi.useRealTimers());

  it('default: loads the set once, shared by every caller', async () => {
    const { counts, wrapper } = setup(10n);
    const { result } = renderHook(() => [useCurrentValidators(), useCurrentValidators()], { wrapper });
    await waitFor(() => expect(result.current[0]!.data).toHaveLength(1));
    expect(result.current[1]!.data).toBe(result.current[0]!.data);
    expect(counts.validators).toBe(1);
  });

  it('behavior: refreshes when the head crosses a step, not on every block', async () => {
    // Fake time: a block within the step refetches nothing, over a whole poll of the head, without waiting it out.
    vi.useFakeTimers();
    const { counts, wrapper, moveHead } = setup(10n);
    const { result } = renderHook(() => [useCurrentValidators(), useCurrentValidators()], { wrapper });
    await vi.waitFor(() => expect(result.current[0]!.data?.[0]?.nodeID).toBe('NodeID-1'));
    await vi.waitFor(() => expect(counts.height).toBeGreaterThan(0));
    moveHead(11n);
    await vi.advanceTimersByTimeAsync(HEAD_POLL_MS);
    expect(counts.validators).toBe(1);
    moveHead(10n + VALIDATOR_SET_EVERY_BLOCKS);
    await vi.waitFor(() => expect(result.current[0]!.data?.[0]?.nodeID).toBe('NodeID-2'));
    expect(counts.validators).toBe(2);
  });

  it('behavior: a refreshed set is taken as it comes, not compared deeply with the last one (at 10,000 validators that walk is a long task)', async () => {
    const client = { settings: {}, call: () => Promise.resolve({ validators: [{ nodeID: 'NodeID-same', weight: 1n, startTime: 0n }] }) } as unknown as RpcClient;
    const network = { client, scope: 'test' } as NetworkContextValue;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = currentValidatorsOptions(network, PRIMARY_NETWORK_ID);
    const first = await queryClient.fetchQuery(options);
    await queryClient.refetchQueries({ queryKey: options.queryKey, exact: true });
    const second = queryClient.getQueryData(options.queryKey);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });
});
