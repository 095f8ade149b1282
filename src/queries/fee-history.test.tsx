// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../rpc/client';
import { createFakeFetch, reply, type RecordedRequest } from '../rpc/testing/fake-fetch';
import { SPEC_SETTINGS } from '../rpc/testing/network-settings';
import { useFeeHistory, useFeeSampler } from './fee-history';
import { NetworkContext } from '../network/network-context';
import { testNetwork } from '../network/testing/test-network';

/** A node whose chain time and height advance by one on each getHeight. */
function node() {
  let height = 10;
  const time = () => new Date(Date.UTC(2026, 0, 1, 0, 0, height)).toISOString().replace('.000Z', 'Z');
  return createFakeFetch((request: RecordedRequest) => {
    const { id, method } = request.json as { id: number; method: string };
    const results: Record<string, unknown> = {
      'platform.getHeight': { height: String(++height) },
      'platform.getFeeState': { capacity: 1000 - height, excess: height, price: 1, timestamp: time() },
      'platform.getValidatorFeeState': { excess: 0, price: 1, timestamp: time() },
    };
    return reply({ jsonrpc: '2.0', id, result: results[method] });
  });
}

function Probe() {
  useFeeSampler();
  const history = useFeeHistory();
  return (
    <p>
      {history.loaded ? 'loaded' : 'loading'} {history.storage} gas:{history.gas.map((sample) => sample.excess).join(',')} validator:
      {history.validator.length}
    </p>
  );
}

describe('useFeeSampler', () => {
  it('behavior: records each chain time once, in memory when IndexedDB is missing', async () => {
    const fake = node();
    const client = createRpcClient(SPEC_SETTINGS, { fetch: fake.fetch, retries: 0 });
    const network = testNetwork({ client, scope: 'fee-history-test' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <NetworkContext.Provider value={network}>
          <Probe />
        </NetworkContext.Provider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText(/gas:\d+/)).toBeInTheDocument());
    expect(screen.getByText(/loaded memory/)).toBeInTheDocument();
    await queryClient.refetchQueries();
    await waitFor(() => expect(screen.getByText(/gas:\d+,\d+/)).toBeInTheDocument(), { timeout: 5000 });
    const text = screen.getByText(/gas:/).textContent ?? '';
    const excesses = text.match(/gas:([\d,]+)/)![1]!.split(',');
    expect(new Set(excesses).size).toBe(excesses.length);
    queryClient.clear();
  });
});
