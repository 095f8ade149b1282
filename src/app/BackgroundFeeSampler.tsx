import { lazy, Suspense } from 'react';
import { AfterFirstPage } from './AfterFirstPage';

const FeeSampler = lazy(async () => ({ default: (await import('../components/fees/FeeSampler')).FeeSampler }));

/**
 * Records the network's fee states into the stored fee history while any page of the app is open
 * (and visible), so the fees page has history to show. It starts after the first page has loaded,
 * so it never competes with it.
 */
export function BackgroundFeeSampler() {
  return (
    <AfterFirstPage>
      <Suspense fallback={null}>
        <FeeSampler />
      </Suspense>
    </AfterFirstPage>
  );
}
