import { afterEach, describe, expect, it, vi } from 'vitest';

async function firstFrameWith(requestAnimationFrame: (callback: FrameRequestCallback) => number) {
  vi.resetModules();
  vi.stubGlobal('requestAnimationFrame', requestAnimationFrame);
  let settled = false;
  void (await import('./first-frame')).firstFrameDrawn.then(() => (settled = true));
  return () => settled;
}

describe('firstFrameDrawn', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('default: settles just after the first frame is drawn', async () => {
    vi.useFakeTimers();
    let drawFrame: FrameRequestCallback | undefined;
    const settled = await firstFrameWith((callback) => ((drawFrame = callback), 1));
    await vi.advanceTimersByTimeAsync(50);
    expect(settled()).toBe(false);
    drawFrame!(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
  });

  it('behavior: a hidden tab, which draws no frame, goes ahead after a short wait', async () => {
    vi.useFakeTimers();
    const settled = await firstFrameWith(() => 1);
    await vi.advanceTimersByTimeAsync(199);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });
});
