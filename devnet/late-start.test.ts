import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPORTED_CATCH_UP_BLOCKS } from './clock';
import { startDevnet, type DevnetOptions, type RunningDevnet } from './devnet';
import { SUBNET_EVM_ID } from './pchain/constants';

/**
 * Two devnets of one seed and genesis time are one chain however late either starts: a devnet
 * whose wall clock is far past its genesis time makes every block of the gap, and so does one
 * resumed from a data dir after a break. Each is compared, block by block, with a reference that
 * made each block as it fell due, as a devnet running since the genesis time does. Wall clocks are
 * set and the clocks' ticks fired by the test, never waited on.
 */
const GENESIS_TIME = 1_767_225_600;
const INTERVAL_SECONDS = 1;
/** Five and a half minutes of blocks: a gap long enough to be reported. */
const LATE_BLOCKS = 330;
/** Where a data dir's first run stops, before its break. */
const BEFORE_BREAK_BLOCKS = 40;
const CHAIN = { genesisTime: GENESIS_TIME, blockIntervalSeconds: INTERVAL_SECONDS } as const;
const POLL_MS = 5;
/** Reads in flight at once while a chain is compared. */
const PARALLEL_READS = 32;
/** Start-up and a few hundred blocks of the P-Chain and C-Chain, on a machine that may be busy. */
const TEST_TIMEOUT_MS = 120_000;

const running: RunningDevnet[] = [];
let reference: RunningDevnet;
let referenceNow = GENESIS_TIME * 1000;
let dataDir: string;

/**
 * One JSON-RPC call on a connection of its own: the devnets run in this process, and a loaded
 * machine can hold its event loop long enough for a server to close an idle kept-alive connection
 * just as the client reuses it.
 */
function call<T>(url: string, path: string, method: string, params: unknown): Promise<T> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
  return new Promise((resolve, reject) => {
    const call = request(`${url}${path}`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { result?: T; error?: { message: string } };
        if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
        else resolve(answer.result as T);
      });
    });
    call.on('error', reject);
    call.end(body);
  });
}

async function start(options: DevnetOptions): Promise<RunningDevnet> {
  const devnet = await startDevnet({ port: 0, ...CHAIN, ...options });
  running.push(devnet);
  return devnet;
}

/** A devnet whose wall clock stands `blocks` intervals after the genesis time. */
const startedLate = (blocks: number, options: DevnetOptions = {}) => start({ ...options, wallClock: () => (GENESIS_TIME + blocks * INTERVAL_SECONDS) * 1000 });

async function stop(devnet: RunningDevnet): Promise<void> {
  running.splice(running.indexOf(devnet), 1);
  await devnet.close();
}

const pHeight = async (devnet: RunningDevnet) => BigInt((await call<{ height: string }>(devnet.url, '/ext/bc/P', 'platform.getHeight', {})).height);
const pTime = async (devnet: RunningDevnet) => Date.parse((await call<{ timestamp: string }>(devnet.url, '/ext/bc/P', 'platform.getTimestamp', {})).timestamp) / 1000;
const cTime = async (devnet: RunningDevnet) => Number((await call<{ timestamp: string }>(devnet.url, '/ext/bc/C/rpc', 'eth_getBlockByNumber', ['latest', false])).timestamp);

/**
 * Waits while the devnet makes its blocks in the background (it answers meanwhile) until its
 * P-Chain and C-Chain times are `blocks` intervals past the genesis time (the C-Chain's block
 * follows the P-Chain's).
 */
async function reached(devnet: RunningDevnet, blocks: number): Promise<void> {
  const time = GENESIS_TIME + blocks * INTERVAL_SECONDS;
  while ((await pTime(devnet)) < time || (await cTime(devnet)) < time) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}

async function pBlockHex(devnet: RunningDevnet, height: bigint): Promise<string> {
  return (await call<{ block: string }>(devnet.url, '/ext/bc/P', 'platform.getBlockByHeight', { height: height.toString(), encoding: 'hex' })).block;
}

async function cBlockHash(devnet: RunningDevnet, number: bigint): Promise<string> {
  return (await call<{ hash: string }>(devnet.url, '/ext/bc/C/rpc', 'eth_getBlockByNumber', [`0x${number.toString(16)}`, false])).hash;
}

/** `read` of 0 to `last`, in order, a few at a time. */
async function upTo(last: bigint, read: (index: bigint) => Promise<string>): Promise<string[]> {
  const all: string[] = [];
  for (let from = 0n; from <= last; from += BigInt(PARALLEL_READS)) {
    const indexes = Array.from({ length: PARALLEL_READS }, (_, offset) => from + BigInt(offset)).filter((index) => index <= last);
    all.push(...(await Promise.all(indexes.map(read))));
  }
  return all;
}

interface Chain {
  pBlocks: string[];
  cHashes: string[];
}

