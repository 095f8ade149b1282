import { useParams, useSearchParams } from 'react-router';
import { Skeleton } from '../components/status/Skeleton';
import type { PageEntry } from './pages';

/**
 * What stands in for a page while its code loads: its title when the URL tells it, and room for
 * its content, inside the app's frame (header, navigation and search are already there).
 */
export function PageFallback({ heading }: { heading: PageEntry['heading'] }) {
  const params = useParams();
  const [search] = useSearchParams();
  return (
    <div className="space-y-4">
      {heading && <h1 className="text-2xl font-semibold">{heading(params, search)}</h1>}
      <Skeleton lines={6} label="Loading the page" />
    </div>
  );
}
