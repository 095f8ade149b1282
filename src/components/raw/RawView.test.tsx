// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { NetworkContext, type NetworkContextValue } from '../../network/network-context';
import { PageQueries, PageQueriesContext, useRpcQuery } from '../../queries/page-queries';
import { rpcQueryOptions } from '../../queries/rpc-query';
import { RawView } from './RawView';
import { fixedAnswersNetwork } from '../../network/testing/fixed-answers-network';

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function Section({ blockchainID }: { blockchainID: string }) {
  const status = useRpcQuery(rpcQueryOptions(useNetworkValue(), { method: 'platform.getBlockchainStatus', params: { blockchainID } }));
  return <p>status {status.data?.status ?? '…'}</p>;
}

let currentNetwork: NetworkContextValue;
const useNetworkValue = () => currentNetwork;

function Frame({ children }: { children: ReactNode }) {
  // A query of the frame, outside the page: not the page's call.
  useRpcQuery(rpcQueryOptions(currentNetwork, { method: 'platform.getHeight', params: {} }));
  return children;
}

function Page() {
  const [id, setId] = useState('A');
  return (
    <>
      <Section blockchainID={id} />
      <button type="button" onClick={() => setId('B')}>
        other chain
      </button>
      <RawView />
    </>
  );
}

describe('RawView', () => {
  it('default: lists exactly the calls of the page’s queries, and follows them when they change', async () => {
    const { network, fake } = fixedAnswersNetwork();
    currentNetwork = network;
    render(
      <QueryClientProvider client={queryClient()}>
        <NetworkContext.Provider value={network}>
          <Frame>
            <PageQueriesContext.Provider value={new PageQueries()}>
              <Page />
            </PageQueriesContext.Provider>
          </Frame>
        </NetworkContext.Provider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('status Validating')).toBeInTheDocument();
    const raw = screen.getByText(/^Raw RPC/).closest('details')!;
    raw.open = true;
    fireEvent(raw, new Event('toggle'));
    expect(within(raw).getByText('Raw RPC (1 call)')).toBeInTheDocument();
    expect(within(raw).getByRole('listitem', { name: 'platform.getBlockchainStatus call' })).toHaveTextContent('"blockchainID":"A"');
    // The frame's head call went over the wire but is not the page's.
    expect(fake.requests.some((request) => (request.json as { method: string }).method === 'platform.getHeight')).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'other chain' })));
    await screen.findByText('status Validating');
    expect(await within(raw).findByText('Raw RPC (1 call)')).toBeInTheDocument();
    expect(within(raw).getByRole('listitem', { name: 'platform.getBlockchainStatus call' })).toHaveTextContent('"blockchainID":"B"');
  });
});
