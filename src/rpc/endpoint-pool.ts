import { itemAt } from '../lib/lists';
import { P_CHAIN_KEY, type EndpointRefusal } from './endpoint-refusal';
import { AskElsewhere, isTransientError, NoEndpointError } from './errors';
import type { PinnedHeight } from './pinned-height';

/**
 * Several endpoints of one network behind one client. Reads go to a healthy endpoint, chosen with
 * a preference for the fast ones, and move to another within the same call when one fails in
 * transport (unreachable, timeout, HTTP 5xx or 429); a node's JSON-RPC error is an answer and is
 * returned as it is, unless it may only mean the endpoint is behind the others (`AskElsewhere`):
 * then another is asked, and the answer stands when none has better. A read made at a height is
 * not sent to an endpoint known to be below it while another may be there. A failing endpoint is
 * taken out for a time that doubles with each failure and is probed back when it is over; so is one
 * more than a couple of blocks behind another (it answers, but with old state). Writes go to one
 * endpoint and are never sent again elsewhere. With `verify`, no endpoint is used before it is shown
 * to be on the network and its P-Chain is compared with the others' (calls wait for the first in
 * use): every one is asked at once, and the chain most of them are on is taken as right, or, when
 * as many are on each, the chain of the one first in the list. The chains are compared again every
 * few minutes, and an endpoint on another chain is refused.
 */
export type EndpointHealth = 'checking' | 'healthy' | 'slow' | 'out' | 'refused';

export interface EndpointStatus {
  url: string;
  health: EndpointHealth;
  /** Why it is out or refused. */
  reason?: EndpointRefusal;
  /** Smoothed answer time of its successful calls. */
  latencyMs?: number;
  /** Highest P-Chain height it answered. */
  head?: bigint;
  /** Calls it answered (successfully or with a node error). */
  calls: number;
}

/** Refused for the session, unless the reason is `unreachable`: it could not be asked, so it is asked again later. */
export type Verdict = { same: true } | { same: false; reason: EndpointRefusal };

export interface EndpointPoolOptions {
  /** Is this endpoint on the network? Asked of every endpoint; a rejection means it could not be asked (it is asked again later). */
  verify?: (url: string) => Promise<Verdict>;
  /** A harmless call that shows an endpoint is back; resolves with its head. */
  probe?: (url: string) => Promise<bigint>;
  /** The endpoint's P-Chain block at a height, as text: two endpoints with different blocks at one height are on different chains. */
  blockAt?: (url: string, height: bigint) => Promise<string>;
  /** How often the endpoints' chains are compared again (with `blockAt` and `probe`). */
  chainCheckMs?: number;
  now?: () => number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** First time out after a failure; doubles with each failure in a row, up to `maxOutMs`. */
  baseOutMs?: number;
  maxOutMs?: number;
}

/** One try of a call on the endpoint at `url`; it calls `sending` just before the request goes out, if it does other work first. */
export type Attempt<T> = (url: string, sending: () => void) => Promise<T>;

export interface ReadOptions {
  signal?: AbortSignal;
  /** The read names this height, or was made at it: not sent to an endpoint known to be below it. */
  at?: PinnedHeight;
  /** An endpoint not to ask while another can be (the one whose last head did not move the page's head). */
  avoid?: string;
}

export interface EndpointPool {
  readonly size: number;
  /** A snapshot, replaced on every change (for useSyncExternalStore). */
  statuses(): readonly EndpointStatus[];
  subscribe(listener: () => void): () => void;
  /** A read: on a transport failure, or an answer that may only mean the endpoint is behind, the same call goes to the next endpoint. */
  read<T>(attempt: Attempt<T>, options?: ReadOptions): Promise<T>;
  /** A write: sent to one endpoint, never repeated elsewhere (one that lacks the API, so sends nothing, passes it on). */
  write<T>(attempt: Attempt<T>): Promise<T>;
  /** Notes a head an endpoint answered, of the P-Chain unless `chain` names another (kept when higher than the last). */
  noteHead(url: string, head: bigint, chain?: string): void;
  dispose(): void;
}

