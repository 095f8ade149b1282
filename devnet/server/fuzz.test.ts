import { request } from 'node:http';
import { FAKE_SUBNET_CHAIN_IDS, fakePChain } from './fake-pchain';
import { startNode, type RunningDevnet } from './start-node';

const PORT = 9804;
const BODIES = 2000;
const CONCURRENCY = 16;
const PATHS = [
  '/ext/bc/P',
  '/ext/bc/C/rpc',
  '/ext/bc/C/native',
  '/ext/bc/C/admin',
  `/ext/bc/${FAKE_SUBNET_CHAIN_IDS[0]}/rpc`,
  `/ext/bc/${FAKE_SUBNET_CHAIN_IDS[1]}/validators`,
  '/ext/devnet/control',
];
const METHODS = [
  'platform.getHeight',
  'native.getAtomicTxStatus',
  'admin.setLogLevel',
  'admin.startCPUProfiler',
  'validators.getCurrentValidators',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBalance',
  'eth_feeHistory',
  'eth_feeConfig',
  'eth_getActiveRulesAt',
  'eth_getActivePrecompilesAt',
  'eth_chainId',
  'eth_subscribe',
  'control.status',
  'control.produceBlocks',
  'x',
  '',
];
const ALLOWED_STATUSES = new Set([200, 404, 405, 413, 415]);
/** Messages that would mean a handler crashed instead of refusing bad input. */
const CRASH_SIGNS = ['method handler crashed', 'Cannot read properties', 'is not a function', 'is not iterable', 'Maximum call stack'];

let devnet: RunningDevnet;

/** Start-up builds the EVM chains' prebuilt history on @ethereumjs; the machine may be busy. */
const START_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  devnet = await startNode({ port: PORT, control: true, admin: true, autoBlocks: false, genesisTime: 1_700_000_040 }, fakePChain);
}, START_TIMEOUT_MS);

afterAll(() => devnet.close());

/** A small seeded generator so a failing body can be reproduced. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const random = generator(42);
const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function randomValue(depth: number): unknown {
  const kind = Math.floor(random() * (depth > 3 ? 6 : 8));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick([0, -1, 1.5, 2 ** 64, 1e308, 42, 1700000600]);
    case 3:
      return pick(['', 'latest', '0x', '0x10', '0xffffffffffffffffff', 'earliest', `0x${'ab'.repeat(32)}`, '\u0000', 'NodeID-x', '<&>']);
    case 4:
      return `0x${Math.floor(random() * 64).toString(16)}`;
    case 5:
      return pick([[], {}, [50, 10], [1, 2, 3]]);
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, () => [pick(['txID', 'level', 'nodeIDs', 'count', 'errorRate', 'blockHash', 'id']), randomValue(depth + 1)]),
      );
  }
}

function randomBody(): string {
  const style = Math.floor(random() * 6);
  const call = { jsonrpc: pick(['2.0', '2.0', '2.0', '1.0', 5]), id: pick([1, 'a', null, {}, [1]]), method: pick(METHODS), params: randomValue(0) };
  const text = JSON.stringify(call);
  switch (style) {
    case 0:
      return text;
    case 1:
      return text.slice(0, Math.floor(random() * text.length));
    case 2:
      return JSON.stringify(Array.from({ length: Math.floor(random() * 5) }, () => ({ ...call, method: pick(METHODS) })));
    case 3:
      return Array.from({ length: Math.floor(random() * 64) }, () => String.fromCharCode(Math.floor(random() * 256))).join('');
    case 4:
      return '['.repeat(Math.floor(random() * 20_000));
    default:
      return text.replace(/[":,]/, pick(['', '\\', '\u00ff', '}']));
  }
}

function send(path: string, body: string, contentType: string | undefined): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-length': String(Buffer.byteLength(body)) };
    if (contentType) headers['content-type'] = contentType;
    const call = request({ host: '127.0.0.1', port: PORT, path, method: pick(['POST', 'POST', 'POST', 'GET', 'PUT', 'OPTIONS']), headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

it('behavior: random and malformed bodies always get a well-formed answer', { timeout: 30_000 }, async () => {
  const started = Date.now();
  const bodies = Array.from({ length: BODIES }, () => ({
    path: pick(PATHS),
    body: randomBody(),
    contentType: pick(['application/json', 'application/json', 'text/plain', undefined]),
  }));
  const failures: string[] = [];
  for (let start = 0; start < bodies.length; start += CONCURRENCY) {
    await Promise.all(
      bodies.slice(start, start + CONCURRENCY).map(async ({ path, body, contentType }) => {
        const { status, text } = await send(path, body, contentType);
        if (!ALLOWED_STATUSES.has(status)) failures.push(`${status} ${path} ${body.slice(0, 80)}`);
        if (status === 200 && text !== '' && (text.startsWith('{') || text.startsWith('['))) JSON.parse(text);
        if (CRASH_SIGNS.some((sign) => text.includes(sign))) failures.push(`crash ${path} ${body.slice(0, 80)} -> ${text.slice(0, 200)}`);
      }),
    );
  }
  expect(failures).toEqual([]);
  expect(Date.now() - started).toBeLessThan(20_000);
  const after = await fetch(`${devnet.url}/ext/bc/C/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
  });
  expect(await after.text()).toBe('{"jsonrpc":"2.0","id":1,"result":"0xa868"}\n');
});
