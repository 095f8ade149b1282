import { describe, expect, it } from 'vitest';
import { autoRenewedRewardTxId } from '../lib/codec/auto-renewed-reward';
import { idFromBytes } from '../lib/ids';
import type { RpcClient } from '../rpc/client';
import { fetchSettledCycles } from './auto-renewed-cycles';

const STAKER = idFromBytes(new Uint8Array(32).fill(3));
const DAY = 86_400n;

/** A node that knows the reward txs of the cycles ending at `ends` as committed, and nothing else. */
function nodeWith(ends: bigint[]): { client: RpcClient; asked: string[] } {
  const known = new Set(ends.map((end) => autoRenewedRewardTxId(STAKER, end)));
  const asked: string[] = [];
  const client = {
    call: (method: string, params: { txID: string }) => {
      asked.push(params.txID);
      return Promise.resolve(method === 'platform.getTxStatus' && known.has(params.txID) ? { status: 'Committed' } : { status: 'Unknown' });
    },
  } as unknown as RpcClient;
  return { client, asked };
}

const signal = new AbortController().signal;

describe('fetchSettledCycles', () => {
  it('default: a first cycle has nothing before it', async () => {
    const { client } = nodeWith([]);
    expect(await fetchSettledCycles(client, { stakerTxId: STAKER, currentStart: 1_000n, lengths: [DAY] }, signal)).toEqual([]);
  });

  it('behavior: cycles of the known lengths are followed back, newest first, each by its reward tx', async () => {
    // Started at 1,000: one day, then two days (after a config change), now a two-day cycle from 1,000 + 3 days.
    const { client } = nodeWith([1_000n + DAY, 1_000n + 3n * DAY]);
    const cycles = await fetchSettledCycles(client, { stakerTxId: STAKER, currentStart: 1_000n + 3n * DAY, lengths: [2n * DAY, DAY] }, signal);
    expect(cycles).toEqual([
      { end: 1_000n + 3n * DAY, rewardTxId: autoRenewedRewardTxId(STAKER, 1_000n + 3n * DAY) },
      { end: 1_000n + DAY, rewardTxId: autoRenewedRewardTxId(STAKER, 1_000n + DAY) },
    ]);
  });

  it('behavior: a cycle of a length no longer known ends the search', async () => {
    const { client, asked } = nodeWith([1_000n + 5n * DAY, 1_000n + 7n * DAY]);
    const cycles = await fetchSettledCycles(client, { stakerTxId: STAKER, currentStart: 1_000n + 7n * DAY, lengths: [DAY] }, signal);
    expect(cycles.map((cycle) => cycle.end)).toEqual([1_000n + 7n * DAY]);
    expect(asked).toHaveLength(2);
  });
});
