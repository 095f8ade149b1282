import { BlockClock } from './clock';

describe('BlockClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('default: produces one block per interval while running', async () => {
    let blocks = 0;
    const clock = new BlockClock(2, async () => {
      blocks++;
    });
    clock.start();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(blocks).toBe(3);
    expect(clock.running).toBe(true);
    clock.pause();
  });

  it('behavior: a paused clock produces nothing until resumed', async () => {
    let blocks = 0;
    const clock = new BlockClock(1, async () => {
      blocks++;
    });
    clock.start();
    clock.pause();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(blocks).toBe(0);
    clock.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(blocks).toBe(2);
    clock.pause();
  });

  it('behavior: a tick during a slow block is skipped, not queued', async () => {
    let started = 0;
    const clock = new BlockClock(1, async () => {
      started++;
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    });
    clock.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    clock.pause();
  });

  it('args: tick produces blocks at once, running or not', async () => {
    let blocks = 0;
    const clock = new BlockClock(60, async () => {
      blocks++;
    });
    await clock.tick(5);
    expect(blocks).toBe(5);
    expect(clock.running).toBe(false);
  });
});
