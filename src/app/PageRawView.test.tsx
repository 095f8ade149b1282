// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NetworkContext } from '../network/network-context';
import { testNetwork } from '../network/testing/test-network';
import { PageRawView } from './PageRawView';
import type { PageHandle } from './pages';

function Frame() {
  return (
    <>
      <Outlet />
      <PageRawView />
    </>
  );
}

function renderAt(url: string) {
  const withRaw: PageHandle = { rawView: true };
  const router = createMemoryRouter(
    [
      {
        path: '/:net',
        Component: Frame,
        children: [
          { path: 'tx/:txId', element: <h1>Transaction</h1>, handle: withRaw },
          { path: 'watchlist', element: <h1>Watchlist</h1>, handle: {} },
          { path: '*', element: <h1>Not found</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NetworkContext.Provider value={testNetwork()}>
        <RouterProvider router={router} />
      </NetworkContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

/** Opens a page with a raw view (its code then loaded), then goes to `url`. */
async function fromTxTo(url: string) {
  const router = renderAt('/local/tx/abc');
  expect(await screen.findByText(/^Raw RPC/)).toBeInTheDocument();
  await act(() => router.navigate(url));
}

describe('PageRawView', () => {
  it('default: a page whose route asks for it gets the raw view below it', async () => {
    renderAt('/local/tx/abc');
    expect(await screen.findByRole('heading', { name: 'Transaction' })).toBeInTheDocument();
    expect(await screen.findByText(/^Raw RPC/)).toHaveTextContent('Raw RPC (0 calls)');
  });

  it('behavior: a page without it shows none', async () => {
    await fromTxTo('/local/watchlist');
    expect(await screen.findByRole('heading', { name: 'Watchlist' })).toBeInTheDocument();
    expect(screen.queryByText(/^Raw RPC/)).toBeNull();
  });

  it('not-found: an unknown path shows none', async () => {
    await fromTxTo('/local/nowhere');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.queryByText(/^Raw RPC/)).toBeNull();
  });
});
