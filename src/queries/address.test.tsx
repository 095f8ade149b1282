// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RpcClient } from '../rpc/client';
import type { CurrentValidator, Delegator } from '../rpc/methods/platform-types';
import { SCAN_CONCURRENCY, useDelegationScan, validationsOwnedBy } from './address';
import { NetworkContext, type NetworkContextValue } from '../network/network-context';

const ME = 'P-local1me';
/** Time given to the calls released after a stop. */
const SETTLE_MS = 10;
const owner = (address: string) => ({ locktime: 0n, threshold: 1n, addresses: [address] });

function validator(index: number, delegators: Delegator[]): CurrentValidator {
  return {
    nodeID: `NodeID-${index}`,
    txID: `tx-${index}`,
    weight: 10n,
    startTime: 0n,
    endTime: 100n,
    validationRewardOwner: owner(index === 0 ? ME : 'P-local1other'),
    delegationRewardOwner: owner('P-local1other'),
    delegationFee: 2,
    delegatorCount: BigInt(delegators.length),
    delegators,
  };
}

const delegator = (index: number, address: string): Delegator => ({
  txID: `d-${index}-${address}`,
  nodeID: `NodeID-${index}`,
  startTime: 0n,
  endTime: 50n,
  weight: 5n,
  rewardOwner: owner(address),
  potentialReward: 1_000_000n,
});

const VALIDATORS = Array.from({ length: 20 }, (_, index) =>
  validator(index, index % 2 === 0 ? [delegator(index, 'P-local1other')] : [delegator(index, ME), delegator(index, 'P-local1other')]),
);

/** A node that answers per-validator queries after `gate` resolves, counting calls in flight. */
function fakeClient(gate: () => Promise<void>) {
  const stats = { calls: 0, inFlight: 0, most: 0 };
  const client = {
    settings: {},
    async call(method: string, params: { nodeIDs?: string[] }, options?: { signal?: AbortSignal }) {
      expect(method).toBe('platform.getCurrentValidators');
      stats.calls++;
      stats.inFlight++;
      stats.most = Math.max(stats.most, stats.inFlight);
      try {
        await gate();
        if (options?.signal?.aborted) throw new Error('aborted');
        return { validators: VALIDATORS.filter((entry) => params.nodeIDs?.includes(entry.nodeID)) };
      } finally {
        stats.inFlight--;
      }
    },
  } as unknown as RpcClient;
  return { client, stats };
}

function wrapper(client: RpcClient) {
  const value = { client, scope: 'local' } as NetworkContextValue;
  return ({ children }: { children: ReactNode }) => <NetworkContext.Provider value={value}>{children}</NetworkContext.Provider>;
}

describe('validationsOwnedBy', () => {
  it('default: validations whose validation or fee reward goes to the address', () => {
    expect(validationsOwnedBy(VALIDATORS, ME).map((entry) => entry.nodeID)).toEqual(['NodeID-0']);
  });
});

describe('useDelegationScan', () => {
  afterEach(() => vi.useRealTimers());

  it('default: asks every validator with delegators, a few at a time, and finds the address', async () => {
    const { client, stats } = fakeClient(() => Promise.resolve());
    const { result } = renderHook(() => useDelegationScan(ME, VALIDATORS), { wrapper: wrapper(client) });
    expect(result.current.scan.status).toBe('idle');
    act(() => result.current.start());
    await waitFor(() => expect(result.current.scan.status).toBe('done'));
    expect(result.current.scan).toMatchObject({ checked: 20, total: 20, failed: 0 });
    expect(result.current.scan.found.map((entry) => entry.nodeID).sort()).toEqual(
      ['NodeID-1', 'NodeID-11', 'NodeID-13', 'NodeID-15', 'NodeID-17', 'NodeID-19', 'NodeID-3', 'NodeID-5', 'NodeID-7', 'NodeID-9'],
    );
    expect(result.current.scan.found[0]!.delegationFee).toBe(2);
    expect(stats.most).toBeLessThanOrEqual(SCAN_CONCURRENCY);
  });

  it('behavior: stopping keeps partial results and starts no more calls', async () => {
    // Fake time: the released calls settle, and anything they would start after the stop shows, without waiting.
    vi.useFakeTimers();
    const waiting: (() => void)[] = [];
    const { client, stats } = fakeClient(() => new Promise<void>((resolve) => waiting.push(resolve)));
    const { result } = renderHook(() => useDelegationScan(ME, VALIDATORS), { wrapper: wrapper(client) });
    act(() => result.current.start());
    await vi.waitFor(() => expect(waiting).toHaveLength(SCAN_CONCURRENCY));
    await act(async () => {
      waiting.shift()!();
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(result.current.scan.checked).toBe(1));
    act(() => result.current.stop());
    waiting.forEach((release) => release());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SETTLE_MS);
    });
    expect(result.current.scan.status).toBe('stopped');
    expect(result.current.scan.checked).toBe(1);
    expect(stats.calls).toBe(SCAN_CONCURRENCY + 1);
  });

  it('error: failed calls are counted and the scan goes on', async () => {
    let call = 0;
    const { client } = fakeClient(() => (++call === 3 ? Promise.reject(new Error('node down')) : Promise.resolve()));
    const { result } = renderHook(() => useDelegationScan(ME, VALIDATORS), { wrapper: wrapper(client) });
    act(() => result.current.start());
    await waitFor(() => expect(result.current.scan.status).toBe('done'));
    expect(result.current.scan).toMatchObject({ checked: 20, failed: 1 });
  });
});
