import { createBrowserRouter } from 'react-router';
import { NetworkRoot } from './NetworkRoot';
import { NotFoundPage } from './NotFoundPage';
import { RootRedirect } from './RootRedirect';
import { RouteError } from './RouteError';
import { NETWORK_PAGES } from './routes';

export const router = createBrowserRouter([
  { path: '/', element: <RootRedirect />, ErrorBoundary: RouteError },
  {
    path: '/:net',
    element: <NetworkRoot />,
    ErrorBoundary: RouteError,
    children: [...NETWORK_PAGES, { path: '*', element: <NotFoundPage /> }],
  },
]);