/** The first subnet-EVM chain the P-Chain lists; its block at `number`'s hash (the chain is built, replaying every block time, if nobody had asked for it). */
async function subnetBlockHash(devnet: RunningDevnet, number: bigint): Promise<string> {
  const { blockchains } = await call<{ blockchains: { id: string; vmID: string }[] }>(devnet.url, '/ext/bc/P', 'platform.getBlockchains', {});
  const chain = blockchains.find((candidate) => candidate.vmID === SUBNET_EVM_ID)!;
  return (await call<{ hash: string }>(devnet.url, `/ext/bc/${chain.id}/rpc`, 'eth_getBlockByNumber', [`0x${number.toString(16)}`, false])).hash;
}

/** Every P-Chain block's hex and every C-Chain block's hash, from genesis to the heads given (default: the devnet's). */
async function chainOf(devnet: RunningDevnet, heads?: { height: bigint; cHead: bigint }): Promise<Chain> {
  const height = heads?.height ?? (await pHeight(devnet));
  const cHead = heads?.cHead ?? BigInt(await call<string>(devnet.url, '/ext/bc/C/rpc', 'eth_blockNumber', []));
  return { pBlocks: await upTo(height, (index) => pBlockHex(devnet, index)), cHashes: await upTo(cHead, (number) => cBlockHash(devnet, number)) };
}

let referenceChain: Chain;
let referenceSubnetHash: string;

/** The same blocks as the reference's, read from another devnet up to the reference's heads (a late devnet may have gone on since). */
async function expectReferenceChain(devnet: RunningDevnet): Promise<void> {
  const chain = await chainOf(devnet, { height: BigInt(referenceChain.pBlocks.length - 1), cHead: BigInt(referenceChain.cHashes.length - 1) });
  expect(chain.pBlocks).toEqual(referenceChain.pBlocks);
  expect(chain.cHashes).toEqual(referenceChain.cHashes);
}

beforeAll(async () => {
  // Only the block clocks' ticks are the test's to fire.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  reference = await start({ wallClock: () => referenceNow });
  for (let block = 1; block <= LATE_BLOCKS; block++) {
    referenceNow += INTERVAL_SECONDS * 1000;
    vi.advanceTimersByTime(INTERVAL_SECONDS * 1000);
    await reached(reference, block);
  }
  referenceChain = await chainOf(reference);
  referenceSubnetHash = await subnetBlockHash(reference, BigInt(referenceChain.cHashes.length - 1));
  // Its work from here on (building the chains nobody asked for) would only slow the others.
  await stop(reference);
  dataDir = await mkdtemp(join(tmpdir(), 'devnet-late-'));
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  vi.useRealTimers();
  await Promise.all(running.map((devnet) => devnet.close()));
  await rm(dataDir, { recursive: true, force: true });
});

describe('a devnet started late', () => {
  it('behavior: started hundreds of blocks after its genesis time, it makes the same blocks, byte for byte, as one that made them as they fell due', { timeout: TEST_TIMEOUT_MS }, async () => {
    expect(LATE_BLOCKS).toBeGreaterThan(REPORTED_CATCH_UP_BLOCKS);
    const late = await startedLate(LATE_BLOCKS);
    // It answers at once, from the head reached so far, while it makes the rest.
    expect(await pTime(late)).toBeLessThan(GENESIS_TIME + LATE_BLOCKS * INTERVAL_SECONDS);
    await reached(late, LATE_BLOCKS);
    expect(await pHeight(late)).toBe(BigInt(referenceChain.pBlocks.length - 1));
    expect(referenceChain.cHashes.length).toBeGreaterThan(LATE_BLOCKS);
    await expectReferenceChain(late);
    // A subnet-EVM chain that waited while the gap was made replays to the same blocks.
    expect(await subnetBlockHash(late, BigInt(referenceChain.cHashes.length - 1))).toBe(referenceSubnetHash);
    await stop(late);
  });

  it('behavior: resumed from a data dir after a break of hundreds of blocks, it goes on to the same blocks', { timeout: TEST_TIMEOUT_MS }, async () => {
    const first = await startedLate(BEFORE_BREAK_BLOCKS, { dataDir });
    await reached(first, BEFORE_BREAK_BLOCKS);
    await stop(first);

    const resumed = await startedLate(LATE_BLOCKS, { dataDir });
    expect(resumed.genesisTime).toBe(GENESIS_TIME);
    const breakHeight = resumed.resumed!.height;
    expect(await pBlockHex(resumed, breakHeight)).toBe(referenceChain.pBlocks[Number(breakHeight)]);
    await reached(resumed, LATE_BLOCKS);
    await expectReferenceChain(resumed);
    await stop(resumed);

    // The journal, blocks made while catching up included, replays to the same head once more.
    const again = await startedLate(LATE_BLOCKS, { dataDir, autoBlocks: false });
    expect(again.resumed?.height).toBe(BigInt(referenceChain.pBlocks.length - 1));
    expect(await pBlockHex(again, again.resumed!.height)).toBe(referenceChain.pBlocks.at(-1));
  });
});
