import { startDevnet, type RunningDevnet } from './devnet';
import { callDevnet } from './testing/test-wallet';

const INTERVAL_SECONDS = 1;
/** As far behind as a genesis time floored to the minute leaves the chain, and more. */
const GENESIS_BEHIND_SECONDS = 45;
const START_TIMEOUT_MS = 60_000;
const CATCH_UP_TIMEOUT_MS = 15_000;
const POLL_MS = 200;
const HOUR_SECONDS = 3600;
/** Room for a busy machine (the suite runs two workers on two cores), where blocks reach the chains late; far below the 40 s the chain once lagged. */
const SLACK_SECONDS = 10;

let devnet: RunningDevnet;
let genesisTime: number;

const call = <T>(path: string, method: string, params: unknown = {}) => callDevnet<T>(devnet.url, path, method, params);
const nowSeconds = () => Date.now() / 1000;

async function pChainTime(): Promise<number> {
  return Date.parse((await call<{ timestamp: string }>('/ext/bc/P', 'platform.getTimestamp')).timestamp) / 1000;
}

async function cChainTime(): Promise<number> {
  return Number((await call<{ timestamp: string }>('/ext/bc/C/rpc', 'eth_getBlockByNumber', ['latest', false])).timestamp);
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

beforeAll(async () => {
  genesisTime = Math.floor(nowSeconds()) - GENESIS_BEHIND_SECONDS;
  devnet = await startDevnet({ port: 0, genesisTime, blockIntervalSeconds: INTERVAL_SECONDS, control: true });
}, START_TIMEOUT_MS);

afterAll(() => devnet.close());

describe('chain time on the wall clock', () => {
  it('default: the newest P-Chain and C-Chain blocks are stamped within a block interval of now, on the grid from the genesis time', async () => {
    // From the genesis time 45 s behind to now, give or take what a busy machine delays a block by.
    await until(async () => nowSeconds() - (await pChainTime()) < INTERVAL_SECONDS + SLACK_SECONDS, CATCH_UP_TIMEOUT_MS);
    for (let sample = 0; sample < 3; sample++) {
      const [pTime, cTime] = await Promise.all([pChainTime(), cChainTime()]);
      // One interval, and the moment a block takes to reach every chain on a busy machine.
      expect(nowSeconds() - pTime).toBeLessThan(INTERVAL_SECONDS + SLACK_SECONDS);
      expect(nowSeconds() - cTime).toBeLessThan(INTERVAL_SECONDS + SLACK_SECONDS);
      expect((pTime - genesisTime) % INTERVAL_SECONDS).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_SECONDS * 1000));
    }
  });

  it('behavior: after control.advanceTime the chain stays ahead and keeps making a block an interval', async () => {
    await call('/ext/devnet/control', 'control.advanceTime', { seconds: HOUR_SECONDS });
    const advanced = await pChainTime();
    expect(advanced - nowSeconds()).toBeGreaterThan(HOUR_SECONDS - SLACK_SECONDS);
    const height = Number((await call<{ height: string }>('/ext/bc/P', 'platform.getHeight')).height);
    await until(async () => Number((await call<{ height: string }>('/ext/bc/P', 'platform.getHeight')).height) >= height + 2, CATCH_UP_TIMEOUT_MS);
    const later = await pChainTime();
    expect(later - advanced).toBeGreaterThanOrEqual(2 * INTERVAL_SECONDS);
    // Ahead, the clock makes one block a tick, not a burst.
    expect(later - nowSeconds()).toBeLessThan(HOUR_SECONDS + SLACK_SECONDS);
  });
});
