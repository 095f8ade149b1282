import { MethodError, type JsonOutput } from '../handler';

/** Failures and delays the control endpoint injects into every non-control API request. */
export interface FaultSettings {
  latencyMs: number;
  /** Share of requests (0..1) answered HTTP 503. */
  errorRate: number;
  /** Methods (`platform.getHeight`, `eth_chainId`) that answer -32000 `devnet: injected failure`. */
  failMethods: string[];
  /** Methods answered with a well-formed envelope whose result has the wrong shape (a broken node). */
  garbageMethods: string[];
  /** Share of requests (0..1) whose connection is closed without an answer. */
  dropConnections: number;
}

export const INJECTED_FAILURE = 'devnet: injected failure';

/** No result of the interface has this shape: a client that checks results must refuse it. */
export const GARBAGE_RESULT: JsonOutput = { devnet: 'injected garbage' };

export const NO_FAULTS: FaultSettings = { latencyMs: 0, errorRate: 0, failMethods: [], garbageMethods: [], dropConnections: 0 };

/** A small seeded generator (mulberry32) so that a run with injected faults can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const FAULT_SEED = 0x5eed;

export class FaultInjector {
  private settings: FaultSettings = NO_FAULTS;
  private random = seededRandom(FAULT_SEED);
  /** How to end each open WebSocket, so that `dropWebSockets` can reach them all. */
  private readonly webSockets = new Set<() => void>();
  private refuseWebSocketsUntil = 0;

  get current(): FaultSettings {
    return this.settings;
  }

  /** Replaces every fault, a window of refused WebSocket upgrades included. */
  set(settings: FaultSettings): void {
    this.settings = settings;
    this.random = seededRandom(FAULT_SEED);
    this.refuseWebSocketsUntil = 0;
  }

  clear(): void {
    this.set(NO_FAULTS);
  }

  get latencyMs(): number {
    return this.settings.latencyMs;
  }

  shouldDrop(): boolean {
    return this.settings.dropConnections > 0 && this.random() < this.settings.dropConnections;
  }

  shouldFail(): boolean {
    return this.settings.errorRate > 0 && this.random() < this.settings.errorRate;
  }

  /** Throws the injected method failure for a listed method; a garbage method's result replaces the real one. */
  readonly guard = (method: string): JsonOutput | undefined => {
    if (this.settings.failMethods.includes(method)) throw new MethodError(INJECTED_FAILURE);
    return this.settings.garbageMethods.includes(method) ? GARBAGE_RESULT : undefined;
  };

  /** Registers an open WebSocket by the way to end it; the returned function forgets it once it has closed. */
  trackWebSocket(end: () => void): () => void {
    this.webSockets.add(end);
    return () => this.webSockets.delete(end);
  }

  get openWebSockets(): number {
    return this.webSockets.size;
  }

  /** Ends every open WebSocket without a closing handshake (as a lost network does) and refuses upgrades for `refuseMs`; returns how many were ended. */
  dropWebSockets(refuseMs = 0, now = Date.now()): number {
    const ended = [...this.webSockets];
    this.webSockets.clear();
    for (const end of ended) end();
    this.refuseWebSocketsUntil = refuseMs > 0 ? now + refuseMs : 0;
    return ended.length;
  }

  refusesWebSockets(now = Date.now()): boolean {
    return now < this.refuseWebSocketsUntil;
  }
}
