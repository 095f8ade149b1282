import { createServer, type AddressInfo } from 'node:net';
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { callDevnet } from '../devnet/testing/test-wallet';
import { E2E_PORT } from '../playwright.config';
import { itemAt } from '../src/lib/lists';
import { PRIMARY_REWARD_CONFIG, rewardConfigForStakeStart, type RewardConfig } from '../src/lib/reward';
import { activationSeconds } from '../src/lib/upgrades';

/** The devnet started by playwright.config.ts serves the app and the node on one origin. */
export const NODE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * A loopback URL nothing listens on: the "node is down" case. The port is one the system just gave
 * out and took back, so it is closed, and (unlike 9 and the other ports browsers refuse) the browser
 * tries it.
 */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A step of the page's timers: short enough that an answer on its way arrives before the next timer is due. */
const PAGE_TICK_MS = 1000;

/**
 * Polls `read`, running the page's timers (installed by `page.clock.install()`) a step at a time
 * between reads: a wait on the page's schedule (head polls, backoff, rule checks) that takes as
 * little wall-clock time as the machine allows.
 */
export const pollWithPageTimers = <T>(page: Page, read: () => Promise<T>) =>
  expect.poll(
    async () => {
      await page.clock.runFor(PAGE_TICK_MS);
      return read();
    },
    { intervals: [100] },
  );

/**
 * Runs the page's timers a step at a time until `check` passes, for a wait of more page time than one
 * expect allows (a backoff of up to a minute): the test's budget bounds it.
 */
export async function runPageTimersUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(PAGE_TICK_MS);
    await check();
  }).toPass({ intervals: [100] });
}

/** The node's interface on the devnet's origin (the app's files are served beside it). */
const NODE_CALL = /\/ext\//;

/**
 * Holds the page's calls to the node until the returned `release` is called: a page's loading state
 * is then on screen for sure, however fast or slow the machine, until the test lets the answers in.
 */
export async function holdNodeAnswers(page: Page): Promise<() => void> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  const held = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(NODE_CALL, held);
  return open;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One JSON-RPC call to the devnet (numbers beyond 2^53 are not needed by the tests). */
export function rpc<T = Json>(path: string, method: string, params: unknown = {}): Promise<T> {
  return callDevnet<T>(NODE_URL, path, method, params);
}

/**
 * The Primary Network's reward config for a stake starting at `start` on the run's devnet: ACP-285's
 * by the Helicon activation the devnet's `info.upgrades` gives.
 */
export async function rewardConfigAt(start: bigint): Promise<RewardConfig> {
  const { heliconTime } = await rpc<{ heliconTime: string }>('/ext/info', 'info.upgrades');
  return rewardConfigForStakeStart(PRIMARY_REWARD_CONFIG, start, activationSeconds(new Date(heliconTime)));
}

export const platform = <T = Json>(method: string, params: unknown = {}) => rpc<T>('/ext/bc/P', `platform.${method}`, params);
export const control = <T = Json>(method: string, params: unknown = {}) => rpc<T>('/ext/devnet/control', `control.${method}`, params);

/**
 * Resolves once the devnet has built every chain it has (control.status waits for them): a page
 * opened after it does not wait on a chain's first-use build.
 */
export async function everyChainBuilt(): Promise<void> {
  await control('status');
}

/**
 * Makes blocks one at a time, each once every page has seen the one before (its `read` grew: the
 * page's head poll found it), until `read` is at least `atLeast` on every page: samples and chart
 * points that follow the head, as many as asked for whatever the devnet clock's pace.
 */
export async function blocksUntil(pages: Page[], read: (page: Page) => Promise<number>, atLeast: number): Promise<void> {
  for (;;) {
    const counts = await Promise.all(pages.map(read));
    if (counts.every((count) => count >= atLeast)) return;
    await control('produceBlocks', { count: 1 });
    for (const [index, page] of pages.entries()) await expect.poll(() => read(page)).toBeGreaterThan(itemAt(counts, index));
  }
}

interface TxJson {
  id: string;
  unsignedTx: Record<string, Json>;
}
interface BlockJson {
  id: string;
  height: number;
  txs?: TxJson[];
  tx?: TxJson;
}

export async function height(): Promise<number> {
  return Number((await platform<{ height: string }>('getHeight')).height);
}

export async function blockAt(at: number): Promise<BlockJson> {
  return (await platform<{ block: BlockJson }>('getBlockByHeight', { height: at, encoding: 'json' })).block;
}

const DAY_SECONDS = 86_400;
const BLOCKS_PER_ROUND = 10;

