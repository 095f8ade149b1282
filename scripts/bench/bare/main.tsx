/**
 * The bench's bare page: the explorer's stack (React, React DOM, the router, React Query) with one
 * heading and one node call, built and served as the explorer is. Its mobile LCP is what the
 * explorer's pages are measured against (scripts/bench/lcp-ratios.ts).
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const BODY = JSON.stringify({ jsonrpc: '2.0', id: '1', method: 'platform.getHeight', params: {} });

async function height(): Promise<string> {
  const response = await fetch('/ext/bc/P', { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
  const answer = (await response.json()) as { result: { height: string } };
  return answer.result.height;
}

function Page() {
  const { data } = useQuery({ queryKey: ['height'], queryFn: height });
  return (
    <main>
      <h1>P-Chain</h1>
      <p>Height {data ?? '…'}</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Page }]);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
