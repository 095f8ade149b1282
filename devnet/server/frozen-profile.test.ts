import { startDevnet, type RunningDevnet } from '../devnet';
import { callDevnet } from '../testing/test-wallet';
import { DEFAULT_BLOCK_INTERVAL_SECONDS } from './start-node';

const FROZEN = 'a grown profile (--validators) is frozen: it makes no blocks and its time does not move';
/** A small grown profile: the mainnet profile shrunk, so it builds in moments. */
const VALIDATORS = 40;
const HOUR_SECONDS = 3600;
/** The blocks a devnet that moves would make for that hour, beyond its profile's own history. */
const MISSED_BLOCKS = HOUR_SECONDS / DEFAULT_BLOCK_INTERVAL_SECONDS;
const WALL_CLOCK_MS = 1_800_000_000_000;
const START_TIMEOUT_MS = 60_000;

let devnet: RunningDevnet;

beforeAll(async () => {
  // The genesis an hour before the wall clock: a devnet that moves would make its 1,800 missed blocks first.
  devnet = await startDevnet({ port: 0, validators: VALIDATORS, genesisTime: WALL_CLOCK_MS / 1000 - HOUR_SECONDS, wallClock: () => WALL_CLOCK_MS, control: true });
}, START_TIMEOUT_MS);

afterAll(() => devnet.close());

const platform = <T>(method: string, params: unknown = {}) => callDevnet<T>(devnet.url, '/ext/bc/P', `platform.${method}`, params);
const control = (method: string, params: unknown = {}) => callDevnet(devnet.url, '/ext/devnet/control', `control.${method}`, params);

describe('a grown profile', () => {
  it('default: is frozen as built: it makes none of the blocks the wall clock says it missed, and answers the same', async () => {
    const { height } = await platform<{ height: string }>('getHeight');
    expect(Number(height)).toBeLessThan(MISSED_BLOCKS);
    const { validators } = await platform<{ validators: unknown[] }>('getCurrentValidators');
    expect(validators).toHaveLength(VALIDATORS);
    expect(await platform('getCurrentValidators')).toEqual({ validators });
  });

  it('error: control calls that would move it are refused with the reason, and it stays where it was', async () => {
    const before = await platform('getHeight');
    await expect(control('produceBlocks', { count: 1 })).rejects.toThrow(FROZEN);
    await expect(control('advanceTime', { seconds: 60 })).rejects.toThrow(FROZEN);
    await expect(control('resumeClock')).rejects.toThrow(FROZEN);
    expect(await platform('getHeight')).toEqual(before);
  });
});
