// @vitest-environment jsdom
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

const prefetched = vi.hoisted(() => [] as string[]);
vi.mock('./networks', () => ({ networksLoaded: async () => [] }));
vi.mock('./network-scope', () => ({ networkScopeOf: () => ({}) }));
vi.mock('./prefetch', () => ({ PREFETCHES: { validators: () => prefetched.push('validators') } }));
const { prefetchLoader } = await import('./routes');

const args = { request: new Request('http://127.0.0.1/local/validators'), params: { net: 'local' }, context: undefined } as unknown as LoaderFunctionArgs;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('prefetchLoader and the page a visit opens with', () => {
  it('behavior: before the first frame nothing is prefetched; after it, a navigation prefetches at once', async () => {
    prefetchLoader('validators')(args);
    await settle();
    expect(prefetched).toEqual([]);
    await nextFrame();
    prefetchLoader('validators')(args);
    await settle();
    expect(prefetched).toEqual(['validators']);
  });
});
