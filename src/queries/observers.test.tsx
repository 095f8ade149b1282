// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RpcClient } from '../rpc/client';
import type { EndpointPool, EndpointStatus } from '../rpc/endpoint-pool';
import { SPEC_SETTINGS } from '../rpc/testing/network-settings';
import { NetworkContext } from '../network/network-context';
import { useObserverColumns } from './observers';
import { testNetwork } from '../network/testing/test-network';

const A = 'http://a.test';
const B = 'http://b.test';
const C = 'http://c.test';
const SAVED = 'http://saved.test';

/** Each node answers the validator set with one validator, seen with an uptime of its own. */
function nodes() {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    asked.push(new URL(url).origin);
    const { id } = JSON.parse(String(init?.body)) as { id: number };
    const validators = [{ nodeID: 'NodeID-1', uptime: '90', connected: true, startTime: '1', endTime: '2', weight: '1', txID: 'tx' }];
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: { validators } }), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch, asked };
}

function render(endpoints: string[], statuses: EndpointStatus[], saved = [{ url: SAVED }, { url: B }]) {
  const settings = { ...SPEC_SETTINGS, baseUrl: endpoints[0]!, ...(endpoints.length > 1 ? { endpoints } : {}) };
  const client = { settings, call: () => Promise.reject(new Error('not asked through the pool')) } as unknown as RpcClient;
  const pool = { size: endpoints.length, statuses: () => statuses, subscribe: () => () => undefined } as unknown as EndpointPool;
  const network = { ...testNetwork({ client }), ...(endpoints.length > 1 ? { pool } : {}) };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NetworkContext.Provider value={network}>{children}</NetworkContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(() => useObserverColumns(saved), { wrapper });
}

describe('useObserverColumns', () => {
  test('behavior: with several nodes in use, each one not refused is an observer of its own, asked directly, beside the saved ones', async () => {
    const { fetch, asked } = nodes();
    vi.stubGlobal('fetch', fetch);
    const { result } = render([A, B, C], [
      { url: A, health: 'healthy', calls: 1 },
      { url: B, health: 'out', reason: { code: 'failed', error: new Error('Could not reach the node.') }, calls: 0 },
      { url: C, health: 'refused', reason: { code: 'other-chain-than-most', since: 7n, most: 2, of: 3 }, calls: 0 },
    ]);
    expect(result.current.map((column) => [column.id, column.name, column.url])).toEqual([
      [A, 'a.test (a node in use)', undefined],
      [B, 'b.test (a node in use)', undefined],
      // A saved observer that is in the list is not shown twice.
      [SAVED, 'saved.test', SAVED],
    ]);
    await waitFor(() => expect(result.current.every((column) => column.query.data?.get('NodeID-1')?.uptime !== undefined)).toBe(true));
    expect(new Set(asked)).toEqual(new Set([A, B, SAVED]));
    vi.unstubAllGlobals();
  });

  test('default: with one node, it is "this node", asked through the network\'s client', () => {
    const { result } = render([A], []);
    expect(result.current.map((column) => [column.id, column.name])).toEqual([
      ['current', 'a.test (this node)'],
      [SAVED, 'saved.test'],
      [B, 'b.test'],
    ]);
  });
});
