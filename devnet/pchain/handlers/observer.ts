import type { Staker } from '../state';
import { Random } from '../random';
import { connectedOf, uptimeOf } from './uptime';

/**
 * Which node is answering. Uptime and `connected` are what one node has seen of its peers, not
 * chain state: observer 0 is the devnet's own view, and another number is another node of the same
 * network that sees some peers differently. Everything else it answers is the same.
 */
export interface Observer {
  seed: string;
  index: number;
}

export const OWN_OBSERVER_INDEX = 0;
/** Share of peers another observer sees quite differently (offline, or much lower uptime). */
const DIVERGENT_SHARE = 0.2;
/** How much lower, in percentage points, a divergent peer's uptime looks. */
const DIVERGENT_DROP = { min: 12, max: 30 };
/** Small differences every observer has: peers are seen a little earlier or later. */
const JITTER_POINTS = 1.5;
const MAX_PERCENT = 100;

interface ObservedDifference {
  divergent: boolean;
  offsetPoints: number;
}

// The difference depends only on who observes whom, so it is drawn once per peer.
const differences = new Map<string, ObservedDifference>();

function differenceOf(observer: Observer, staker: Staker): ObservedDifference {
  const key = `${observer.seed}:${observer.index}:${staker.nodeIdText}`;
  let found = differences.get(key);
  if (!found) {
    const rng = new Random(`observer:${key}`);
    const divergent = rng.chance(DIVERGENT_SHARE);
    const offsetPoints = divergent ? -rng.between(DIVERGENT_DROP.min, DIVERGENT_DROP.max) : (rng.float() * 2 - 1) * JITTER_POINTS;
    found = { divergent, offsetPoints };
    differences.set(key, found);
  }
  return found;
}

const isOwnView = (observer: Observer | undefined): observer is undefined => observer === undefined || observer.index === OWN_OBSERVER_INDEX;

/** The peer's uptime, in percent, as this observer has seen it. */
export function observedUptime(observer: Observer | undefined, staker: Staker, time: bigint): number {
  const own = uptimeOf(staker, time);
  if (isOwnView(observer)) return own;
  return Math.max(0, Math.min(MAX_PERCENT, own + differenceOf(observer, staker).offsetPoints));
}

/** Whether this observer is connected to the peer now; a divergent peer looks offline from here. */
export function observedConnected(observer: Observer | undefined, staker: Staker, time: bigint): boolean {
  const own = connectedOf(staker, time);
  if (isOwnView(observer)) return own;
  return differenceOf(observer, staker).divergent ? !own : own;
}
