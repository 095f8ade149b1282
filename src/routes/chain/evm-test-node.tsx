import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ExchangeLog } from '../../queries/exchange-log';
import { NetworkContext, type NetworkContextValue } from '../../queries/network-context';
import { PageQueries, PageQueriesContext } from '../../queries/page-queries';
import { createRpcClient } from '../../rpc/client';
import { parseJson, type JsonObject, type JsonValue } from '../../rpc/json';
import { createFakeFetch, reply } from '../../rpc/testing/fake-fetch';
import type { NetworkSettings } from '../../rpc/network';
import blockText from '../../rpc/testing/evm/block-full.json?raw';
import receiptText from '../../rpc/testing/evm/receipt-token-transfer.json?raw';
import txText from '../../rpc/testing/evm/tx-token-transfer.json?raw';

/** geth-shaped answers of one block with an ERC-20 transfer in it. */
export const BLOCK = parseJson(blockText) as JsonObject;
export const TX = parseJson(txText) as JsonObject;
export const RECEIPT = parseJson(receiptText) as JsonObject;

export type Answers = Record<string, JsonValue | ((params: JsonValue[]) => JsonValue)>;

/**
 * Renders a page module at a URL below a network whose node answers EVM methods from `answers`
 * (null for any other), batched like a geth server, as the page of its raw view. Returns the calls
 * the page made.
 */
export function renderPage(route: string, url: string, Component: ComponentType, answers: Answers) {
  const calls: { method: string; params: JsonValue[] }[] = [];
  const fake = createFakeFetch((request) => {
    const items = (Array.isArray(request.json) ? request.json : [request.json]) as { id: JsonValue; method: string; params: JsonValue[] }[];
    const replies = items.map(({ id, method, params }) => {
      calls.push({ method, params });
      const answer = answers[method];
      return { jsonrpc: '2.0', id, result: typeof answer === 'function' ? answer(params) : (answer ?? null) };
    });
    return reply(Array.isArray(request.json) ? replies : replies[0]);
  });
  const settings: NetworkSettings = {
    id: 'local',
    name: 'Test node',
    baseUrl: 'http://node.test',
    networkId: 12345,
    hrp: 'local',
    nativeGroup: 'native',
    nativeAssetAlias: 'NATIVE',
    rulesKey: 'chainRules',
    tokenSymbol: 'NATIVE',
  };
  const exchanges = new ExchangeLog();
  const network = {
    settings,
    preset: settings,
    networks: [settings],
    client: createRpcClient(settings, { fetch: fake.fetch, retries: 0, onExchange: exchanges.record }),
    ref: { id: settings.id },
    scope: 'evm-page-test',
    exchanges,
  } satisfies NetworkContextValue;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: `/:net/${route}`, element: <Component /> }], { initialEntries: [url] });
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
  const details = screen.getByText(/^Raw RPC/).closest('details')!;
  details.open = true;
  // jsdom does not toggle a <details> on a click of its summary.
  fireEvent(details, new Event('toggle'));
  const items = await screen.findAllByRole('listitem', { name: / call$/ });
  return items.map((item) => ({
    method: item.getAttribute('aria-label')!.replace(/ call$/, ''),
    request: within(item).getByLabelText('Request').textContent ?? '',
  }));
}
