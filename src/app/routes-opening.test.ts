// @vitest-environment jsdom
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

const prefetched = vi.hoisted(() => [] as string[]);
vi.mock('./networks', () => ({ networksLoaded: async () => [] }));
vi.mock('./network-scope', () => ({ networkScopeOf: () => ({}) }));
vi.mock('./prefetch', () => ({ PREFETCHES: { validators: () => prefetched.push('validators') } }));
const { prefetchLoader } = await import('./routes');

const args = { request: new Request('http://127.0.0.1/local/validators'), params: { net: 'local' }, context: undefined } as unknown as LoaderFunctionArgs;

describe('prefetchLoader and the page a visit opens with', () => {
  it('behavior: the first page’s calls start with its loader, as a later navigation’s do, nothing drawn first', async () => {
    prefetchLoader('validators')(args);
    await vi.waitFor(() => expect(prefetched).toEqual(['validators']));
    prefetchLoader('validators')(args);
    await vi.waitFor(() => expect(prefetched).toEqual(['validators', 'validators']));
  });
});
