// @vitest-environment jsdom
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';

const prefetched = vi.hoisted(() => [] as string[]);
vi.mock('./networks', () => ({ networksLoaded: async () => [] }));
vi.mock('./network-scope', () => ({ networkScopeOf: () => ({}) }));
vi.mock('./prefetch', () => ({ PREFETCHES: { validators: () => prefetched.push('validators') } }));
// Fake time from before the route table loads: its first frame comes only when a test draws it.
vi.useFakeTimers();
const { prefetchLoader } = await import('./routes');
afterAll(() => vi.useRealTimers());

const args = { request: new Request('http://127.0.0.1/local/validators'), params: { net: 'local' }, context: undefined } as unknown as LoaderFunctionArgs;
/** Runs the tasks due now (no frame is drawn). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('prefetchLoader and the page a visit opens with', () => {
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
