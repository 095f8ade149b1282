/**
 * Drives block production: one block every `intervalSeconds` of wall time while running.
 * Production is async; a tick that comes while a block is still being produced is skipped, so
 * slow blocks never pile up. Timers are unref'd so the clock never keeps a process alive; tests
 * call `tick` instead of waiting.
 */
const MS_PER_SECOND = 1000;

export class BlockClock {
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  constructor(
    readonly intervalSeconds: number,
    private readonly produce: () => Promise<void>,
  ) {}

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.scheduled(), this.intervalSeconds * MS_PER_SECOND);
    this.timer.unref();
  }

  pause(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Produces blocks now, one after another, whether or not the clock is running. */
  async tick(count = 1): Promise<void> {
    for (let index = 0; index < count; index++) await this.produce();
  }

  private async scheduled(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await this.produce();
    } catch (error) {
      console.error(`devnet: block production failed: ${(error as Error).message}`);
    } finally {
      this.busy = false;
    }
  }
}