export const DEFAULT_BASE_OUT_MS = 2000;
export const DEFAULT_MAX_OUT_MS = 60_000;
export const DEFAULT_CHAIN_CHECK_MS = 180_000;
/** The first endpoint to answer waits this long for the others before it is used alone: most of them, not the fastest, decide which chain is right. */
export const FIRST_ANSWER_GRACE_MS = 1000;
/** Slower than this many times the fastest endpoint is shown as slow. */
const SLOW_FACTOR = 3;
/** Below this, no endpoint is called slow, however it compares. */
const SLOW_FLOOR_MS = 100;
/** Weight of a new measurement in the smoothed latency. */
const LATENCY_SMOOTHING = 0.3;
/** Every usable endpoint gets at least this share of the fastest one's weight, so a slow one is measured again and can recover. */
const MIN_WEIGHT_SHARE = 0.05;
const P_CHAIN = P_CHAIN_KEY;
/** Nodes of one network may be this many blocks apart; one further behind is out for a while, like one that fails. */
const MAX_LAG_BLOCKS = 2n;
const GENESIS_HEIGHT = 0n;

/** What an answer that may only mean its endpoint was behind comes to, once no other endpoint has better. */
function settle<T>(held: AskElsewhere): T {
  if ('error' in held.answer) throw held.answer.error;
  return held.answer.value as T;
}

interface Entry {
  url: string;
  /** Shown to be on the network and on its chain: in use. */
  verified: boolean;
  /** Shown to be on the network; its chain is being compared with the others'. */
  identified: boolean;
  /** Its first answer (or failure) to whether it is on the network has come. */
  asked: boolean;
  /** The highest height at which its block is known to be the one the endpoints in use have. */
  agreedAt?: bigint;
  /** Why it could not be asked whether it is on the network, the last time. */
  error?: unknown;
  verifying?: Promise<void>;
  refused?: EndpointRefusal;
  /** Refused only for coming later in the list than one on the other chain, as many being on each: compared again, so that an endpoint heard from later can make its side most. */
  refusedByOrder?: boolean;
  outUntil?: number;
  outReason?: EndpointRefusal;
  failures: number;
  latencyMs?: number;
  /** Highest head answered, per chain (`P`, or an EVM chain as the calls name it). */
  heads: Map<string, bigint>;
  calls: number;
  timer?: unknown;
}

const failed = (error: unknown): EndpointRefusal => ({ code: 'failed', error });

/** The first height in (`agreed`, `differs`] where `same` is false, given it is true at `agreed` and false at `differs`: one chain forks once. */
export async function firstDifference(agreed: bigint, differs: bigint, same: (height: bigint) => Promise<boolean>): Promise<bigint> {
  let low = agreed;
  let high = differs;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (await same(middle)) low = middle;
    else high = middle;
  }
  return high;
}

