import type { ReactNode } from 'react';
import type { Params } from 'react-router';
import { TxPageLoading } from '../components/tx/TxOverview';

/**
 * What a page draws before any answer, where the URL alone tells it and it is more than a heading
 * (keyed by the page's path in src/app/pages.ts): shown while the page's code loads, so what the
 * page is about is on screen with the frame. Part of the first load, so kept to a few.
 */
export const PAGE_SKELETONS: Readonly<Record<string, (params: Params) => ReactNode>> = {
  'tx/:txId': ({ txId = '' }) => <TxPageLoading txId={txId} />,
};
