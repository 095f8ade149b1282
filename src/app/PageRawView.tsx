import { useMatches } from 'react-router';
import { RawView } from '../components/raw/RawView';
import type { PageHandle } from './pages';

/**
 * The raw view below a page whose entry in pages.ts has one. A component of its own: a change of
 * the page's search parameters redraws it, not the frame.
 */
export function PageRawView() {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  return handle?.rawView ? (
    <div className="mt-4">
      <RawView />
    </div>
  ) : null;
}
