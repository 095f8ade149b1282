import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ExchangeLog } from '../../network/exchange-log';
import { NetworkContext } from '../../network/network-context';
import { testNetwork } from '../../network/testing/test-network';
import { RawView } from '../../components/raw/RawView';
import { present } from '../../lib/present';
import { fakeEvmNode, type EvmAnswers } from '../../rpc/testing/fake-evm-node';
import { PageQueries, PageQueriesContext } from '../../queries/page-queries';

/**
 * Renders a page module at a URL below a network whose node answers EVM methods from `answers`
 * (null for any other), batched like a geth server, with the raw view the app's frame puts below
 * it. Returns the calls the page made.
 */
export function renderPage(route: string, url: string, Component: ComponentType, answers: EvmAnswers) {
  const exchanges = new ExchangeLog();
  const { client, calls } = fakeEvmNode(answers, { onExchange: exchanges.record });
  const network = testNetwork({ client, scope: 'evm-page-test', exchanges });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <>
      <Component />
      <RawView />
    </>
  );
  const router = createMemoryRouter([{ path: `/:net/${route}`, element: page }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <NetworkContext.Provider value={network}>
        <PageQueriesContext.Provider value={new PageQueries()}>
          <RouterProvider router={router} />
        </PageQueriesContext.Provider>
      </NetworkContext.Provider>
    </QueryClientProvider>,
  );
  return { calls, queryClient };
}

/** Opens the page's raw view; resolves to each listed call's method and request as sent. */
export async function openRawView(): Promise<{ method: string; request: string }[]> {
  const details = present(screen.getByText(/^Raw RPC/).closest('details'), 'The raw view');
  details.open = true;
  // jsdom does not toggle a <details> on a click of its summary.
  fireEvent(details, new Event('toggle'));
  const items = await screen.findAllByRole('listitem', { name: / call$/ });
  return items.map((item) => ({
    method: (item.getAttribute('aria-label') ?? '').replace(/ call$/, ''),
    request: within(item).getByLabelText('Request').textContent ?? '',
  }));
}
