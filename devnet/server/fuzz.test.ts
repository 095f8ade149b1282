import fc from 'fast-check';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { WebSocket } from 'ws';
import { controlService } from '../control/control-service';
import { FaultInjector } from '../control/faults';
import { adminService } from '../evm/admin-service';
import { EWOQ_EVM_ADDRESS, evmChainSpecs } from '../evm/chain-config';
import { ethService } from '../evm/eth-service';
import type { EvmChain } from '../evm/evm-chain';
import { devnetLog } from '../log';
import { createPChain, type PChain } from '../pchain/pchain';
import { httpCase, wsFrame, type FuzzTarget, type HttpCase, type ServerKind, type WsFrame } from './fuzz-cases';
import { DEFAULT_BATCH_LIMIT } from './geth';
import { startNode, type RunningDevnet } from './start-node';

const PORT = 9830;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const GENESIS_TIME = 1_700_000_040;
const HTTP_REQUESTS = 10_000;
const CONCURRENCY = 8;
const WS_CONNECTIONS = 60;
const WS_FRAMES_PER_CONNECTION = 12;
const REQUEST_TIMEOUT_MS = 10_000;
/** The whole HTTP run; fast-check stops and fails the property when it is over. */
const RUN_LIMIT_MS = 40_000;
const WS_RUN_LIMIT_MS = 15_000;
const START_TIMEOUT_MS = 60_000;
const GETH_BODY_LIMIT = 5 * 1024 * 1024;
const GORILLA_BODY_LIMIT = 32 * 1024 * 1024;
const EWOQ_P_ADDRESS = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';

const STATUSES = new Set([200, 405, 413, 415]);
const ERROR_CODES: Record<ServerKind, Set<number>> = {
  gorilla: new Set([-32700, -32600, -32000]),
  geth: new Set([-32700, -32600, -32601, -32602, -32000, -32002, -32003, 3]),
};
/** Texts that would mean a handler crashed instead of refusing bad input. */
const CRASH_SIGNS = ['method handler crashed', 'internal error', 'Cannot read properties', 'is not a function', 'is not iterable', 'Maximum call stack', 'Invalid array length', '    at '];
/** JS values leaking into a message; only a sign when the request did not contain them. */
const LEAK_SIGNS = ['undefined', 'NaN', '[object Object]'];

/** Methods that change the chains, the clock, the faults, the key store or the disk on purpose. */
const STATEFUL = new Set([
  'control.advanceTime', 'control.produceBlocks', 'control.reset', 'control.pauseClock', 'control.resumeClock', 'control.setFaults', 'control.clearFaults',
  'control.createUser', 'admin.startCPUProfiler', 'admin.stopCPUProfiler', 'admin.memoryProfile', 'admin.lockProfile',
]);

let devnet: RunningDevnet;
let pchain: PChain;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

beforeAll(async () => {
  devnet = await startNode({ port: PORT, control: true, admin: true, autoBlocks: false, genesisTime: GENESIS_TIME }, (config) => (pchain = createPChain(config)));
}, START_TIMEOUT_MS);

afterAll(async () => {
  agent.destroy();
  await devnet.close();
});

/** Every endpoint with the method names its service really has (the stateful ones left out). */
function fuzzTargets(): FuzzTarget[] {
  const names = (group: string, service: object) => Object.keys(service).map((name) => `${group}.${name}`).filter((name) => !STATEFUL.has(name));
  const specs = evmChainSpecs(pchain.evmChains(), GENESIS_TIME);
  const control = controlService({} as Parameters<typeof controlService>[0]);
  const admin = adminService({ profileDir: tmpdir(), log: devnetLog });
  const targets: FuzzTarget[] = [
    { kind: 'gorilla', path: '/ext/bc/P', methods: names('platform', pchain.platform) },
    { kind: 'gorilla', path: '/ext/bc/C/native', methods: names('native', pchain.native) },
    { kind: 'gorilla', path: '/ext/bc/C/admin', methods: names('admin', admin) },
    { kind: 'gorilla', path: '/ext/devnet/control', methods: names('control', control) },
  ];
  for (const spec of specs) {
    // Only the method names are read; building a service touches nothing but the spec.
    const eth = ethService({ spec } as unknown as EvmChain, { dialect: 'spec', proofs: { pruning: false, historicalWindow: 0n } });
    const alias = spec.info.alias ?? spec.info.blockchainId;
    targets.push({ kind: 'geth', path: `/ext/bc/${alias}/rpc`, methods: Object.keys(eth) });
    const validators = pchain.validatorsService(spec.info.blockchainId);
    if (validators) targets.push({ kind: 'gorilla', path: `/ext/bc/${spec.info.blockchainId}/validators`, methods: names('validators', validators) });
  }
  return targets;
}

interface Answer {
  status: number;
  text: string;
}

