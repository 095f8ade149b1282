import fc from 'fast-check';
import { existsSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { WebSocket } from 'ws';
import { controlService } from '../control/control-service';
import { adminService } from '../evm/admin-service';
import { EWOQ_EVM_ADDRESS, evmChainSpecs } from '../evm/chain-config';
import { ethService } from '../evm/eth-service';
import type { EvmChain } from '../evm/evm-chain';
import { devnetLog } from '../log';
import { createPChain, type PChain } from '../pchain/pchain';
import { httpCase, NESTING_LIMIT, wsFrame, type FuzzTarget, type HttpCase, type ServerKind, type WsFrame } from './fuzz-cases';
import { DEFAULT_BATCH_LIMIT } from './geth';
import { startNode, type RunningDevnet } from './start-node';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const GENESIS_TIME = 1_700_000_040;
/** The least the run sends, HTTP and WebSocket together. */
const TOTAL_REQUESTS = 10_000;
/** The test runner's report folder, present when the run comes from `npm test`. */
const TEST_REPORTS = '.test-reports';
const HTTP_REQUESTS = 10_000;
const CONCURRENCY = 8;
const WS_CONNECTIONS = 500;
const WS_FRAMES_PER_CONNECTION = 8;
const REQUEST_TIMEOUT_MS = 5_000;
/** Each run's bound; fast-check stops and fails the property when it is over. */
const RUN_LIMIT_MS = 30_000;
const WS_RUN_LIMIT_MS = 15_000;
/** `ws`'s close code for a frame beyond the read limit. */
const MESSAGE_TOO_BIG = 1009;
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
const CRASH_SIGNS = [
  'method handler crashed', 'internal error', '    at ', 'Cannot read properties', 'Cannot set properties', 'Cannot create property', 'Cannot destructure',
  'is not a function', 'is not iterable', 'is not defined', 'is not a constructor', 'Maximum call stack', 'Invalid array length', 'Invalid string length',
  'Invalid typed array length', 'Invalid time value', 'Cannot convert', 'Cannot mix BigInt', 'Do not know how to serialize', 'Unexpected token',
  'is outside the bounds', 'The first argument must be', 'ERR_',
];
/** JS values leaking into a message; only a sign when the request did not contain them. */
const LEAK_SIGNS = ['undefined', 'NaN', '[object Object]'];

/** Methods that change the chains, the clock, the faults, the key store or the disk on purpose. */
const STATEFUL = new Set([
  'control.advanceTime', 'control.produceBlocks', 'control.reset', 'control.pauseClock', 'control.resumeClock', 'control.setFaults', 'control.clearFaults',
  'control.dropWebSockets', 'control.createUser', 'admin.startCPUProfiler', 'admin.stopCPUProfiler', 'admin.memoryProfile', 'admin.lockProfile',
]);

let devnet: RunningDevnet;
/** The port the system chose for the devnet. */
let port: number;
let pchain: PChain;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

beforeAll(async () => {
  devnet = await startNode({ port: 0, control: true, admin: true, autoBlocks: false, genesisTime: GENESIS_TIME }, (config) => (pchain = createPChain(config)));
  port = Number(new URL(devnet.url).port);
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
    const headers: Record<string, string> = chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) };
    if (contentType !== undefined) headers['content-type'] = contentType;
    const call = request({ host: '127.0.0.1', port, path, method: httpMethod, headers, agent }, (response) => {
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
function failure<Ts>(details: fc.RunDetails<Ts>): string | undefined {
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

it('behavior: every malformed request over HTTP gets the reference error, and the state stays as it was', { timeout: RUN_LIMIT_MS + REQUEST_TIMEOUT_MS }, async () => {
  const started = Date.now();
  const targets = fuzzTargets();
  expect(targets.flatMap((target) => target.methods)).toEqual(expect.arrayContaining(['platform.getHeight', 'native.getUTXOs', 'admin.setLogLevel', 'eth_feeConfig', 'control.status']));
  const before = await snapshot(targets);
  expect(before.every((answer) => (answer as { result?: unknown }).result !== undefined)).toBe(true);
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
  expect(counts.http).toBe(HTTP_REQUESTS);
  expect([...statuses]).toEqual(expect.arrayContaining([200, 405, 415]));
  console.log(`fuzz: ${counts.http} requests over HTTP in ${Date.now() - started} ms, statuses ${[...statuses].sort().join(' ')}, ${seenCodes.size} distinct error codes (${[...seenCodes].sort().join(' ')})`);
});

const PROBE = '{"jsonrpc":"2.0","id":"probe","method":"eth_chainId","params":[]}';
const C_CHAIN_ID = '0xa868';

function openSocket(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${devnet.url.replace('http', 'ws')}/ext/bc/C/ws`);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends the frames and a probe; resolves when the probe is answered, the socket closes or time runs out. */
async function exchange(frames: WsFrame[]): Promise<{ outcome: 'answered' | 'closed' | 'hung'; messages: string[] }> {
  const socket = await openSocket();
  const messages: string[] = [];
  const outcome = await new Promise<'answered' | 'closed' | 'hung'>((resolve) => {
    const timer = setTimeout(() => resolve('hung'), REQUEST_TIMEOUT_MS);
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (text.includes('"id":"probe"')) {
        clearTimeout(timer);
        resolve(text.includes(C_CHAIN_ID) ? 'answered' : 'hung');
      } else messages.push(text);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
    for (const frame of frames) socket.send(frame.data, { binary: frame.binary });
    socket.send(PROBE);
  });
  socket.terminate();
  return { outcome, messages };
}

function wsProblem(frames: WsFrame[], outcome: string, messages: string[]): string | undefined {
  const sent = frames.map((frame) => frame.data.toString('latin1')).join('\n');
  for (const message of messages) {
    const crash = CRASH_SIGNS.find((sign) => message.includes(sign));
    if (crash) return `answer shows "${crash}"`;
    const problem = rpcProblem('geth', message, sent);
    if (problem) return problem;
  }
  if (outcome === 'hung') return 'no answer to the probe';
  if (outcome === 'closed') {
    // The reference server hangs up only after naming a decoder error.
    const last = messages[messages.length - 1] ?? '';
    if (!last.includes('"code":-32700')) return 'closed without a parse error';
    return undefined;
  }
  const mustAnswer = frames.filter((frame) => !frame.mayBeSilent).length;
  if (messages.length < mustAnswer) return `${messages.length} answers to ${mustAnswer} calls with an id`;
  return undefined;
}

it('behavior: malformed WebSocket frames and subscriptions get the reference errors; the socket stays usable or closes after a parse error', { timeout: WS_RUN_LIMIT_MS + REQUEST_TIMEOUT_MS }, async () => {
  const started = Date.now();
  const target: FuzzTarget = { kind: 'geth', path: '/ext/bc/C/rpc', methods: fuzzTargets().find((candidate) => candidate.path === '/ext/bc/C/rpc')!.methods };
  const outcomes = new Set<string>();
  const details = await fc.check(
    fc.asyncProperty(fc.array(wsFrame(target, DEFAULT_BATCH_LIMIT), { minLength: WS_FRAMES_PER_CONNECTION, maxLength: WS_FRAMES_PER_CONNECTION }), async (frames) => {
      const { outcome, messages } = await exchange(frames);
      counts.ws += frames.length;
      outcomes.add(outcome);
      const problem = wsProblem(frames, outcome, messages);
      if (problem) throw new Error(`${problem}: ${frames.map((frame) => frame.data.toString('latin1').slice(0, 200)).join(' | ')} -> ${messages.join(' ').slice(0, 400)}`);
    }),
    { seed: SEED, numRuns: WS_CONNECTIONS, interruptAfterTimeLimit: WS_RUN_LIMIT_MS, markInterruptAsFailure: true, endOnFailure: true },
  );
  expect(failure(details)).toBeUndefined();
  expect(counts.ws).toBe(WS_CONNECTIONS * WS_FRAMES_PER_CONNECTION);
  expect([...outcomes].sort()).toEqual(['answered', 'closed']);
  console.log(`fuzz: ${counts.ws} frames over WebSocket on ${WS_CONNECTIONS} connections in ${Date.now() - started} ms`);
});

function rpc(path: string, body: string): Promise<Answer> {
  return send(path, 'POST', 'application/json', Buffer.from(body));
}

const callWith = (method: string, params: string) => `{"jsonrpc":"2.0","id":1,"method":"${method}","params":${params}}`;

it('error: bodies, nesting and batches beyond the limits are refused as the reference node refuses them', { timeout: 20_000 }, async () => {
  const geth = '/ext/bc/C/rpc';
  const oversized = Buffer.from(callWith('eth_getBalance', `["${'a'.repeat(GETH_BODY_LIMIT)}"]`));
  expect(await send(geth, 'POST', 'application/json', oversized)).toEqual({ status: 413, text: `content length too large (${oversized.length}>${GETH_BODY_LIMIT})\n` });
  // Without a Content-Length the body is cut at the limit, so the document ends early.
  expect(await send(geth, 'POST', 'application/json', oversized, true)).toEqual({ status: 200, text: '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}\n' });
  const gorillaOversized = Buffer.from(callWith('platform.getBalance', `{"addresses":["${'a'.repeat(GORILLA_BODY_LIMIT)}"]}`));
  expect(await send('/ext/bc/P', 'POST', 'application/json', gorillaOversized)).toEqual({ status: 413, text: 'request body too large\n' });

  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  expect(JSON.parse((await rpc('/ext/bc/P', nested(NESTING_LIMIT))).text).error.message).toBe('json: cannot unmarshal array into Go value of type json2.serverRequest');
  expect(JSON.parse((await rpc('/ext/bc/P', nested(NESTING_LIMIT + 1))).text).error).toEqual({ code: -32700, message: 'exceeded max depth', data: { jsonrpc: '', method: '', params: null, id: null } });
  expect(JSON.parse((await rpc(geth, callWith('eth_chainId', nested(NESTING_LIMIT - 1)))).text).error.code).toBe(-32602);
  expect(JSON.parse((await rpc(geth, callWith('eth_chainId', nested(NESTING_LIMIT)))).text).error).toEqual({ code: -32700, message: 'parse error' });

  const batch = (size: number) => `[${Array.from({ length: size }, (_, index) => `{"jsonrpc":"2.0","id":${index + 7},"method":"eth_chainId"}`).join(',')}]`;
  expect(JSON.parse((await rpc(geth, batch(DEFAULT_BATCH_LIMIT))).text)).toHaveLength(DEFAULT_BATCH_LIMIT);
  expect((await rpc(geth, batch(DEFAULT_BATCH_LIMIT + 1))).text).toBe('[{"jsonrpc":"2.0","id":7,"error":{"code":-32600,"message":"batch too large"}}]\n');

  const socket = await openSocket();
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.send(Buffer.alloc(GORILLA_BODY_LIMIT + 1, 'a'));
  expect(await closed).toBe(MESSAGE_TOO_BIG);
});

it('behavior: the run sends its bounded count of requests', () => {
  expect(counts.http + counts.ws).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  const summary = `${counts.http + counts.ws} requests, ${counts.ws} over WebSocket, ${seenCodes.size} distinct error codes, seed ${SEED}`;
  console.log(`fuzz: ${summary}`);
  // `npm test` (scripts/test.mjs) repeats this line beside its summary.
  if (existsSync(TEST_REPORTS)) writeFileSync(`${TEST_REPORTS}/fuzz.txt`, summary);
});