export function createEndpointPool(urls: readonly string[], options: EndpointPoolOptions = {}): EndpointPool {
  if (urls.length === 0) throw new Error('an endpoint pool needs at least one endpoint');
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const baseOutMs = options.baseOutMs ?? DEFAULT_BASE_OUT_MS;
  const maxOutMs = options.maxOutMs ?? DEFAULT_MAX_OUT_MS;
  const chainCheckMs = options.chainCheckMs ?? DEFAULT_CHAIN_CHECK_MS;
  const entries: Entry[] = urls.map((url) => ({ url, verified: !options.verify, identified: false, asked: !options.verify, failures: 0, heads: new Map(), calls: 0 }));
  const listeners = new Set<() => void>();
  /** Calls waiting for the first endpoint to come into use. */
  const waiters = new Set<() => void>();
  // Stryker disable next-line ArrayDeclaration: changed() replaces it before the pool is returned.
  let snapshot: readonly EndpointStatus[] = [];
  let disposed = false;
  let graceTimer: unknown;
  let comparing: Promise<void> = Promise.resolve();
  let chainTimer: unknown;

  const isOut = (entry: Entry) => entry.outUntil !== undefined && entry.outUntil > now();
  const inUse = (entry: Entry) => entry.verified && entry.refused === undefined;
  const usable = (entry: Entry) => inUse(entry) && !isOut(entry);
  /** Which endpoint's chain counts when as many are on each: the one first in the list (its order is a preference). */
  const rank = (entry: Entry) => entries.indexOf(entry);

  function status(entry: Entry, fastest: number | undefined): EndpointStatus {
    const head = entry.heads.get(P_CHAIN);
    const base = { url: entry.url, calls: entry.calls, ...(entry.latencyMs === undefined ? {} : { latencyMs: entry.latencyMs }), ...(head === undefined ? {} : { head }) };
    if (entry.refused !== undefined) return { ...base, health: 'refused', reason: entry.refused };
    if (entry.outUntil !== undefined) return { ...base, health: 'out', reason: entry.outReason };
    if (!entry.verified) return { ...base, health: 'checking' };
    const slow = entry.latencyMs !== undefined && fastest !== undefined && entry.latencyMs > SLOW_FLOOR_MS && entry.latencyMs > SLOW_FACTOR * fastest;
    return { ...base, health: slow ? 'slow' : 'healthy' };
  }

  function changed() {
    const latencies = entries.flatMap((entry) => (entry.latencyMs !== undefined && entry.outUntil === undefined ? [entry.latencyMs] : []));
    const fastest = latencies.length ? Math.min(...latencies) : undefined;
    snapshot = entries.map((entry) => status(entry, fastest));
    listeners.forEach((listener) => listener());
  }

  function takeOut(entry: Entry, reason: EndpointRefusal) {
    entry.failures += 1;
    const ms = Math.min(baseOutMs * 2 ** (entry.failures - 1), maxOutMs);
    entry.outUntil = now() + ms;
    entry.outReason = reason;
    if (entry.timer !== undefined) clearTimer(entry.timer);
    entry.timer = setTimer(() => void probeBack(entry), ms);
    changed();
  }

  function bringBack(entry: Entry) {
    entry.failures = 0;
    entry.outUntil = undefined;
    entry.outReason = undefined;
    changed();
  }

  async function probeBack(entry: Entry) {
    entry.timer = undefined;
    if (disposed) return;
    if (!entry.verified) return void verifyOnce(entry);
    if (!options.probe) return bringBack(entry);
    try {
      if (noteHead(entry.url, await options.probe(entry.url))) return;
      bringBack(entry);
      // Back after a while (maybe restarted): is it still on the chain of the others?
      void compareChains();
    } catch (error) {
      takeOut(entry, failed(error));
    }
  }

  function admit(entry: Entry) {
    entry.verified = true;
    waiters.forEach((wake) => wake());
    waiters.clear();
    bringBack(entry);
  }

  function refuse(entry: Entry, reason: EndpointRefusal, byOrder = false) {
    entry.refused = reason;
    entry.refusedByOrder = byOrder;
    if (entry.timer !== undefined) clearTimer(entry.timer);
    entry.timer = undefined;
    changed();
  }

  function unreachable(entry: Entry, error: unknown, reason = failed(error)) {
    if (!entry.verified) entry.error = error;
    takeOut(entry, reason);
  }

  function verifyOnce(entry: Entry): Promise<void> {
    entry.verifying ??= verify(entry).finally(() => {
      entry.verifying = undefined;
    });
    return entry.verifying;
  }

  async function verify(entry: Entry) {
    if (!options.verify || disposed) return;
    let verdict: Verdict;
    try {
      verdict = await options.verify(entry.url);
    } catch (error) {
      verdict = { same: false, reason: failed(error) };
    }
    if (disposed || entry.refused !== undefined) return;
    entry.asked = true;
    if (verdict.same) {
      entry.identified = true;
      // It answered: out no longer, though not used before its chain is compared.
      bringBack(entry);
    } else if (verdict.reason.code === 'failed' || verdict.reason.code === 'unreachable') unreachable(entry, verdict.reason.error, verdict.reason);
    else refuse(entry, verdict.reason);
    if (!entries.some((other) => other.identified && !other.verified && other.refused === undefined)) return;
    // None in use yet and some not heard from: they are waited for a moment, so that most decide.
    if (!entries.some(inUse) && entries.some((other) => !other.asked && other.refused === undefined)) {
      graceTimer ??= setTimer(() => {
        graceTimer = undefined;
        void compareChains();
      }, FIRST_ANSWER_GRACE_MS);
      return;
    }
    // Its answer may settle a comparison, or one left open while it was not known.
    await compareChains();
  }

  /** Resolves once an endpoint is in use, or once every endpoint not refused has been asked (again) and none is. */
  function admission(): Promise<void> {
    const asked = entries
      .filter((entry) => entry.refused === undefined)
      .map((entry) => {
        // Nothing is in use: the call asks now rather than after the endpoint's time out (an ask
        // already out answers for it: its answer takes the endpoint out again or brings it back).
        if (entry.timer !== undefined) {
          clearTimer(entry.timer);
          entry.timer = undefined;
        }
        return verifyOnce(entry);
      });
    return Promise.race([Promise.all(asked).then(() => undefined), new Promise<void>((wake) => waiters.add(wake))]);
  }

  /** Before a call: an endpoint in use, else why none is (the error of the first in the list that failed, or every endpoint's reason). */
  async function ready(): Promise<void> {
    if (entries.some(inUse)) return;
    await admission();
    if (entries.some(inUse)) return;
    const failed = entries.find((entry) => entry.refused === undefined && entry.error !== undefined);
    if (failed) throw failed.error;
    throw new NoEndpointError(entries.map((entry) => ({ url: entry.url, reason: entry.refused ?? entry.outReason ?? { code: 'not-checked' } })));
  }

  /** One comparison at a time: each sees what the one before decided. */
  function compareChains(): Promise<void> {
    // This comparison stands for the one the first answer's wait would make.
    if (graceTimer !== undefined) clearTimer(graceTimer);
    graceTimer = undefined;
    comparing = comparing.then(compareNow, compareNow);
    return comparing;
  }

  /**
   * Compares the P-Chain block each endpoint in use (or shown to be on the network) has at the
   * highest height they all have. The chain most of them are on is taken as right, or, when as
   * many are on each (once every endpoint has answered), the chain of the one first in the list; an
   * endpoint on another is refused: with another genesis block as a node of another network, else
   * with the first height where its blocks differ (found by halving the heights since they last
   * agreed). An endpoint refused only for its place in the list is compared again each time; one
   * out, or whose time out has ended but whose probe has not answered yet, is not compared.
   */
  async function compareNow(): Promise<void> {
    const members = entries.filter((entry) => (entry.verified || entry.identified) && (entry.refused === undefined || entry.refusedByOrder) && entry.outUntil === undefined);
    const answering: Entry[] = [];
    const heads: bigint[] = [];
    if (options.blockAt && options.probe && members.length > 1) {
      const probe = options.probe;
      await Promise.all(
        members.map(async (entry) => {
          try {
            heads.push(await probe(entry.url));
            answering.push(entry);
          } catch (error) {
            unreachable(entry, error);
          }
        }),
      );
    } else answering.push(...members);
    if (disposed) return;
    if (answering.length < 2 || !options.blockAt) return answering.forEach((entry) => entry.verified || admit(entry));
    const blockAt = options.blockAt;
    const height = heads.reduce((low, head) => (head < low ? head : low));
    // Blocks never change: one answer per endpoint and height serves the whole comparison.
    const known = new Map<string, Promise<string>>();
    const blockOf = (entry: Entry, at: bigint) => {
      const key = `${entry.url} ${at}`;
      let block = known.get(key);
      if (!block) known.set(key, (block = blockAt(entry.url, at)));
      return block;
    };
    const sides = new Map<string, Entry[]>();
    await Promise.all(
      answering.map(async (entry) => {
        try {
          const block = await blockOf(entry, height);
          sides.set(block, [...(sides.get(block) ?? []), entry]);
        } catch (error) {
          unreachable(entry, error);
        }
      }),
    );
    if (disposed) return;
    const earliest = (side: Entry[]) => Math.min(...side.map(rank));
    const [right, ...others] = [...sides.values()].sort((a, b) => b.length - a.length || earliest(a) - earliest(b));
    if (right === undefined) return;
    const reference = right.reduce((first, entry) => (rank(entry) < rank(first) ? entry : first));
    const compared = [...sides.values()].reduce((count, side) => count + side.length, 0);
    const most = right.length * 2 > compared;
    for (const entry of right) {
      if (entry.refusedByOrder) {
        // An endpoint heard from since made its side most, or put the one first in the list on it.
        entry.refused = undefined;
        entry.refusedByOrder = false;
        admit(entry);
      } else if (!entry.verified) admit(entry);
    }
    // As many on each side, and an endpoint not heard from yet may make one side most: wait for it.
    if (!most && entries.some((entry) => !entry.asked && entry.refused === undefined)) return;
    // Where as many are on each side, the list's order decides for now: no height is known agreed.
    if (most) right.forEach((entry) => (entry.agreedAt = height));
    for (const entry of others.flat()) {
      // Still on the side the list's order refuses: its reason stands.
      if (!most && entry.refusedByOrder) continue;
      try {
        const same = async (at: bigint) => (await blockOf(entry, at)) === (await blockOf(reference, at));
        // Never compared before: it may not even share the genesis block (a node of another network with the same ID).
        if (entry.agreedAt === undefined && !(await same(GENESIS_HEIGHT))) {
          if (!disposed) refuse(entry, { code: 'other-p-chain' });
          continue;
        }
        const since = await firstDifference(entry.agreedAt ?? GENESIS_HEIGHT, height, same);
        if (!disposed) refuse(entry, most ? { code: 'other-chain-than-most', since, most: right.length, of: compared } : { code: 'other-chain-than-first', since, first: reference.url }, !most);
      } catch (error) {
        unreachable(entry, error);
      }
    }
  }

  function checkChainsLater() {
    if (!options.blockAt || disposed) return;
    chainTimer = setTimer(() => void compareChains().then(checkChainsLater), chainCheckMs);
  }

  /** Weighted by the inverse square of the latency: a 3x slower endpoint gets about a ninth as many reads, a much slower one a twentieth. */
  function choose(candidates: Entry[]): Entry {
    const known = candidates.flatMap((entry) => (entry.latencyMs === undefined ? [] : [entry.latencyMs]));
    // An endpoint not measured yet is tried as if it were the fastest, so that it gets measured.
    const best = Math.max(known.length ? Math.min(...known) : 1, 1);
    const floor = MIN_WEIGHT_SHARE / best ** 2;
    const weighted = candidates.map((entry) => ({ entry, weight: Math.max(1 / Math.max(entry.latencyMs ?? best, 1) ** 2, floor) }));
    let pick = random() * weighted.reduce((sum, { weight }) => sum + weight, 0);
    for (const { entry, weight } of weighted) {
      pick -= weight;
      if (pick <= 0) return entry;
    }
    return itemAt(candidates, candidates.length - 1);
  }

  /** The endpoints to try now: the usable ones, or, when none is, the one back soonest (its error is then the page's). */
  function candidates(tried: ReadonlySet<Entry>): Entry[] {
    const open = entries.filter((entry) => usable(entry) && !tried.has(entry));
    if (open.length || tried.size) return open;
    const waiting = entries.filter(inUse);
    waiting.sort((a, b) => (a.outUntil ?? 0) - (b.outUntil ?? 0));
    return waiting.slice(0, 1);
  }

  function avoiding(open: Entry[], avoid: string | undefined): Entry[] {
    const others = open.filter((entry) => entry.url !== avoid);
    return others.length ? others : open;
  }

  /**
   * Of the candidates, the ones not known to be below the height, when there are any. One whose head
   * is not known yet is asked too: if it is behind, its "not found" or "not yet" sends the call on.
   */
  function reached(open: Entry[], at: PinnedHeight | undefined): Entry[] {
    if (!at) return open;
    const there = open.filter((entry) => {
      const head = entry.heads.get(at.chain);
      return head === undefined || head >= at.height;
    });
    return there.length ? there : open;
  }

  /** The answer time runs from `sending` when the attempt calls it (what it does before, such as learning the endpoint's dialect, is not the endpoint's answer time). */
  async function attemptOn<T>(entry: Entry, attempt: Attempt<T>): Promise<T> {
    let started = now();
    let sent = false;
    try {
      const result = await attempt(entry.url, () => {
        started = now();
        sent = true;
      });
      measured(entry, now() - started);
      return result;
    } catch (error) {
      // A call never sent (the endpoint lacks the API) is no answer of the endpoint.
      const unsent = error instanceof AskElsewhere && !sent;
      if (!isTransientError(error) && !unsent) measured(entry, now() - started);
      throw error;
    }
  }

  function measured(entry: Entry, ms: number) {
    entry.calls += 1;
    entry.latencyMs = entry.latencyMs === undefined ? ms : entry.latencyMs + LATENCY_SMOOTHING * (ms - entry.latencyMs);
    if (entry.outUntil !== undefined) bringBack(entry);
    else changed();
  }

  /** Notes the head; an endpoint further behind another than a node may lag is taken out (it answers, but with old state). True when it was. */
  function noteHead(url: string, head: bigint, chain = P_CHAIN): boolean {
    const entry = entries.find((candidate) => candidate.url === url);
    if (!entry) return false;
    const known = entry.heads.get(chain);
    if (known === undefined || head > known) {
      entry.heads.set(chain, head);
      if (chain === P_CHAIN) changed();
    }
    const others = entries.filter((other) => other !== entry && inUse(other)).map((other) => other.heads.get(chain) ?? -1n);
    const ahead = others.reduce((top, other) => (other > top ? other : top), -1n);
    if (ahead - head <= MAX_LAG_BLOCKS) return false;
    takeOut(entry, { code: 'behind', blocks: ahead - head, head, chain });
    return true;
  }

  entries.forEach((entry) => {
    if (!entry.verified) void verifyOnce(entry);
  });
  checkChainsLater();
  changed();

  return {
    size: entries.length,
    statuses: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async read<T>(attempt: Attempt<T>, { signal, at, avoid }: ReadOptions = {}): Promise<T> {
      await ready();
      const tried = new Set<Entry>();
      let held: AskElsewhere | undefined;
      for (;;) {
        const entry = choose(reached(avoiding(candidates(tried), avoid), at));
        tried.add(entry);
        try {
          return await attemptOn(entry, attempt);
        } catch (error) {
          if (error instanceof AskElsewhere) held = error;
          else if (signal?.aborted || !isTransientError(error)) throw error;
          else takeOut(entry, failed(error));
          if (signal?.aborted || candidates(tried).length === 0) {
            if (held) return settle<T>(held);
            throw error;
          }
        }
      }
    },
    async write<T>(attempt: Attempt<T>): Promise<T> {
      await ready();
      const tried = new Set<Entry>();
      for (;;) {
        const entry = choose(candidates(tried));
        tried.add(entry);
        let sent = false;
        try {
          return await attemptOn(entry, (url, sending) =>
            attempt(url, () => {
              sent = true;
              sending();
            }),
          );
        } catch (error) {
          // Not sent at all (this endpoint lacks the API): another may have it; nothing is sent twice.
          if (error instanceof AskElsewhere && !sent && candidates(tried).length > 0) continue;
          if (error instanceof AskElsewhere) return settle<T>(error);
          if (isTransientError(error)) takeOut(entry, failed(error));
          throw error;
        }
      }
    },
    noteHead,
    dispose() {
      disposed = true;
      [chainTimer, graceTimer].forEach((timer) => timer !== undefined && clearTimer(timer));
      entries.forEach((entry) => entry.timer !== undefined && clearTimer(entry.timer));
      listeners.clear();
    },
  };
}
