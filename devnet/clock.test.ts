import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockClock, MAX_CATCH_UP_BLOCKS, type ClockedChain } from './clock';

const WALL_START_MS = 1_700_000_000_000;
const WALL_START = WALL_START_MS / 1000;

interface FakeChain extends ClockedChain {
  time: number;
  /** Times of the blocks produced, in order. */
  blocks: number[];
  /** Seconds of each advanceTime. */
  advanced: number[];
}

/** A chain whose blocks are `interval` apart from `chainTime`, recording each block's time; its first block takes `firstBlockMs`. */
function fakeChain(chainTime: number, interval: number, firstBlockMs = 0): FakeChain {
  const chain: FakeChain = {
    time: chainTime,
    blocks: [],
    advanced: [],
    async produceBlock() {
      if (chain.blocks.length === 0 && firstBlockMs > 0) await new Promise((resolve) => setTimeout(resolve, firstBlockMs));
      chain.time += interval;
      chain.blocks.push(chain.time);
    },
    async advanceTime(seconds: number) {
      chain.advanced.push(seconds);
      chain.time += seconds;
    },
    chainTime: () => chain.time,
  };
  return chain;
}

const nowSeconds = () => Date.now() / 1000;

describe('BlockClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(WALL_START_MS);
  });
  afterEach(() => vi.useRealTimers());

  it('default: produces one block per interval while running, each stamped within an interval of now', async () => {
    const chain = fakeChain(WALL_START, 2);
    const clock = new BlockClock(2, chain);
    clock.start();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(chain.blocks).toEqual([WALL_START + 2, WALL_START + 4, WALL_START + 6]);
    expect(clock.running).toBe(true);
    clock.pause();
  });

  it('behavior: a chain behind the wall clock (a genesis time floored to the minute) catches up at start, on its interval grid', async () => {
    const genesis = WALL_START - 41;
    const chain = fakeChain(genesis, 2);
    const clock = new BlockClock(2, chain);
    clock.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(chain.blocks).toHaveLength(20);
    expect(chain.blocks.every((time) => (time - genesis) % 2 === 0)).toBe(true);
    expect(nowSeconds() - chain.time).toBeGreaterThanOrEqual(0);
    expect(nowSeconds() - chain.time).toBeLessThan(2);
    for (let tick = 0; tick < 5; tick++) {
      await vi.advanceTimersByTimeAsync(2_000);
      expect(nowSeconds() - chain.time).toBeLessThan(2);
    }
    clock.pause();
  });

  it('behavior: a slow block does not leave the chain behind: ticks meanwhile are skipped, the next one makes what is due', async () => {
    const chain = fakeChain(WALL_START, 1, 4_500);
    const clock = new BlockClock(1, chain);
    clock.start();
    await vi.advanceTimersByTimeAsync(5_600);
    expect(chain.blocks).toEqual([WALL_START + 1]);
    await vi.advanceTimersByTimeAsync(500);
    expect(chain.blocks).toHaveLength(6);
    expect(nowSeconds() - chain.time).toBeLessThan(1);
    clock.pause();
  });

  it('behavior: a chain moved ahead (advanceTime) keeps one block per interval', async () => {
    const chain = fakeChain(WALL_START + 86_400, 2);
    const clock = new BlockClock(2, chain);
    clock.start();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(chain.blocks).toEqual([WALL_START + 86_402, WALL_START + 86_404, WALL_START + 86_406]);
    clock.pause();
  });

  it('behavior: a paused clock produces nothing until resumed, then catches up', async () => {
    const chain = fakeChain(WALL_START, 1);
    const clock = new BlockClock(1, chain);
    clock.start();
    clock.pause();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(chain.blocks).toHaveLength(0);
    clock.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(chain.blocks).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(chain.blocks).toHaveLength(7);
    clock.pause();
  });

  it('behavior: further behind than the catch-up limit, the chain jumps to now as advanceTime does', async () => {
    const chain = fakeChain(WALL_START - 2 * (MAX_CATCH_UP_BLOCKS + 1) - 1, 2);
    const clock = new BlockClock(2, chain);
    clock.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(chain.advanced).toEqual([2 * (MAX_CATCH_UP_BLOCKS + 1)]);
    expect(chain.blocks).toEqual([]);
    expect(nowSeconds() - chain.time).toBeLessThan(2);
    clock.pause();
  });

  it('args: tick produces blocks at once, running or not', async () => {
    const chain = fakeChain(WALL_START, 60);
    const clock = new BlockClock(60, chain);
    await clock.tick(5);
    expect(chain.blocks).toHaveLength(5);
    expect(clock.running).toBe(false);
  });
});
