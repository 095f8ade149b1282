import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { useParams, useSearchParams, type Params } from 'react-router';
import { Skeleton } from '../components/status/Skeleton';
import type { PageEntry } from './pages';

/**
 * What stands in for a page while its code loads: its title when the URL tells it, and its first
 * draw when the URL tells that too (src/app/page-skeletons.tsx), else room for its content, inside
 * the app's frame (header, navigation and search are already there).
 */
export function PageFallback({ heading, skeleton }: { heading: PageEntry['heading']; skeleton?: (params: Params) => ReactNode }) {
  const params = useParams();
  const [search] = useSearchParams();
  return (
    <div className="space-y-4">
      {heading && <h1 className="text-2xl font-semibold">{heading(params, search)}</h1>}
      {skeleton ? skeleton(params) : <Skeleton lines={6} label={t`Loading the page`} />}
    </div>
  );
}
