import { lazy, Suspense } from 'react';

const FeeSampler = lazy(async () => ({ default: (await import('../components/fees/FeeSampler')).FeeSampler }));

/**
 * Records the network's fee states into the stored fee history while any page of the app is open
 * (and visible), so the fees page has history to show. Its code is a chunk of its own, loaded
 * beside the page's.
 */
export function BackgroundFeeSampler() {
  return (
    <Suspense fallback={null}>
      <FeeSampler />
    </Suspense>
  );
}
