/**
 * Finding the block that holds a tx from a time the tx names (a staker's start time, say), by
 * block timestamps: block times never go down with height, so the first block at or after that
 * time is found by bisection, then it and its neighbours are checked for the tx.
 */

/** What the search needs of one block. */
export interface SearchedBlock {
  /** Unix seconds; absent on blocks before Banff, which count as earlier than any time. */
  time: bigint | undefined;
  holdsTx: boolean;
}

export type ReadBlock = (height: bigint) => Promise<SearchedBlock>;

/** Blocks checked on either side of those at the time, as a tx may land a little before or after it. */
export const BLOCK_TOLERANCE = 3;
/** Blocks checked at most from the first one at the time on: many blocks can share one second. */
const MAX_FORWARD = 32;

/** The lowest height in [low, high] whose block time is at or after `time`; `high + 1` when there is none. */
export async function firstHeightAtOrAfter(time: bigint, low: bigint, high: bigint, read: ReadBlock): Promise<bigint> {
  let from = low;
  let to = high + 1n;
  while (from < to) {
    const middle = (from + to) / 2n;
    const at = (await read(middle)).time;
    if (at !== undefined && at >= time) to = middle;
    else from = middle + 1n;
  }
  return from;
}

/**
 * The height of the block at or below `head` that holds the tx, looked for around `time`: the
 * blocks at that time and `tolerance` after them, then `tolerance` before; undefined when none does.
 */
export async function findBlockByTime(time: bigint, head: bigint, read: ReadBlock, tolerance = BLOCK_TOLERANCE): Promise<bigint | undefined> {
  if (head < 0n) return undefined;
  const start = await firstHeightAtOrAfter(time, 0n, head, read);
  let after = 0;
  for (let height = start; height <= head && height < start + BigInt(MAX_FORWARD) && after < tolerance; height++) {
    const block = await read(height);
    if (block.holdsTx) return height;
    if (block.time === undefined || block.time > time) after++;
  }
  for (let height = start - 1n; height >= 0n && height >= start - BigInt(tolerance); height--) {
    if ((await read(height)).holdsTx) return height;
  }
  return undefined;
}