/** Makes more blocks to scan. */
async function produceBlocks(): Promise<void> {
  await control('produceBlocks', { count: BLOCKS_PER_ROUND });
}

/** The chain's current time, unix seconds. */
export async function chainNow(): Promise<number> {
  const { timestamp } = await platform<{ timestamp: string }>('getTimestamp');
  return Math.floor(Date.parse(timestamp) / 1000);
}

/** Lets a day pass, so staking periods end and their reward txs are issued, then makes blocks. */
export async function passADay(): Promise<void> {
  await control('advanceTime', { seconds: DAY_SECONDS });
  await produceBlocks();
}

export interface ScanOptions {
  /** How many scans before giving up. */
  attempts: number;
  /** Makes what is looked for more likely before the next scan. */
  between: () => Promise<void>;
  /** How many blocks below the head one scan reads; all of them by default. */
  depth?: number;
  /** What was looked for, for the error. */
  what: string;
}

/** Blocks a scan asks for at once: a scan of a long chain takes a few round trips, not one per block. */
const BLOCKS_PER_READ = 20;

/** The first value `pick` finds in accepted blocks, read newest first. */
export async function scanBlocks<T>(pick: (block: BlockJson, at: number) => T | undefined | Promise<T | undefined>, options: ScanOptions): Promise<T> {
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    const top = await height();
    const floor = options.depth === undefined ? 0 : Math.max(0, top - options.depth);
    for (let batchTop = top; batchTop > floor; batchTop -= BLOCKS_PER_READ) {
      const heights = Array.from({ length: Math.min(BLOCKS_PER_READ, batchTop - floor) }, (_, index) => batchTop - index);
      const blocks = await Promise.all(heights.map(blockAt));
      for (const [index, block] of blocks.entries()) {
        const found = await pick(block, itemAt(heights, index));
        if (found !== undefined) return found;
      }
    }
    await options.between();
  }
  throw new Error(`no ${options.what} on the devnet`);
}

/** Scans accepted blocks newest first for a tx matching `match`, producing blocks until one shows up. */
export function findTx(match: (tx: TxJson) => boolean, attempts = 3): Promise<TxJson> {
  return scanBlocks((block) => [...(block.txs ?? []), ...(block.tx ? [block.tx] : [])].find(match), {
    attempts,
    between: produceBlocks,
    what: 'matching tx',
  });
}

/** Height of a commit or abort block (no txs at all), producing blocks until one shows up. */
export function findOptionBlockHeight(attempts = 5): Promise<number> {
  return scanBlocks((block, at) => (!block.txs && !block.tx ? at : undefined), { attempts, between: passADay, what: 'commit or abort block' });
}

/** A C-Chain atomic export: the P-Chain import that spends it names its ID. */
export async function findAtomicTxId(): Promise<string> {
  const importTx = await findTx((tx) => Array.isArray(tx.unsignedTx.importedInputs) && tx.unsignedTx.importedInputs.length > 0);
  const input = (importTx.unsignedTx.importedInputs as Array<{ txID: string }>)[0]!;
  return input.txID;
}

/** The first address that received an output of a tx. */
export function firstOutputAddress(tx: TxJson): string {
  const outputs = tx.unsignedTx.outputs as Array<{ output: { addresses?: string[]; output?: { addresses: string[] } } }>;
  const output = outputs.find((item) => (item.output.addresses ?? item.output.output?.addresses ?? []).length > 0)!;
  return (output.output.addresses ?? output.output.output!.addresses)[0]!;
}

/** The Primary Network validator whose validation ends last: it stays current whatever time the specs before it advanced. */
export async function lastingValidatorNodeId(): Promise<string> {
  const { validators } = await platform<{ validators: Array<{ nodeID: string; endTime: string }> }>('getCurrentValidators');
  return validators.reduce((last, validator) => (BigInt(validator.endTime) > BigInt(last.endTime) ? validator : last)).nodeID;
}

/** The link to an entity shown by its (shortened) ID: named by its text, the full ID is its title. */
export function idLink(scope: Page | Locator, id: string): Locator {
  return scope.getByRole('link').and(scope.getByTitle(id, { exact: true }));
}

/** The value beside a label of a description list (`KeyValueList`, the summary). */
export const definitionOf = (scope: Locator, label: string | RegExp): Locator =>
  scope
    .getByRole('term')
    .filter({ hasText: typeof label === 'string' ? new RegExp(`^${label}$`) : label })
    .locator('xpath=following-sibling::dd[1]');
