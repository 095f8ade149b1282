import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { NETWORK_PAGES, prefetchLoader } from './routes';

const args = (url: string, params: Record<string, string>) => ({ request: new Request(url), params, context: undefined }) as unknown as LoaderFunctionArgs;

describe('prefetchLoader', () => {
  it('default: returns at once, without waiting for the data', () => {
    expect(prefetchLoader('validators')(args('http://127.0.0.1/local/validators', { net: 'local' }))).toBeNull();
  });

  it('error: a bad network or parameter does not throw (the page explains it)', () => {
    expect(prefetchLoader('block')(args('http://127.0.0.1/nowhere/blocks/x?rpc=ftp://x', { net: 'nowhere', heightOrId: 'x' }))).toBeNull();
  });
});

describe('NETWORK_PAGES', () => {
  it('behavior: data pages prefetch only on arriving, not on a change of their own search', () => {
    const validators = NETWORK_PAGES.find((route) => route.path === 'validators')!;
    expect(validators.loader).toBeTypeOf('function');
    const revalidate = validators.shouldRevalidate as (args: { currentUrl: URL; nextUrl: URL }) => boolean;
    expect(revalidate({ currentUrl: new URL('http://h/local/validators'), nextUrl: new URL('http://h/local/validators?sort=share') })).toBe(false);
    expect(revalidate({ currentUrl: new URL('http://h/local/validators'), nextUrl: new URL('http://h/local/validators/NodeID-1') })).toBe(true);
  });

  it('behavior: a page entry with a raw view says so in its route handle, read by the frame', () => {
    const handleOf = (path: string) => NETWORK_PAGES.find((route) => route.path === path)?.handle;
    expect(handleOf('tx/:txId')).toEqual({ rawView: true });
    expect(handleOf('watchlist')).toEqual({ rawView: undefined });
  });
});
