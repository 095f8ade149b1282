import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { newWatchItem } from '../lib/watchlist';
import type { RpcClient } from '../rpc/client';
import { NodeError } from '../rpc/errors';
import { checkWatchlist } from './watch-check';

const NODE = 'NodeID-7deoFLnuF2GcAhyKYxtfEXW6UALJFnyYm';
const HELICON = 1_800_000_000n;
const NOW = HELICON + 86_400n;
const DAY = 86_400n;

/** A node at chain time NOW whose one validator is `validator`, and whose upgrade schedule is `upgrades` (an error: not given). */
function nodeWith(validator: Record<string, unknown>, upgrades: unknown) {
  const client = {
    settings: { networkId: 12345 },
    call(method: string) {
      switch (method) {
        case 'platform.getHeight':
          return Promise.resolve({ height: 10n });
        case 'platform.getTimestamp':
          return Promise.resolve({ timestamp: new Date(Number(NOW) * 1000) });
        case 'platform.getCurrentValidators':
          return Promise.resolve({ validators: [{ nodeID: NODE, weight: 1n, endTime: NOW + 30n * DAY, ...validator }] });
        case 'info.upgrades':
          return upgrades instanceof Error ? Promise.reject(upgrades) : Promise.resolve(upgrades);
        default:
          return Promise.reject(new Error(`unexpected ${method}`));
      }
    },
  } as unknown as RpcClient;
  return { client, scope: 'test' };
}

const check = (validator: Record<string, unknown>, upgrades: unknown = { heliconTime: new Date(Number(HELICON) * 1000) }) =>
  checkWatchlist(new QueryClient({ defaultOptions: { queries: { retry: false } } }), nodeWith(validator, upgrades), [newWatchItem('validator', NODE, undefined, 0)], {});

describe('checkWatchlist', () => {
  it("default: a validator started once Helicon is active is held to 90 % by the node's schedule; one started before to 80 %", async () => {
    const after = await check({ startTime: HELICON, uptime: 85 });
    expect(after.conditions.map((condition) => [condition.rule, condition.facts.threshold])).toEqual([['uptimeRequirement', 90]]);
    expect((await check({ startTime: HELICON - 1n, uptime: 85 })).conditions).toEqual([]);
  });

  it('behavior: a node that does not give its schedule (and a network without a preset) is taken to run without Helicon', async () => {
    const outcome = await check({ startTime: HELICON, uptime: 85 }, new NodeError(-32601, 'the method info.upgrades does not exist/is not available', undefined));
    expect(outcome.conditions).toEqual([]);
    expect(outcome.checked.size).toBeGreaterThan(0);
  });

  it('default: an auto-renewed validator that exits at the end of its cycle alerts, with the time left', async () => {
    const { conditions } = await check({ startTime: HELICON, uptime: 99, nextPeriod: 0n });
    expect(conditions.map((condition) => [condition.rule, condition.facts.secondsLeft])).toEqual([['exits', 30 * 86_400]]);
    expect((await check({ startTime: HELICON, uptime: 99, nextPeriod: DAY })).conditions).toEqual([]);
  });
});
