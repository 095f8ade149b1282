// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chainHeadOptions } from '../../queries/chain-head';
import { NetworkContext, type NetworkContextValue } from '../../network/network-context';
import type { RpcClient } from '../../rpc/client';
import { NetworkError } from '../../rpc/errors';
import { LatestBlocks } from './LatestBlocks';

const HEAD = 12n;

/** A node whose head (`head`) answers until `down` is set; blocks never arrive (the rows stay loading). */
function setup() {
  const node = { down: false, head: HEAD };
  const client = {
    settings: {},
    call(method: string) {
      if (method !== 'platform.getHeight') return new Promise(() => {});
      return node.down ? Promise.reject(new NetworkError({ cause: new Error('connection reset') })) : Promise.resolve({ height: node.head });
    },
  } as unknown as RpcClient;
  const network = { client, scope: 'test', ref: { id: 'test' } } as NetworkContextValue;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <NetworkContext.Provider value={network}>
          <LatestBlocks />
        </NetworkContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const headKey = chainHeadOptions(network).queryKey;
  return { node, refetchHead: () => queryClient.refetchQueries({ queryKey: headKey }) };
}

describe('LatestBlocks', () => {
  it('default: the newest blocks down from the head', async () => {
    setup();
    expect(await screen.findByRole('link', { name: HEAD.toString() })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: (HEAD - 9n).toString() })).toBeInTheDocument();
  });

  it('behavior: when the head moves, each row shows the next block in place rather than every row moving down', async () => {
    const { node, refetchHead } = setup();
    const top = (await screen.findByRole('link', { name: HEAD.toString() })).closest('tr');
    node.head = HEAD + 1n;
    await refetchHead();
    const next = await screen.findByRole('link', { name: (HEAD + 1n).toString() });
    expect(next.closest('tr')).toBe(top);
    expect(screen.getByRole('link', { name: HEAD.toString() }).closest('tr')).toBe(top!.nextElementSibling);
  });

  it('behavior: a failed head poll keeps the blocks and says they are stale', async () => {
    const { node, refetchHead } = setup();
    await screen.findByRole('link', { name: HEAD.toString() });
    node.down = true;
    await refetchHead();
    const hint = await screen.findByText(/refreshing failed \(Could not reach the node\.\)/);
    expect(within(hint).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HEAD.toString() })).toBeInTheDocument();
    node.down = false;
    await refetchHead();
    await waitFor(() => expect(screen.queryByText(/refreshing failed/)).not.toBeInTheDocument());
  });
});
