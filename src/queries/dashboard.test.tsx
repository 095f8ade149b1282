// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RpcClient } from '../rpc/client';
import { chainHeadOptions } from './chain-head';
import { useCurrentSupply } from './dashboard';
import { NetworkContext, type NetworkContextValue } from '../network/network-context';

/** A node whose supply answers wait while it is held (a node still being asked); heights answer at once. */
function node(scope: string, supply: bigint) {
  let gate: Promise<void> = Promise.resolve();
  let release = () => {};
  const client = {
    settings: {},
    async call(method: string) {
      if (method === 'platform.getHeight') return { height: 10n };
      await gate;
      return { supply };
    },
  } as unknown as RpcClient;
  const hold = () => (gate = new Promise<void>((resolve) => (release = resolve)));
  return { network: { client, scope } as NetworkContextValue, hold, release: () => release() };
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let network: NetworkContextValue;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NetworkContext.Provider value={network}>{children}</NetworkContext.Provider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper, use: (next: NetworkContextValue) => (network = next) };
}

describe('live dashboard values', () => {
  it('behavior: a new head keeps the last value on screen until its own arrives', async () => {
    const { queryClient, wrapper, use } = setup();
    const local = node('local', 100n);
    use(local.network);
    const { result } = renderHook(() => useCurrentSupply(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(100n));
    local.hold();
    queryClient.setQueryData(chainHeadOptions(local.network).queryKey, { height: 11n });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(true));
    expect(result.current.data).toBe(100n);
    local.release();
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
  });

  it('error: another network (or node) shows nothing of the last one while it is asked', async () => {
    const { wrapper, use } = setup();
    const local = node('local', 100n);
    use(local.network);
    const { result, rerender } = renderHook(() => useCurrentSupply(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(100n));
    const mainnet = node('mainnet', 720_000_000n);
    mainnet.hold();
    use(mainnet.network);
    rerender();
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data).toBeUndefined();
    mainnet.release();
    await waitFor(() => expect(result.current.data).toBe(720_000_000n));
  });
});
