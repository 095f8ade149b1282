import { t } from '@lingui/core/macro';
import { PRIMARY_NETWORK_ID } from './id-constants';

/**
 * Page titles that the URL alone decides. The page shows them in its `<h1>`, and the app's frame
 * shows the same while the page's code loads (src/app/pages.ts).
 */
export const PAGE_HEADINGS = {
  /** `?subnet=` of the validators page; none is the Primary Network. */
  validators: (subnet: string | null): string => ((subnet || PRIMARY_NETWORK_ID) === PRIMARY_NETWORK_ID ? t`Primary Network validators` : t`Subnet validators`),
  get transaction() { return t`Transaction`; },
  get blocks() { return t`Blocks`; },
  get fees() { return t`Fees`; },
  get subnets() { return t`Subnets`; },
  get node() { return t`Node`; },
  get broadcast() { return t`Broadcast a signed transaction`; },
  get decode() { return t`Decode`; },
  get rewards() { return t`Rewards calculator`; },
  get atomicTx() { return t`C-Chain atomic transaction`; },
} as const;
