import { describe, expect, it } from 'vitest';
import { findBlockByTime, firstHeightAtOrAfter, type ReadBlock } from './block-search';

/** A chain whose block at each height has this time (undefined: before Banff); the tx is at `txAt`. */
function chain(times: ReadonlyArray<number | undefined>, txAt?: number): { read: ReadBlock; reads: bigint[] } {
  const reads: bigint[] = [];
  const read: ReadBlock = async (height) => {
    reads.push(height);
    const time = times[Number(height)];
    if (height < 0n || height >= BigInt(times.length)) throw new Error(`no block at ${height}`);
    return { time: time === undefined ? undefined : BigInt(time), holdsTx: Number(height) === txAt };
  };
  return { read, reads };
}

const TIMES = [undefined, 100, 200, 202, 204, 204, 204, 204, 206, 300, 302];
const HEAD = BigInt(TIMES.length - 1);

describe('firstHeightAtOrAfter', () => {
  it('default: the first block at the time, among blocks sharing it', async () => {
    expect(await firstHeightAtOrAfter(204n, 0n, HEAD, chain(TIMES).read)).toBe(4n);
  });

  it('args: a time between two blocks gives the later one', async () => {
    expect(await firstHeightAtOrAfter(250n, 0n, HEAD, chain(TIMES).read)).toBe(9n);
  });

  it('behavior: a block without a time (before Banff) counts as before any time', async () => {
    expect(await firstHeightAtOrAfter(0n, 0n, HEAD, chain(TIMES).read)).toBe(1n);
  });

  it('behavior: a time after the head gives the height after it', async () => {
    expect(await firstHeightAtOrAfter(999n, 0n, HEAD, chain(TIMES).read)).toBe(HEAD + 1n);
  });

  it('behavior: reads a logarithmic number of blocks', async () => {
    const times = Array.from({ length: 1025 }, (_, height) => 1000 + height * 2);
    const { read, reads } = chain(times);
    expect(await firstHeightAtOrAfter(1600n, 0n, 1024n, read)).toBe(300n);
    expect(reads.length).toBeLessThanOrEqual(11);
  });
});

describe('findBlockByTime', () => {
  it('default: the block at the time that holds the tx', async () => {
    expect(await findBlockByTime(200n, HEAD, chain(TIMES, 2).read)).toBe(2n);
  });

  it('behavior: finds the tx anywhere among the blocks sharing its time', async () => {
    expect(await findBlockByTime(204n, HEAD, chain(TIMES, 7).read)).toBe(7n);
  });

  it('behavior: finds the tx a few blocks after the time', async () => {
    expect(await findBlockByTime(204n, HEAD, chain(TIMES, 9).read)).toBe(9n);
  });

  it('behavior: finds the tx a few blocks before the time', async () => {
    expect(await findBlockByTime(300n, HEAD, chain(TIMES, 7).read)).toBe(7n);
  });

  it('edge: the genesis block and the head', async () => {
    expect(await findBlockByTime(0n, HEAD, chain(TIMES, 0).read)).toBe(0n);
    expect(await findBlockByTime(302n, HEAD, chain(TIMES, 10).read)).toBe(10n);
  });

  it('edge: a time after the head is looked for just below it', async () => {
    expect(await findBlockByTime(999n, HEAD, chain(TIMES, 9).read)).toBe(9n);
  });

  it('edge: a chain of one block', async () => {
    expect(await findBlockByTime(5n, 0n, chain([undefined], 0).read)).toBe(0n);
  });

  it('error: undefined when no block near the time holds the tx', async () => {
    expect(await findBlockByTime(204n, HEAD, chain(TIMES).read)).toBeUndefined();
  });

  it('error: undefined when the tx is farther than the tolerance from the time', async () => {
    expect(await findBlockByTime(204n, HEAD, chain(TIMES, 0).read)).toBeUndefined();
    expect(await findBlockByTime(100n, HEAD, chain(TIMES, 8).read)).toBeUndefined();
  });

  it('behavior: never reads above the head or below zero', async () => {
    const { read, reads } = chain(TIMES);
    await findBlockByTime(999n, HEAD, read);
    await findBlockByTime(0n, HEAD, read);
    expect(reads.every((height) => height >= 0n && height <= HEAD)).toBe(true);
  });
});
