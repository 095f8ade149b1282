/**
 * Drives block production: one block every `intervalSeconds` of wall time while running.
 * Timers are unref'd so the clock never keeps a process alive; tests call `tick` instead of waiting.
 */
const MS_PER_SECOND = 1000;

export class BlockClock {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly intervalSeconds: number,
    private readonly produce: () => void,
  ) {}

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.produce(), this.intervalSeconds * MS_PER_SECOND);
    this.timer.unref();
  }

  pause(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Produces blocks now, whether or not the clock is running. */
  tick(count = 1): void {
    for (let index = 0; index < count; index++) this.produce();
  }
}
