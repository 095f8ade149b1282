import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ExchangeLog } from '../../queries/exchange-log';
import { NetworkContext } from '../../queries/network-context';
import { testNetwork } from '../../queries/testing/test-network';
import { fakeEvmNode, type EvmAnswers } from '../../rpc/testing/fake-evm-node';

/**
 * Renders a page module at a URL below a network whose node answers EVM methods from `answers`
 * (null for any other), batched like a geth server. Returns the calls the page made.
 */
export function renderPage(route: string, url: string, Component: ComponentType, answers: EvmAnswers) {
  const exchanges = new ExchangeLog();
  const { client, calls } = fakeEvmNode(answers, { onExchange: exchanges.record });
  const network = testNetwork({ client, scope: 'evm-page-test', exchanges });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: `/:net/${route}`, element: <Component /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <NetworkContext.Provider value={network}>
        <RouterProvider router={router} />
      </NetworkContext.Provider>
    </QueryClientProvider>,
  );
  return { calls, queryClient };
}
