import type { ComponentType } from 'react';
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
}

/**
 * The lazily loaded pages below `/:net` (the dashboard is part of the first load). Adding a page is
 * one line: its path, its module and the prefetch of its first calls. No React here: the page a
 * visit opens with is asked for from this table before the app's code runs (opening-page.ts).
 * Every link to these pages comes from src/lib/paths.ts.
 */
export const PAGES: readonly PageEntry[] = [
  { path: 'blocks', load: () => import('../routes/blocks/BlocksPage'), prefetch: 'head' },
  { path: 'blocks/:heightOrId', load: () => import('../routes/blocks/BlockPage'), prefetch: 'block' },
  { path: 'tx/:txId', load: () => import('../routes/tx/TxPage'), prefetch: 'tx' },
  { path: 'atomic-tx/:txId', load: () => import('../routes/atomic-tx/AtomicTxPage') },
  { path: 'validators', load: () => import('../routes/validators/ValidatorsPage'), prefetch: 'validators' },
  { path: 'validators/uptime', load: () => import('../routes/validator-uptime/UptimePage') },
  { path: 'validators/:nodeId', load: () => import('../routes/validator/ValidatorPage'), prefetch: 'validator' },
  { path: 'l1-validators/:validationId', load: () => import('../routes/l1-validator/L1ValidatorPage') },
  { path: 'subnets', load: () => import('../routes/subnets/SubnetsPage'), prefetch: 'subnets' },
  { path: 'subnets/:subnetId', load: () => import('../routes/subnet/SubnetPage'), prefetch: 'subnet' },
  { path: 'blockchains/:blockchainId', load: () => import('../routes/blockchain/BlockchainPage') },
  { path: 'address/:address', load: () => import('../routes/address/AddressPage') },
  { path: 'fees', load: () => import('../routes/fees/FeesPage'), prefetch: 'head' },
  { path: 'chains', load: () => import('../routes/chains/AllChainsPage') },
  { path: 'chains/:chainId/:section?', load: () => import('../routes/chain/ChainPage') },
  { path: 'chains/:chainId/blocks', load: () => import('../routes/chain/EvmBlocksPage') },
  { path: 'chains/:chainId/blocks/:numberOrHash', load: () => import('../routes/chain/EvmBlockPage') },
  { path: 'chains/:chainId/tx/:hash', load: () => import('../routes/chain/EvmTxPage') },
  { path: 'chains/:chainId/address/:address', load: () => import('../routes/chain/EvmAddressPage') },
  { path: 'chains/:chainId/token/:address', load: () => import('../routes/chain/EvmTokenPage') },
  { path: 'tools/broadcast', load: () => import('../routes/tools/BroadcastPage') },
  { path: 'tools/decode', load: () => import('../routes/tools/DecodePage') },
  { path: 'tools/rewards', load: () => import('../routes/tools/RewardsPage') },
  { path: 'node', load: () => import('../routes/node/NodePage') },
  { path: 'watchlist', load: () => import('../routes/watchlist/WatchlistPage') },
];
