import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from './RouteError';

/** What a page module under src/routes/ exports: its page as `Component`. */
interface PageModule {
  Component: ComponentType;
}

/** A lazily loaded page below `/:net`, with its own error boundary. */
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).Component }), ErrorBoundary: RouteError };
}

/**
 * Pages below `/:net`. Adding a page is one line: its path (relative to the network) and its module.
 * Every link to these pages comes from src/lib/paths.ts.
 */
export const NETWORK_PAGES: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../routes/dashboard/DashboardPage')).Component }), ErrorBoundary: RouteError },
  page('blocks', () => import('../routes/blocks/BlocksPage')),
  page('blocks/:heightOrId', () => import('../routes/blocks/BlockPage')),
  page('tx/:txId', () => import('../routes/tx/TxPage')),
  page('atomic-tx/:txId', () => import('../routes/atomic-tx/AtomicTxPage')),
  page('validators', () => import('../routes/validators/ValidatorsPage')),
  page('validators/uptime', () => import('../routes/validator-uptime/UptimePage')),
  page('validators/:nodeId', () => import('../routes/validator/ValidatorPage')),
  page('l1-validators/:validationId', () => import('../routes/l1-validator/L1ValidatorPage')),
  page('subnets', () => import('../routes/subnets/SubnetsPage')),
  page('subnets/:subnetId', () => import('../routes/subnet/SubnetPage')),
  page('blockchains/:blockchainId', () => import('../routes/blockchain/BlockchainPage')),
  page('address/:address', () => import('../routes/address/AddressPage')),
  page('fees', () => import('../routes/fees/FeesPage')),
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
