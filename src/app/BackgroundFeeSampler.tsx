import { lazy, Suspense, useEffect, useState } from 'react';

const FeeSampler = lazy(async () => ({ default: (await import('../components/fees/FeeSampler')).FeeSampler }));

/** History sampling starts after the first page has loaded, so it never competes with it. */
const START_DELAY_MS = 2_000;

/**
 * Records the network's fee states into the stored fee history while any page of the app is open
 * (and visible), so the fees page has history to show.
 */
export function BackgroundFeeSampler() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return started ? (
    <Suspense fallback={null}>
      <FeeSampler />
    </Suspense>
  ) : null;
}
