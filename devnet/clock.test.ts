import { BlockClock } from './clock';

describe('BlockClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('default: produces one block per interval while running', () => {
    let blocks = 0;
    const clock = new BlockClock(2, () => blocks++);
    clock.start();
    vi.advanceTimersByTime(6_000);
    expect(blocks).toBe(3);
    expect(clock.running).toBe(true);
    clock.pause();
  });

  it('behavior: a paused clock produces nothing until resumed', () => {
    let blocks = 0;
    const clock = new BlockClock(1, () => blocks++);
    clock.start();
    clock.pause();
    vi.advanceTimersByTime(5_000);
    expect(blocks).toBe(0);
    clock.start();
    vi.advanceTimersByTime(2_000);
    expect(blocks).toBe(2);
    clock.pause();
  });

  it('args: tick produces blocks at once, running or not', () => {
    let blocks = 0;
    const clock = new BlockClock(60, () => blocks++);
    clock.tick(5);
    expect(blocks).toBe(5);
    expect(clock.running).toBe(false);
  });
});
