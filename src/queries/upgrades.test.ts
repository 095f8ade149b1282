import { describe, expect, it } from 'vitest';
import type { RpcClient } from '../rpc/client';
import { HttpError, NetworkError, NodeError } from '../rpc/errors';
import { fetchUpgradeSchedule, heliconActivationOf } from './upgrades';

const FUJI = 5;
const LOCAL = 12345;

/** A client of a network with this ID whose `info.upgrades` answers `answer` (or throws it). */
function clientOf(networkId: number, answer: unknown): RpcClient {
  return {
    settings: { networkId },
    call: (method: string) => {
      if (method !== 'info.upgrades') throw new Error(`unexpected ${method}`);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  } as unknown as RpcClient;
}

const signal = new AbortController().signal;

describe('fetchUpgradeSchedule', () => {
  it("default: the node's own schedule", async () => {
    const upgrades = { heliconTime: new Date('2027-01-01T00:00:00Z') };
    const schedule = await fetchUpgradeSchedule(clientOf(FUJI, upgrades), signal);
    expect(schedule).toEqual({ upgrades, source: 'node' });
    expect(heliconActivationOf(schedule)).toBe(1_798_761_600n);
  });

  it("behavior: a node without info.upgrades gives the reference node's schedule for its network, and why", async () => {
    const schedule = await fetchUpgradeSchedule(clientOf(FUJI, new NodeError(-32601, 'the method info.upgrades does not exist/is not available', undefined)), signal);
    expect(schedule.source).toBe('preset');
    expect(schedule.reason).toMatch(/does not exist/);
    expect(heliconActivationOf(schedule)).toBe(1_785_250_800n);
    const withoutInfo = await fetchUpgradeSchedule(clientOf(FUJI, new HttpError(404, 'not found')), signal);
    expect(withoutInfo.source).toBe('preset');
  });

  it('error: a failure in transit, or a network without a preset, stays a failure', async () => {
    await expect(fetchUpgradeSchedule(clientOf(FUJI, new NetworkError({ cause: new Error('refused') })), signal)).rejects.toBeInstanceOf(NetworkError);
    await expect(fetchUpgradeSchedule(clientOf(LOCAL, new HttpError(404, 'not found')), signal)).rejects.toBeInstanceOf(HttpError);
    expect(heliconActivationOf(undefined)).toBeUndefined();
  });
});
