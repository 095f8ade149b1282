// @vitest-environment jsdom
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';

const prefetched = vi.hoisted(() => [] as string[]);
vi.mock('./networks', () => ({ networksLoaded: async () => [] }));
vi.mock('./network-scope', () => ({ networkScopeOf: () => ({}) }));
vi.mock('./prefetch', () => ({ PREFETCHES: { validators: () => prefetched.push('validators') } }));
vi.mock('../routes/validators/ValidatorsPage', () => {
  prefetched.push('validators page code');
  return { Component: () => null };
});

// Fake time from before the route table loads: its first frame comes only when a test draws it.
vi.useFakeTimers();
const { NETWORK_PAGES, prefetchLoader } = await import('./routes');
afterAll(() => vi.useRealTimers());

const args = { request: new Request('http://127.0.0.1/local/validators'), params: { net: 'local' }, context: undefined } as unknown as LoaderFunctionArgs;
/** Runs the tasks due now (no frame is drawn). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('prefetchLoader and the page a visit opens with', () => {
  it("behavior: before the first frame the page's code is asked for in a later task than the router's set-up", async () => {
    const lazy = NETWORK_PAGES.find((route) => route.path === 'validators')!.lazy as () => Promise<{ Component: unknown }>;
    const loading = lazy();
    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
    expect(prefetched).toEqual([]);
    await settle();
    expect((await loading).Component).toBeTypeOf('function');
    expect(prefetched).toEqual(['validators page code']);
    prefetched.length = 0;
  });

  it('behavior: before the first frame nothing is prefetched; after it, a navigation prefetches at once', async () => {
    prefetchLoader('validators')(args);
    await settle();
    expect(prefetched).toEqual([]);
    vi.advanceTimersToNextFrame();
    prefetchLoader('validators')(args);
    await settle();
    expect(prefetched).toEqual(['validators']);
  });
});
