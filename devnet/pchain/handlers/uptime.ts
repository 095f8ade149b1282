import type { Staker } from '../state';

/** Deterministic uptime that moves a little with chain time around the node's profile. */
export function uptimeOf(staker: Staker, time: bigint): number {
  const seed = (staker.nodeId[0]! << 8) | staker.nodeId[1]!;
  const wobble = Number((BigInt(seed) + time / 30n) % 1000n) / 1000;
  return Math.min(100, staker.uptimeBase + 1 - 2 * wobble);
}

export function connectedOf(staker: Staker, time: bigint): boolean {
  const bucket = Number((BigInt(staker.nodeId[2]!) + time / 600n) % 50n);
  return staker.uptimeBase >= 80 ? bucket !== 0 : bucket % 3 === 0;
}
