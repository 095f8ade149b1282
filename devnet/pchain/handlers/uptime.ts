import type { Staker } from '../state';

/** A node ID is 20 bytes; a DataView reads them without index checks. */
function nodeIdBytes(staker: Staker): DataView {
  return new DataView(staker.nodeId.buffer, staker.nodeId.byteOffset, staker.nodeId.byteLength);
}

/** Deterministic uptime that moves a little with chain time around the node's profile. */
export function uptimeOf(staker: Staker, time: bigint): number {
  const seed = nodeIdBytes(staker).getUint16(0);
  const wobble = Number((BigInt(seed) + time / 30n) % 1000n) / 1000;
  return Math.min(100, staker.uptimeBase + 1 - 2 * wobble);
}

export function connectedOf(staker: Staker, time: bigint): boolean {
  const bucket = Number((BigInt(nodeIdBytes(staker).getUint8(2)) + time / 600n) % 50n);
  return staker.uptimeBase >= 80 ? bucket !== 0 : bucket % 3 === 0;
}
