import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { PAGE_HEADINGS } from '../lib/page-headings';
import type { PrefetchName } from './prefetch';

/** What a page module under src/routes/ exports: its page as `Component`. */
export interface PageModule {
  Component: ComponentType;
}

export interface PageEntry {
  /** Below `/:net`. */
  path: string;
  load: () => Promise<PageModule>;
  /** The prefetch of its first calls (src/app/prefetch.ts), if any. */
  prefetch?: PrefetchName;
  /**
   * The page's `<h1>` when it can be told from the URL alone: shown, inside the app's frame, while
   * the page's code loads, so the page's title is on screen as early as the frame.
   */
  heading?: (params: Params, search: URLSearchParams) => string;
  /** The frame shows the page's raw view (the calls of its queries) below it. */
  rawView?: true;
}

/** What a page's route tells the frame (src/app/PageRawView.tsx). */
export type PageHandle = Pick<PageEntry, 'rawView'>;

/**
 * The lazily loaded pages below `/:net` (the dashboard is part of the first load). Adding a page is
 * one line: its path, its module, the prefetch of its first calls and whether it has a raw view.
 * Every link to these pages comes from src/lib/paths.ts.
 */
export const PAGES: readonly PageEntry[] = [
  { path: 'blocks', load: () => import('../routes/blocks/BlocksPage'), prefetch: 'head', heading: () => PAGE_HEADINGS.blocks },
  { path: 'blocks/:heightOrId', load: () => import('../routes/blocks/BlockPage'), prefetch: 'block', rawView: true },
  { path: 'tx/:txId', load: () => import('../routes/tx/TxPage'), prefetch: 'tx', heading: () => PAGE_HEADINGS.transaction, rawView: true },
  { path: 'atomic-tx/:txId', load: () => import('../routes/atomic-tx/AtomicTxPage'), heading: () => PAGE_HEADINGS.atomicTx, rawView: true },
  {
    path: 'validators',
    load: () => import('../routes/validators/ValidatorsPage'),
    prefetch: 'validators',
    heading: (_, search) => PAGE_HEADINGS.validators(search.get('subnet')),
    rawView: true,
  },
  { path: 'validators/uptime', load: () => import('../routes/validator-uptime/UptimePage'), rawView: true },
  { path: 'validators/:nodeId', load: () => import('../routes/validator/ValidatorPage'), prefetch: 'validator', rawView: true },
  { path: 'l1-validators/:validationId', load: () => import('../routes/l1-validator/L1ValidatorPage'), rawView: true },
  { path: 'subnets', load: () => import('../routes/subnets/SubnetsPage'), prefetch: 'subnets', heading: () => PAGE_HEADINGS.subnets, rawView: true },
  { path: 'subnets/:subnetId', load: () => import('../routes/subnet/SubnetPage'), prefetch: 'subnet', rawView: true },
  { path: 'blockchains/:blockchainId', load: () => import('../routes/blockchain/BlockchainPage'), rawView: true },
  { path: 'address/:address', load: () => import('../routes/address/AddressPage'), rawView: true },
  { path: 'fees', load: () => import('../routes/fees/FeesPage'), prefetch: 'head', heading: () => PAGE_HEADINGS.fees, rawView: true },
  { path: 'chains', load: () => import('../routes/chains/AllChainsPage'), rawView: true },
  { path: 'chains/:chainId', load: () => import('../routes/chain/EvmHomePage'), rawView: true },
  { path: 'chains/:chainId/:section', load: () => import('../routes/chain/ChainPage'), rawView: true },
  { path: 'chains/:chainId/blocks', load: () => import('../routes/chain/EvmBlocksPage'), rawView: true },
  { path: 'chains/:chainId/blocks/:numberOrHash', load: () => import('../routes/chain/EvmBlockPage'), rawView: true },
  { path: 'chains/:chainId/tx/:hash', load: () => import('../routes/chain/EvmTxPage'), rawView: true },
  { path: 'chains/:chainId/address/:address', load: () => import('../routes/chain/EvmAddressPage'), rawView: true },
  { path: 'chains/:chainId/token/:address', load: () => import('../routes/chain/EvmTokenPage'), rawView: true },
  { path: 'tools/broadcast', load: () => import('../routes/tools/BroadcastPage'), heading: () => PAGE_HEADINGS.broadcast, rawView: true },
  { path: 'tools/decode', load: () => import('../routes/tools/DecodePage'), heading: () => PAGE_HEADINGS.decode },
  { path: 'tools/rewards', load: () => import('../routes/tools/RewardsPage'), heading: () => PAGE_HEADINGS.rewards, rawView: true },
  { path: 'node', load: () => import('../routes/node/NodePage'), heading: () => PAGE_HEADINGS.node, rawView: true },
  { path: 'watchlist', load: () => import('../routes/watchlist/WatchlistPage') },
];
