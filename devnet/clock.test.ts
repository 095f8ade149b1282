import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockClock, HELD_CATCH_UP_BLOCKS, REPORTED_CATCH_UP_BLOCKS, type ClockedChain } from './clock';
import { Logger } from './log';

const WALL_START_MS = 1_700_000_000_000;
const WALL_START = WALL_START_MS / 1000;

interface FakeChain extends ClockedChain {
  time: number;
  /** Times of the blocks produced, in order. */
  blocks: number[];
  /** What `catchingUp` was told, in order. */
  reports: boolean[];
}

/** A chain whose blocks are `interval` apart from `chainTime`, recording each block's time; its first block takes `firstBlockMs`. */
function fakeChain(chainTime: number, interval: number, firstBlockMs = 0): FakeChain {
  const chain: FakeChain = {
    time: chainTime,
    blocks: [],
    reports: [],
    async produceBlock() {
      if (chain.blocks.length === 0 && firstBlockMs > 0) await new Promise((resolve) => setTimeout(resolve, firstBlockMs));
      chain.time += interval;
      chain.blocks.push(chain.time);
    },
    chainTime: () => chain.time,
    height: () => BigInt(chain.blocks.length),
    catchingUp: (active) => chain.reports.push(active),
  };
  return chain;
}

const nowSeconds = () => Date.now() / 1000;

/** A logger that keeps its lines in `lines`. */
const loggerInto = (lines: string[]) => new Logger('info', { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) });

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

  it('behavior: a slow block does not leave the chain behind: ticks meanwhile are skipped, the blocks due meanwhile follow it', async () => {
    const chain = fakeChain(WALL_START, 1, 4_500);
    const clock = new BlockClock(1, chain);
    clock.start();
    // The first block, begun at the first tick, takes until 5.5 s.
    await vi.advanceTimersByTimeAsync(5_400);
    expect(chain.blocks).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(chain.blocks).toEqual([1, 2, 3, 4, 5].map((offset) => WALL_START + offset));
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

  it('behavior: however far behind (a day of blocks), every block of the gap is made on the grid, and the catch-up is reported', async () => {
    const behind = 43_200;
    const genesis = WALL_START - 2 * behind - 1;
    const chain = fakeChain(genesis, 2);
    const lines: string[] = [];
    const clock = new BlockClock(2, chain, Date.now, loggerInto(lines));
    clock.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(chain.blocks).toHaveLength(behind);
    expect(chain.blocks.every((time, index) => time === genesis + 2 * (index + 1))).toBe(true);
    expect(nowSeconds() - chain.time).toBeLessThan(2);
    expect(chain.reports).toEqual([true, false]);
    expect(lines[0]).toBe(`devnet: the chain is ${behind} blocks behind the wall clock: making them, while serving the blocks made so far`);
    expect(lines.at(-1)).toMatch(new RegExp(`^devnet: made ${behind} blocks in \\d+\\.\\d s: height ${behind}, caught up with the wall clock$`));
    clock.pause();
  });

  it('behavior: a short catch-up (a genesis time floored to the minute) is told to the chain but not logged; a tick is neither; pausing stops a long one', async () => {
    const chain = fakeChain(WALL_START - 2 * REPORTED_CATCH_UP_BLOCKS, 2);
    const lines: string[] = [];
    const clock = new BlockClock(2, chain, Date.now, loggerInto(lines));
    clock.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(chain.blocks).toHaveLength(REPORTED_CATCH_UP_BLOCKS);
    expect(chain.reports).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(chain.blocks).toHaveLength(REPORTED_CATCH_UP_BLOCKS + 1);
    expect(chain.reports).toEqual([true, false]);
    expect(lines).toEqual([]);
    clock.pause();

    const far = fakeChain(WALL_START - 1000, 1, 10);
    const paused = new BlockClock(1, far);
    paused.start();
    paused.pause();
    await vi.advanceTimersByTimeAsync(100);
    expect(far.blocks).toHaveLength(1);
    expect(far.reports).toEqual([true, false]);
  });

  it('behavior: a few blocks due at once (a busy machine) are made without holding other work', async () => {
    const chain = fakeChain(WALL_START - 2 * HELD_CATCH_UP_BLOCKS, 2);
    const clock = new BlockClock(2, chain);
    clock.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(chain.blocks).toHaveLength(HELD_CATCH_UP_BLOCKS);
    expect(chain.reports).toEqual([]);
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
