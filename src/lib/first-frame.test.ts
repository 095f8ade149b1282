import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterNextFrame } from './first-frame';

function nextFrameWith(requestAnimationFrame: (callback: FrameRequestCallback) => number) {
  vi.stubGlobal('requestAnimationFrame', requestAnimationFrame);
  let settled = false;
  void afterNextFrame().then(() => (settled = true));
  return () => settled;
}

describe('afterNextFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('default: settles just after the next frame is drawn', async () => {
    vi.useFakeTimers();
    let drawFrame: FrameRequestCallback | undefined;
    const settled = nextFrameWith((callback) => ((drawFrame = callback), 1));
    await vi.advanceTimersByTimeAsync(50);
    expect(settled()).toBe(false);
    drawFrame!(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
  });

  it('behavior: a hidden tab, which draws no frame, goes ahead after a short wait', async () => {
    vi.useFakeTimers();
    const settled = nextFrameWith(() => 1);
    await vi.advanceTimersByTimeAsync(199);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });
});
