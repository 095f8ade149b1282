import { devnetLog } from './log';

/**
 * Drives block production on the wall clock, as a node's proposer does: the newest block is
 * stamped within an interval of now. Blocks are one interval apart in chain time; each tick makes
 * the blocks whose time has come (several after a start, since the default genesis time is floored
 * to the minute, after a pause or after slow blocks), and at least one, so a chain moved ahead of
 * the wall clock (`control.advanceTime`, `produceBlocks`) keeps going at the same pace. Block times
 * stay on the grid from the genesis time: runs with one genesis time make the same chain, only how
 * far it has got depends on the wall clock.
 *
 * Production is async; a tick that comes while blocks are still being produced is skipped (the
 * next one makes what is due), so slow blocks never pile up. Timers are unref'd so the clock never
 * keeps a process alive; tests call `tick` instead of waiting.
 */
const MS_PER_SECOND = 1000;

/**
 * Further behind than this many blocks (an old `--genesis-time`, a data dir resumed after a break),
 * the chain jumps to now as `control.advanceTime` does, in blocks spaced out, rather than making
 * every block of the gap.
 */
export const MAX_CATCH_UP_BLOCKS = 300;

/** What the clock drives. */
export interface ClockedChain {
  /** One block, an interval after the newest. */
  produceBlock(): Promise<void>;
  /** Moves the chain time forward through blocks spaced out (`control.advanceTime`). */
  advanceTime(seconds: number): Promise<void>;
  /** The newest block's time, unix seconds. */
  chainTime(): number;
}

export class BlockClock {
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  constructor(
    readonly intervalSeconds: number,
    private readonly chain: ClockedChain,
    /** Wall clock, milliseconds. */
    private readonly now: () => number = Date.now,
  ) {}

  get running(): boolean {
    return this.timer !== undefined;
  }

  /** Starts the ticks, and makes at once the blocks that are already due. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.scheduled(1), this.intervalSeconds * MS_PER_SECOND);
    this.timer.unref();
    void this.scheduled(0);
  }

  pause(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Produces blocks now, one after another, whether or not the clock is running. */
  async tick(count = 1): Promise<void> {
    for (let index = 0; index < count; index++) await this.chain.produceBlock();
  }

  /** Whole intervals from the newest block's time to now (negative when the chain is ahead). */
  private intervalsBehind(): number {
    return Math.floor((this.now() / MS_PER_SECOND - this.chain.chainTime()) / this.intervalSeconds);
  }

  private async scheduled(minimum: number): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const due = Math.max(minimum, this.intervalsBehind());
      if (due > MAX_CATCH_UP_BLOCKS) {
        devnetLog.info(`the chain time is ${due} blocks behind the wall clock: advancing it by ${due * this.intervalSeconds} s`);
        await this.chain.advanceTime(due * this.intervalSeconds);
      } else {
        for (let made = 0; made < due && this.running; made++) await this.chain.produceBlock();
      }
    } catch (error) {
      devnetLog.error(`block production failed: ${(error as Error).message}`);
    } finally {
      this.busy = false;
    }
  }
}
