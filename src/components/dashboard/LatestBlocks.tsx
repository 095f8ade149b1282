import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { paths } from '../../lib/paths';
import { useNetwork } from '../../network/network-context';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { NearViewport } from '../ui/NearViewport';
import { CardLink } from './CardLink';

// The block table's code (and its sorting) loads with the rows, not with the first page.
const LatestBlockRows = lazy(async () => ({ default: (await import('./LatestBlockRows')).LatestBlockRows }));

const LATEST_COUNT = 10;


/** The newest blocks, following the chain head, once the card is near the viewport; a failed poll keeps them, marked stale. */
export function LatestBlocks() {
  const { ref } = useNetwork();
  const rowsPlaceholder = <Skeleton lines={LATEST_COUNT} className="h-96" label={t`Loading latest blocks`} />;
  return (
    <Card title={t`Latest blocks`} actions={<CardLink to={paths.blocks(ref)}>{t`All blocks`}</CardLink>}>
      <NearViewport placeholder={rowsPlaceholder}>
        <Suspense fallback={rowsPlaceholder}>
          <LatestBlockRows count={LATEST_COUNT} skeleton={rowsPlaceholder} />
        </Suspense>
      </NearViewport>
    </Card>
  );
}
