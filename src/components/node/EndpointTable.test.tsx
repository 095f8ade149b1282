// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NetworkContext } from '../../network/network-context';
import { testNetwork } from '../../network/testing/test-network';
import { endpointDialects } from '../../rpc/node-dialect';
import { fakeDialectNode } from '../../rpc/testing/dialect-nodes';
import { EndpointTable } from './EndpointTable';

const A = 'http://spec.test';
const B = 'http://reference.test';
const C = 'http://other-network.test';

describe('EndpointTable', () => {
  test('behavior: with dialects, each endpoint in use shows what it speaks, and one that differs from the first is marked', async () => {
    const spec = fakeDialectNode('spec', A);
    const reference = fakeDialectNode('reference', B);
    const fetch = ((input: string | URL | Request, init?: RequestInit) => (String(input).startsWith(A) ? spec : reference).fetch(input, init)) as typeof globalThis.fetch;
    const network = { ...testNetwork(), dialectAt: endpointDialects(testNetwork().settings, { fetch }) };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NetworkContext.Provider value={network}>
          <EndpointTable
            dialects
            statuses={[
              { url: A, health: 'healthy', calls: 3 },
              { url: B, health: 'healthy', calls: 2 },
              { url: C, health: 'refused', reason: { code: 'other-p-chain' }, calls: 0 },
            ]}
          />
        </NetworkContext.Provider>
      </QueryClientProvider>,
    );
    const table = screen.getByRole('table', { name: 'Endpoints in use' });
    const row = (url: string) => within(table).getByRole('row', { name: new RegExp(`^${url}`) });
    expect(await within(row(B)).findByText(/avax\.\* · avalancheRules · getValidatorsAt bare · no optional APIs/)).toBeInTheDocument();
    expect(within(row(B)).getByText('differs')).toBeInTheDocument();
    expect(within(row(A)).getByText(/native\.\* · chainRules · getValidatorsAt wrapped · key store, debug/)).toBeInTheDocument();
    expect(within(row(A)).queryByText('differs')).not.toBeInTheDocument();
    // A refused endpoint is not asked.
    expect(reference.requests.every((request) => !request.url.startsWith(C))).toBe(true);
    expect(within(row(C)).getAllByText('—').length).toBeGreaterThan(0);
  });
});
