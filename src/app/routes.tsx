import { lazy, Suspense } from 'react';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { Component as DashboardPage } from '../routes/dashboard/DashboardPage';
import { queryClient } from './app-query-client';
import { networkScopeOf } from './network-scope';
import { networksLoaded } from './networks';
import { PageFallback } from './PageFallback';
import { PAGE_SKELETONS } from './page-skeletons';
import { PAGES, type PageEntry, type PageHandle } from './pages';
import type { PrefetchName } from './prefetch';
import { RouteError } from './RouteError';
import { PageRawView } from './PageRawView';

/**
 * Starts a page's first calls while its code loads, with the same query factories as its
 * components. Nothing is awaited or thrown: navigation never waits for data, and a bad network,
 * node URL or parameter is left for the page to explain.
 */
export function prefetchLoader(name: PrefetchName) {
  return ({ params, request }: LoaderFunctionArgs): null => {
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

/**
 * A lazily loaded page below `/:net`, with its own error boundary and, when named, the prefetch of
 * its data. Its code is a lazy component, not a lazy route: the app's frame and the page's title
 * render at once, and only the page's own part waits for its code, which loads alongside the
 * page's first calls.
 */
function page(entry: PageEntry): RouteObject {
  const { path, load, prefetch, heading, rawView } = entry;
  const Page = lazy(async () => ({ default: (await load()).Component }));
  function LazyPage() {
    return (
      <Suspense fallback={<PageFallback heading={heading} skeleton={PAGE_SKELETONS[path]} />}>
        <Page />
        {/* Drawn with the page, never below its stand-in, which the page would push it down from. */}
        <PageRawView />
      </Suspense>
    );
  }
  return {
    path,
    Component: LazyPage,
    loader: prefetch && prefetchLoader(prefetch),
    shouldRevalidate: prefetch && onArrival,
    ErrorBoundary: RouteError,
    handle: { rawView } satisfies PageHandle,
  };
}

/** Pages below `/:net`: the dashboard, then every lazily loaded page. */
export const NETWORK_PAGES: RouteObject[] = [
  { index: true, Component: DashboardPage, ErrorBoundary: RouteError },
  ...PAGES.map(page),
];
