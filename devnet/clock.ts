import { devnetLog } from './log';

/**
 * Drives block production on the wall clock, as a node's proposer does: the newest block is
 * stamped within an interval of now. Blocks are one interval apart in chain time; each tick makes
 * the blocks whose time has come (several after a start, since the default genesis time is floored
 * to the minute, after a pause or after slow blocks), and at least one, so a chain moved ahead of
 * the wall clock (`control.advanceTime`, `produceBlocks`) keeps going at the same pace. Block times
 * stay on the grid from the genesis time however far behind the chain is (an old `--genesis-time`,
 * a data dir resumed after a break): every block of the gap is made, between requests, so runs with
 * one genesis time make the same chain and only how far it has got depends on the wall clock.
 *
 * Production is async; a tick that comes while blocks are still being produced is skipped (the
 * loop under way makes what has become due meanwhile), so slow blocks never pile up. Timers are
 * unref'd so the clock never keeps a process alive; tests call `tick` instead of waiting.
 */
const MS_PER_SECOND = 1000;

/**
 * Further behind than this many blocks (a start, where the default genesis time is floored to the
 * minute, or a break), catching up holds other work; a block or two due at once on a busy machine
 * does not.
 */
export const HELD_CATCH_UP_BLOCKS = 5;
/** Further behind than this many blocks, catching up is reported: when it starts, as it goes and when it ends. */
export const REPORTED_CATCH_UP_BLOCKS = 100;
/** How often a long catch-up reports its progress, milliseconds of real time. */
const PROGRESS_EVERY_MS = 5000;

/** What the clock drives. */
export interface ClockedChain {
  /** One block, an interval after the newest. */
  produceBlock(): Promise<void>;
  /** The newest block's time, unix seconds. */
  chainTime(): number;
  /** The newest block's height, for the catch-up reports. */
  height(): bigint;
  /** Told when a catch-up of more than `HELD_CATCH_UP_BLOCKS` starts (true) and ends (false): other work can wait meanwhile. */
  catchingUp?(active: boolean): void;
}

export class BlockClock {
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  constructor(
    readonly intervalSeconds: number,
    private readonly chain: ClockedChain,
    /** Wall clock, milliseconds. */
    private readonly now: () => number = Date.now,
    private readonly log = devnetLog,
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
    const behind = this.intervalsBehind();
    const catchingUp = behind > HELD_CATCH_UP_BLOCKS;
    const reported = behind > REPORTED_CATCH_UP_BLOCKS;
    const started = performance.now();
    let made = 0;
    try {
      if (catchingUp) this.chain.catchingUp?.(true);
      if (reported) {
        this.log.info(`the chain is ${behind} blocks behind the wall clock: making them, while serving the blocks made so far`);
      }
      let reportAt = started + PROGRESS_EVERY_MS;
      // Due is counted again after every block: blocks fall due while a long gap is being made.
      while (this.running && (made < minimum || this.intervalsBehind() > 0)) {
        await this.chain.produceBlock();
        made++;
        if (reported && performance.now() >= reportAt) {
          reportAt = performance.now() + PROGRESS_EVERY_MS;
          this.log.info(`catching up: height ${this.chain.height()}, ${Math.max(0, this.intervalsBehind())} blocks behind`);
        }
      }
    } catch (error) {
      this.log.error(`block production failed: ${(error as Error).message}`);
    } finally {
      this.busy = false;
      if (catchingUp) this.chain.catchingUp?.(false);
      if (reported) {
        this.log.info(`made ${made} blocks in ${((performance.now() - started) / MS_PER_SECOND).toFixed(1)} s: height ${this.chain.height()}, ${this.running ? 'caught up with the wall clock' : 'paused'}`);
      }
    }
  }
}
