import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import type { PageHandle } from './pages';

// Loaded with the first page that has a raw view: the dashboard, the usual first page, has none.
const RawView = lazy(async () => ({ default: (await import('../components/raw/RawView')).RawView }));

/**
 * The raw view below a page whose entry in pages.ts has one. A component of its own: a change of
 * the page's search parameters redraws it, not the frame.
 */
export function PageRawView() {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  if (!handle?.rawView) return null;
  return (
    <div className="mt-4">
      <Suspense fallback={null}>
        <RawView />
      </Suspense>
    </div>
  );
}