function send(path: string, httpMethod: string, contentType: string | undefined, body: Buffer, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = chunked ? {} : { 'content-length': String(body.length) };
    if (contentType !== undefined) headers['content-type'] = contentType;
    const call = request({ host: '127.0.0.1', port: PORT, path, method: httpMethod, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    call.setTimeout(REQUEST_TIMEOUT_MS, () => call.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    call.on('error', reject);
    call.end(body);
  });
}

/** Distinct JSON-RPC error codes and HTTP statuses seen, for the report line. */
const seenCodes = new Set<number>();
const counts = { http: 0, ws: 0 };

/** What is wrong with one JSON-RPC answer (an object or a batch array), or undefined. */
function rpcProblem(kind: ServerKind, text: string, requestText: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'answer is not JSON';
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  for (const item of items as { result?: unknown; error?: { code?: unknown; message?: unknown } }[]) {
    if (typeof item !== 'object' || item === null) return 'answer item is not an object';
    if (item.error === undefined) {
      if (!('result' in item)) return 'answer has neither result nor error';
      continue;
    }
    const { code, message } = item.error;
    if (typeof code !== 'number' || !ERROR_CODES[kind].has(code)) return `error code ${String(code)} is not one the reference ${kind} server uses`;
    if (typeof message !== 'string') return 'error message is not a string';
    seenCodes.add(code);
    const leak = LEAK_SIGNS.find((sign) => message.includes(sign) && !requestText.includes(sign));
    if (leak) return `error message leaks "${leak}"`;
  }
  return undefined;
}

function httpProblem(fuzz: HttpCase, answer: Answer): string | undefined {
  if (!STATUSES.has(answer.status)) return `HTTP ${answer.status}`;
  const crash = CRASH_SIGNS.find((sign) => answer.text.includes(sign));
  if (crash) return `answer shows "${crash}"`;
  if (answer.status !== 200) return undefined;
  if (answer.text === '') return fuzz.mayBeSilent || fuzz.httpMethod !== 'POST' ? undefined : 'empty answer to a call with an id';
  return rpcProblem(fuzz.target.kind, answer.text, fuzz.body.toString('latin1'));
}

function shown(fuzz: HttpCase): string {
  return `${fuzz.httpMethod} ${fuzz.target.path} (${String(fuzz.contentType)}) ${fuzz.body.toString('latin1').slice(0, 300)}`;
}

/** A failed run in a few lines: where to replay it from and the first bad answer (fast-check prints whole bodies). */
function failure(details: fc.RunDetails<unknown>): string | undefined {
  if (!details.failed) return undefined;
  if (details.interrupted) return `run stopped at its time limit after ${details.numRuns} runs (seed ${details.seed})`;
  return `seed ${details.seed}, path ${String(details.counterexamplePath)}: ${String((details.errorInstance as Error | undefined)?.message ?? details.errorInstance)}`;
}

async function call(path: string, method: string, params: unknown): Promise<unknown> {
  const { text } = await send(path, 'POST', 'application/json', Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })));
  return JSON.parse(text);
}

/** What a fuzz run must leave as it was: heights, heads, time, balances, validators, the control state. */
async function snapshot(targets: FuzzTarget[]): Promise<unknown[]> {
  const evmPaths = targets.filter((target) => target.kind === 'geth').map((target) => target.path);
  return Promise.all([
    call('/ext/bc/P', 'platform.getHeight', {}),
    call('/ext/bc/P', 'platform.getTimestamp', {}),
    call('/ext/bc/P', 'platform.getBalance', { addresses: [EWOQ_P_ADDRESS] }),
    call('/ext/bc/P', 'platform.getCurrentValidators', {}),
    call('/ext/devnet/control', 'control.status', {}),
    ...evmPaths.flatMap((path) => [
      call(path, 'eth_getBlockByNumber', ['latest', false]),
      call(path, 'eth_getBalance', [EWOQ_EVM_ADDRESS, 'latest']),
      call(path, 'eth_getTransactionCount', [EWOQ_EVM_ADDRESS, 'pending']),
    ]),
  ]);
}

it('behavior: every malformed request over HTTP gets the reference error, and the state stays as it was', { timeout: 55_000 }, async () => {
  const started = Date.now();
  const targets = fuzzTargets();
  expect(targets.flatMap((target) => target.methods)).toEqual(expect.arrayContaining(['platform.getHeight', 'native.getUTXOs', 'admin.setLogLevel', 'eth_feeConfig', 'control.status']));
  const before = await snapshot(targets);
  expect(before.every((answer) => (answer as { result?: unknown }).result !== undefined)).toBe(true);
  // eslint-disable-next-line no-console
  console.log(`fuzz: seed ${SEED} (set FUZZ_SEED to replay), ${targets.length} endpoints, ${targets.reduce((sum, target) => sum + target.methods.length, 0)} methods`);
  const statuses = new Set<number>();
  const details = await fc.check(
    fc.asyncProperty(fc.array(httpCase(targets, DEFAULT_BATCH_LIMIT), { minLength: CONCURRENCY, maxLength: CONCURRENCY }), async (cases) => {
      const answers = await Promise.all(cases.map((fuzz) => send(fuzz.target.path, fuzz.httpMethod, fuzz.contentType, fuzz.body)));
      counts.http += cases.length;
      answers.forEach((answer, index) => {
        statuses.add(answer.status);
        const problem = httpProblem(cases[index]!, answer);
        if (problem) throw new Error(`${problem}: ${shown(cases[index]!)} -> ${answer.status} ${answer.text.slice(0, 300)}`);
      });
    }),
    { seed: SEED, numRuns: Math.ceil(HTTP_REQUESTS / CONCURRENCY), interruptAfterTimeLimit: RUN_LIMIT_MS, markInterruptAsFailure: true, endOnFailure: true },
  );
  expect(failure(details)).toBeUndefined();
  expect(await snapshot(targets)).toEqual(before);
  expect(counts.http).toBeGreaterThanOrEqual(HTTP_REQUESTS);
  expect([...statuses]).toEqual(expect.arrayContaining([200, 405, 415]));
  // eslint-disable-next-line no-console
  console.log(`fuzz: ${counts.http} requests over HTTP in ${Date.now() - started} ms, statuses ${[...statuses].sort().join(' ')}, ${seenCodes.size} distinct error codes (${[...seenCodes].sort().join(' ')})`);
});
