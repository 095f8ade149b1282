import { PRIMARY_NETWORK_ID } from './id-constants';

/**
 * Page titles that the URL alone decides. The page shows them in its `<h1>`, and the app's frame
 * shows the same while the page's code loads (src/app/pages.ts).
 */
export const PAGE_HEADINGS = {
  /** `?subnet=` of the validators page; none is the Primary Network. */
  validators: (subnet: string | null): string => ((subnet || PRIMARY_NETWORK_ID) === PRIMARY_NETWORK_ID ? 'Primary Network validators' : 'Subnet validators'),
  transaction: 'Transaction',
  blocks: 'Blocks',
  fees: 'Fees',
  subnets: 'Subnets',
  node: 'Node',
  broadcast: 'Broadcast a signed transaction',
  decode: 'Decode',
  rewards: 'Rewards calculator',
  atomicTx: 'C-Chain atomic transaction',
} as const;
