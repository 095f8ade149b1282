import { lazy, Suspense, useState } from 'react';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { Component as DashboardPage } from '../routes/dashboard/DashboardPage';
import { queryClient } from './app-query-client';
import { networkScopeOf } from './network-scope';
import { networksLoaded } from './networks';
import { PageFallback } from './PageFallback';
import { PAGE_SKELETONS } from './page-skeletons';
import { loadedPage, loadPage, PAGES, type PageEntry } from './pages';
import type { PrefetchName } from './prefetch';
import { RouteError } from './RouteError';

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

/**
 * A lazily loaded page below `/:net`, with its own error boundary and, when named, the prefetch of
 * its data. Its code is a lazy component, not a lazy route: the app's frame and the page's title
 * render at once, and only the page's own part waits for its code.
 */
function page(entry: PageEntry): RouteObject {
  const { path, prefetch, heading } = entry;
  const Page = lazy(async () => ({ default: (await loadPage(entry)).Component }));
  function LazyPage() {
    // Code already loaded (often the page the visit opens with: the opening script asks for it
    // first) renders at once: a render that suspends shows the fallback, and React then holds the
    // page back for up to 300 ms more. Chosen once per visit, so the tree keeps its shape and state.
    const [Loaded] = useState(() => loadedPage(entry)?.Component);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<PageFallback heading={heading} skeleton={PAGE_SKELETONS[path]} />}>
        <Page />
      </Suspense>
    );
  }
  return {
    path,
    Component: LazyPage,
    loader: prefetch && prefetchLoader(prefetch),
    shouldRevalidate: prefetch && onArrival,
    ErrorBoundary: RouteError,
  };
}

/** Pages below `/:net`: the dashboard, then every lazily loaded page. */
export const NETWORK_PAGES: RouteObject[] = [
  { index: true, Component: DashboardPage, ErrorBoundary: RouteError },
  ...PAGES.map(page),
];
