import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { Component as DashboardPage } from '../routes/dashboard/DashboardPage';
import { queryClient } from './app-query-client';
import { networkScopeOf } from './network-scope';
import { networksLoaded } from './networks';
import type { PrefetchName } from './prefetch';
import { RouteError } from './RouteError';

/** What a page module under src/routes/ exports: its page as `Component`. */
interface PageModule {
  Component: ComponentType;
}

/**
 * Whether the document has not drawn a frame yet: loaders that run then are for the page the visit
 * opens with. That page's calls start once it has drawn itself, not before: on a slow phone a
 * large answer (a 2,000-validator set) would otherwise compete with the page's own code and first
 * paint. Every later navigation is a click, and its loader starts the calls at once.
 */
let opening = typeof requestAnimationFrame === 'function';
if (opening) requestAnimationFrame(() => (opening = false));

/**
 * Starts a page's first calls while its code loads (except for the page a visit opens with, see
 * `opening`). Nothing is awaited or thrown: navigation never waits for data, and a bad network,
 * node URL or parameter is left for the page to explain.
 */
export function prefetchLoader(name: PrefetchName) {
  return ({ params, request }: LoaderFunctionArgs): null => {
    if (opening) return null;
    const search = new URL(request.url).searchParams;
    void Promise.all([networksLoaded(), import('./prefetch')])
      .then(([networks, { PREFETCHES }]) => {
        const network = networkScopeOf(networks, params.net, search);
        if (network) PREFETCHES[name]({ network, params, search, queryClient });
      })
      .catch(() => undefined);
    return null;
  };
}

/**
 * A page's own search parameters (a table's sort or filter) change often and its queries refresh
 * themselves: the prefetch runs only on arriving at a page.
 */
const onArrival = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean => currentUrl.pathname !== nextUrl.pathname;

/** A lazily loaded page below `/:net`, with its own error boundary and, when named, the prefetch of its data. */
function page(path: string, load: () => Promise<PageModule>, prefetch?: PrefetchName): RouteObject {
  return {
    path,
    lazy: async () => {
      // Opening a visit, the router's set-up and the preloading of the page's modules (a link
      // element each) take a task each rather than one long one.
      if (opening) await new Promise((resolve) => setTimeout(resolve, 0));
      return { Component: (await load()).Component };
    },
    loader: prefetch && prefetchLoader(prefetch),
    shouldRevalidate: prefetch && onArrival,
    ErrorBoundary: RouteError,
  };
}

/**
 * Pages below `/:net`. Adding a page is one line: its path (relative to the network), its module and
 * the prefetch of its first calls (src/app/prefetch.ts). Every link to these pages comes from src/lib/paths.ts.
 */
export const NETWORK_PAGES: RouteObject[] = [
  { index: true, Component: DashboardPage, ErrorBoundary: RouteError },
  page('blocks', () => import('../routes/blocks/BlocksPage'), 'head'),
  page('blocks/:heightOrId', () => import('../routes/blocks/BlockPage'), 'block'),
  page('tx/:txId', () => import('../routes/tx/TxPage'), 'tx'),
  page('atomic-tx/:txId', () => import('../routes/atomic-tx/AtomicTxPage')),
  page('validators', () => import('../routes/validators/ValidatorsPage'), 'validators'),
  page('validators/uptime', () => import('../routes/validator-uptime/UptimePage')),
  page('validators/:nodeId', () => import('../routes/validator/ValidatorPage'), 'validator'),
  page('l1-validators/:validationId', () => import('../routes/l1-validator/L1ValidatorPage')),
  page('subnets', () => import('../routes/subnets/SubnetsPage'), 'subnets'),
  page('subnets/:subnetId', () => import('../routes/subnet/SubnetPage'), 'subnet'),
  page('blockchains/:blockchainId', () => import('../routes/blockchain/BlockchainPage')),
  page('address/:address', () => import('../routes/address/AddressPage')),
  page('fees', () => import('../routes/fees/FeesPage'), 'head'),
  page('chains', () => import('../routes/chains/AllChainsPage')),
  page('chains/:chainId/:section?', () => import('../routes/chain/ChainPage')),
  page('chains/:chainId/blocks', () => import('../routes/chain/EvmBlocksPage')),
  page('chains/:chainId/blocks/:numberOrHash', () => import('../routes/chain/EvmBlockPage')),
  page('chains/:chainId/tx/:hash', () => import('../routes/chain/EvmTxPage')),
  page('chains/:chainId/address/:address', () => import('../routes/chain/EvmAddressPage')),
  page('tools/broadcast', () => import('../routes/tools/BroadcastPage')),
  page('tools/decode', () => import('../routes/tools/DecodePage')),
  page('node', () => import('../routes/node/NodePage')),
  page('watchlist', () => import('../routes/watchlist/WatchlistPage')),
];
