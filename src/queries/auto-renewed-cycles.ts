import { autoRenewedRewardTxId } from '../lib/codec/auto-renewed-reward';
import type { RpcClient } from '../rpc/client';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork as Network } from './rpc-query';
import { fetchTxStatus } from './txs';

/** A cycle of an auto-renewed validator that has ended: when, and the reward tx that settled it. */
export interface SettledCycle {
  end: bigint;
  rewardTxId: string;
}

/** Cycles looked for at most, newest first. */
const MOST_CYCLES = 50;

export interface CycleSearch {
  stakerTxId: string;
  /** Start of the current cycle, Unix seconds: the end of the one before, if any. */
  currentStart: bigint;
  /** Cycle lengths the validator is known to have had (its first period, the current cycle's, the next). */
  lengths: readonly bigint[];
}

/**
 * The validator's earlier cycles, newest first. A cycle's reward tx ID follows from the validator tx
 * and the cycle's end, so each is asked for by ID: the cycle before ends where this one starts, and
 * started one of the known lengths before. The search stops at a boundary with no committed reward
 * tx (the first cycle's start, or a length no longer known). Every earlier cycle was committed: an
 * abort ends the validator.
 */
export async function fetchSettledCycles(client: RpcClient, search: CycleSearch, signal: AbortSignal): Promise<SettledCycle[]> {
  const settled = async (end: bigint): Promise<SettledCycle | undefined> => {
    const rewardTxId = autoRenewedRewardTxId(search.stakerTxId, end);
    return (await fetchTxStatus(client, rewardTxId, signal)).status === 'Committed' ? { end, rewardTxId } : undefined;
  };
  const before = async (end: bigint): Promise<SettledCycle | undefined> => {
    for (const length of search.lengths) {
      if (length <= 0n || length > end) continue;
      const cycle = await settled(end - length);
      if (cycle) return cycle;
    }
    return undefined;
  };
  const cycles: SettledCycle[] = [];
  for (let cycle = await settled(search.currentStart); cycle && cycles.length < MOST_CYCLES; cycle = await before(cycle.end)) cycles.push(cycle);
  return cycles;
}

export function settledCyclesOptions(network: Network, search: CycleSearch) {
  return derivedQueryOptions(network, 'settledCycles', { ...search }, (client, signal) => fetchSettledCycles(client, search, signal), { staleTime: Infinity });
}

export function useSettledCycles(search: CycleSearch | undefined) {
  const network = useNetwork();
  const options = settledCyclesOptions(network, search ?? { stakerTxId: '', currentStart: 0n, lengths: [] });
  return useRpcQuery({ ...options, enabled: search !== undefined });
}
