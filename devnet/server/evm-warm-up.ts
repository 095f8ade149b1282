import { devnetLog } from '../log';

/** How long the node goes without requests before the warm-up builds its next EVM chain. */
const QUIET_MS = 500;

/** The next EVM chain nobody has asked for yet, built when awaited; undefined once all are started. */
export type NextChain = () => { get(): Promise<unknown> } | undefined;

/**
 * Once the node listens: builds the EVM chains nobody has asked for yet, one at a time, each once
 * the node has gone a moment without requests (the first ones after listening included), so the
 * building slows no answer that a chain does not need.
 */
export class EvmWarmUp {
  private warming = false;
  /** While the clock makes several due blocks, chains nobody asked for wait, so the P-Chain and C-Chain reach the head sooner. */
  private held = false;
  private running = false;
  private requestsInFlight = 0;
  /** When the last request ended (performance.now()); the warm-up waits for a quiet moment after it. */
  private lastRequestEnd = 0;

  constructor(private readonly nextChain: NextChain) {}

  start(): void {
    this.warming = true;
    this.lastRequestEnd = performance.now();
    void this.run();
  }

  stop(): void {
    this.warming = false;
  }

  /** Holds the warm-up (while the clock catches up) or lets it go on. */
  hold(held: boolean): void {
    this.held = held;
    if (!held) void this.run();
  }

  /** Counts a request the node serves; call the result when it has been answered. */
  requestStarted(): () => void {
    this.requestsInFlight++;
    return () => {
      this.requestsInFlight--;
      this.lastRequestEnd = performance.now();
    };
  }

  /** Goes on building (new chains were added, or the chains were rebuilt), unless stopped, held or already at it. */
  async run(): Promise<void> {
    if (!this.warming || this.held || this.running) return;
    this.running = true;
    try {
      for (;;) {
        await this.quiet();
        const next = this.nextChain();
        if (!next || !this.warming || this.held) break;
        await next.get();
      }
    } catch (error) {
      devnetLog.error(`building an EVM chain failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  private async quiet(): Promise<void> {
    for (;;) {
      const idle = performance.now() - this.lastRequestEnd;
      if (this.requestsInFlight === 0 && idle >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, this.requestsInFlight > 0 ? QUIET_MS : QUIET_MS - idle).unref());
    }
  }
}
