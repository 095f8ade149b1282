import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedAnswersNetwork } from '../network/testing/fixed-answers-network';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the first calls and the first frame', () => {
  it('behavior: the first call goes once the frame that asked for it has been drawn; later calls go at once', async () => {
    vi.useFakeTimers();
    let drawFrame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((drawFrame = callback), 1));
    vi.resetModules();
    const { rpcQueryOptions } = await import('./rpc-query');
    const { network, fake } = fixedAnswersNetwork();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const first = client.fetchQuery(rpcQueryOptions(network, { method: 'platform.getHeight', params: {} }));
    await vi.advanceTimersByTimeAsync(50);
    expect(fake.requests).toHaveLength(0);
    drawFrame!(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(await first).toEqual({ height: 42n });
    expect(fake.requests).toHaveLength(1);

    drawFrame = undefined;
    await client.fetchQuery(rpcQueryOptions(network, { method: 'platform.getTimestamp', params: {} }));
    expect(drawFrame).toBeUndefined();
    expect(fake.requests).toHaveLength(2);
  });
});
