import { t } from '@lingui/core/macro';
import { createBrowserRouter } from 'react-router';
import { BASE_PATH } from './base-path';
import { Skeleton } from '../components/status/Skeleton';
import { NetworkRoot } from './NetworkRoot';
import { NotFoundPage } from './NotFoundPage';
import { RootRedirect } from './RootRedirect';
import { RouteError } from './RouteError';
import { NETWORK_PAGES } from './routes';

/** Shown while the first page's code loads (its route module is lazy). */
function PageLoading() {
  return <Skeleton lines={6} className="mx-auto max-w-7xl p-4" label={t`Loading the page`} />;
}

export const router = createBrowserRouter([
  { path: '/', element: <RootRedirect />, ErrorBoundary: RouteError },
  {
    path: '/:net',
    element: <NetworkRoot />,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [...NETWORK_PAGES, { path: '*', element: <NotFoundPage /> }],
  },
], { basename: BASE_PATH || '/' });
