import type { Staker } from '../state';

/** Uptime moves each this many seconds of chain time, and connection each CONNECTION_STEPS of them. */
const UPTIME_STEP_SECONDS = 30n;
const CONNECTION_STEPS = 20n;

/** A node's uptime and connection are the same at any two times of the same step. */
function uptimeStep(time: bigint): bigint {
  return time / UPTIME_STEP_SECONDS;
}

/** A node ID is 20 bytes; a DataView reads them without index checks. */
function nodeIdBytes(staker: Staker): DataView {
  return new DataView(staker.nodeId.buffer, staker.nodeId.byteOffset, staker.nodeId.byteLength);
}

/** Deterministic uptime that moves a little with chain time around the node's profile. */
export function uptimeOf(staker: Staker, time: bigint): number {
  const seed = nodeIdBytes(staker).getUint16(0);
  const wobble = Number((BigInt(seed) + uptimeStep(time)) % 1000n) / 1000;
  return Math.min(100, staker.uptimeBase + 1 - 2 * wobble);
}

export function connectedOf(staker: Staker, time: bigint): boolean {
  const bucket = Number((BigInt(nodeIdBytes(staker).getUint8(2)) + uptimeStep(time) / CONNECTION_STEPS) % 50n);
  return staker.uptimeBase >= 80 ? bucket !== 0 : bucket % 3 === 0;
}
