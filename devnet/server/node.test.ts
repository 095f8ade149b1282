import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { WebSocket } from 'ws';
import { FEE_CONFIG_CHANGE_BLOCK, PRECOMPILE_DISABLE_DELAY_SECONDS } from '../evm/chain-config';
import { FAKE_C_CHAIN_ID, FAKE_SUBNET_CHAIN_IDS, fakePChain } from '../testing/fake-pchain';
import { startNode, type RunningDevnet } from './start-node';

const GENESIS_TIME = 1_700_000_040;
const FEE_CHAIN = FAKE_SUBNET_CHAIN_IDS[0]!;
const MINT_CHAIN = FAKE_SUBNET_CHAIN_IDS[1]!;
const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures');
/** Two nodes build their EVM chains' prebuilt history on @ethereumjs; the machine may be busy. */
const START_TIMEOUT_MS = 60_000;

let devnet: RunningDevnet;
let reference: RunningDevnet;
let staticDir: string;
let profileDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'devnet-static-'));
  profileDir = mkdtempSync(join(tmpdir(), 'devnet-profiles-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>explorer</title>');
  writeFileSync(join(staticDir, 'assets', 'app-1234.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  devnet = await startNode(
    { port: 0, genesisTime: GENESIS_TIME, control: true, admin: true, profileDir, autoBlocks: false, serveDir: staticDir },
    fakePChain,
  );
  reference = await startNode({ port: 0, genesisTime: GENESIS_TIME, dialect: 'reference', autoBlocks: false }, fakePChain);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await devnet.close();
  await reference.close();
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
});

let nextId = 1;

async function call(path: string, method: string, params: unknown, base = devnet.url): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
}

async function result<T>(path: string, method: string, params: unknown, base?: string): Promise<T> {
  const answer = await call(path, method, params, base);
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}

const rpc = (chain: string) => `/ext/bc/${chain}/rpc`;
const control = (method: string, params: unknown = {}) => result<Record<string, unknown>>('/ext/devnet/control', `control.${method}`, params);

describe('EVM chains', () => {
  it('default: identifies the C-Chain', async () => {
    expect(await result(rpc('C'), 'eth_chainId', [])).toBe('0xa868');
    expect(await result(rpc('C'), 'net_version', [])).toBe('43112');
    expect(await result(rpc(FAKE_C_CHAIN_ID), 'eth_chainId', [])).toBe('0xa868');
    expect(typeof (await result(rpc('C'), 'web3_clientVersion', []))).toBe('string');
  });

  it('default: the C-Chain config is the local one, alphabetical, without upgrades', async () => {
    const config = await result<Record<string, unknown>>(rpc('C'), 'eth_getChainConfig', []);
    const real = JSON.parse(readFileSync(join(FIXTURES, 'real-responses', 'eth_getChainConfig_c-chain-local.json'), 'utf8')) as {
      response: { result: Record<string, unknown> };
    };
    expect(Object.keys(config)).toEqual([...Object.keys(config)].sort());
    expect(config).toEqual({ ...real.response.result, graniteTimestamp: 1607144400, heliconTimestamp: 253399622400 });
  });

  it('default: a subnet-EVM config ends with upgrades, with a disabled precompile', async () => {
    const config = await result<Record<string, unknown>>(rpc(FEE_CHAIN), 'eth_getChainConfig', []);
    const keys = Object.keys(config);
    expect(keys[keys.length - 1]).toBe('upgrades');
    expect(keys.slice(0, -1)).toEqual([...keys.slice(0, -1)].sort());
    expect(config.upgrades).toEqual({
      precompileUpgrades: [{ txAllowListConfig: { blockTimestamp: GENESIS_TIME + PRECOMPILE_DISABLE_DELAY_SECONDS, disable: true } }],
    });
    expect(config.feeManagerConfig).toEqual({ adminAddresses: ['0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc'], blockTimestamp: 0 });
    const plain = await result<Record<string, unknown>>(rpc(FAKE_SUBNET_CHAIN_IDS[2]!), 'eth_getChainConfig', []);
    expect(plain.upgrades).toEqual({});
  });

  it('behavior: the base fee moves over the fee history', async () => {
    const history = await result<{ oldestBlock: string; baseFeePerGas: string[]; gasUsedRatio: number[]; reward: string[][] }>(
      rpc('C'),
      'eth_feeHistory',
      ['0x20', 'latest', [25, 75]],
    );
    expect(history.baseFeePerGas).toHaveLength(33);
    expect(history.gasUsedRatio).toHaveLength(32);
    expect(history.reward).toHaveLength(32);
    expect(history.reward[5]).toHaveLength(2);
    expect(new Set(history.baseFeePerGas).size).toBeGreaterThan(3);
    const baseFee = await result<string>(rpc('C'), 'eth_baseFee', []);
    expect(baseFee).toBe(history.baseFeePerGas[32]);
  });

  it('error: eth_feeHistory rejects decreasing percentiles', async () => {
    const answer = await call(rpc('C'), 'eth_feeHistory', [4, 'latest', [50, 10]]);
    expect(answer.error).toEqual({ code: -32000, message: 'invalid reward percentile: #0:50.000000 > #1:10.000000' });
  });

  it('behavior: eth_feeConfig reports the FeeManager change at its block', async () => {
    const before = await result<{ feeConfig: { minBaseFee: number }; lastChangedAt: number }>(rpc(FEE_CHAIN), 'eth_feeConfig', [
      `0x${(FEE_CONFIG_CHANGE_BLOCK - 1n).toString(16)}`,
    ]);
    expect(before).toEqual({ feeConfig: expect.objectContaining({ minBaseFee: 25000000000 }), lastChangedAt: 0 });
    const latest = await result<{ feeConfig: { minBaseFee: number }; lastChangedAt: number }>(rpc(FEE_CHAIN), 'eth_feeConfig', []);
    expect(latest.lastChangedAt).toBe(Number(FEE_CONFIG_CHANGE_BLOCK));
    expect(latest.feeConfig.minBaseFee).toBe(33000000000);
    const other = await result<{ lastChangedAt: number }>(rpc(MINT_CHAIN), 'eth_feeConfig', ['latest']);
    expect(other.lastChangedAt).toBe(0);
  });

  it.each(['geth_unfinalized.json', 'geth_bad-timestamp-arg.json'])('behavior: %s answers as the reference node', async (name) => {
    const derived = JSON.parse(readFileSync(join(FIXTURES, 'derived-errors', name), 'utf8')) as { request: unknown; response: unknown };
    const response = await fetch(`${devnet.url}${rpc(FEE_CHAIN)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(derived.request) });
    expect(await response.text()).toBe(`${JSON.stringify(derived.response)}\n`);
  });

  it('behavior: rules at two times show the precompile disabled by an upgrade', async () => {
    type Rules = { ethRules: Record<string, unknown>; chainRules: Record<string, boolean>; precompiles: Record<string, { timestamp: number }> };
    const before = await result<Rules>(rpc(FEE_CHAIN), 'eth_getActiveRulesAt', [GENESIS_TIME]);
    const after = await result<Rules>(rpc(FEE_CHAIN), 'eth_getActiveRulesAt', [GENESIS_TIME + PRECOMPILE_DISABLE_DELAY_SECONDS]);
    expect(before.precompiles).toEqual({ feeManagerConfig: { timestamp: 0 }, txAllowListConfig: { timestamp: 0 } });
    expect(after.precompiles).toEqual({ feeManagerConfig: { timestamp: 0 } });
    expect(before.ethRules.ChainID).toBe(99001);
    expect(before.chainRules).toEqual({ IsSubnetEVM: true, IsDurango: true, IsEtna: true, IsFortuna: true, IsGranite: true, IsHelicon: false });
    const precompiles = await result<Record<string, unknown>>(rpc(FEE_CHAIN), 'eth_getActivePrecompilesAt', [GENESIS_TIME + PRECOMPILE_DISABLE_DELAY_SECONDS]);
    expect(Object.keys(precompiles)).toEqual(['feeManagerConfig']);
  });

  it('error: the subnet-EVM methods do not exist on the C-Chain', async () => {
    for (const method of ['eth_feeConfig', 'eth_getActiveRulesAt', 'eth_getActivePrecompilesAt']) {
      expect((await call(rpc('C'), method, [])).error).toEqual({ code: -32601, message: `the method ${method} does not exist/is not available` });
    }
  });

  it('default: blocks by number, tag and hash', async () => {
    const latest = await result<Record<string, unknown>>(rpc('C'), 'eth_getBlockByNumber', ['latest', false]);
    const number = await result<string>(rpc('C'), 'eth_blockNumber', []);
    expect(latest.number).toBe(number);
    expect(Object.keys(latest)).toEqual([...Object.keys(latest)].sort());
    const byHash = await result<Record<string, unknown>>(rpc('C'), 'eth_getBlockByHash', [latest.hash, true]);
    expect(byHash.hash).toBe(latest.hash);
    const transactions = byHash.transactions as Record<string, unknown>[];
    expect(transactions.map((tx) => tx.hash)).toEqual(latest.transactions);
    const earliest = await result<Record<string, unknown>>(rpc('C'), 'eth_getBlockByNumber', ['earliest', false]);
    expect(earliest.number).toBe('0x0');
    expect(await result(rpc('C'), 'eth_getBlockByHash', [`0x${'ab'.repeat(32)}`, false])).toBeNull();
    expect((await call(rpc('C'), 'eth_getBlockByNumber', ['0xfffff', false])).error?.message).toBe('cannot query unfinalized data');
    expect((await call(rpc('C'), 'eth_getBlockByNumber', [5, false])).error).toEqual({ code: -32602, message: 'invalid argument 0: hex string without 0x prefix' });
  });

  it('default: personal_, txpool_ and debug_ are off, as on a public node', async () => {
    for (const method of ['personal_listAccounts', 'txpool_status', 'debug_traceTransaction']) {
      expect((await call(rpc('C'), method, [])).error).toEqual({ code: -32601, message: `the method ${method} does not exist/is not available` });
    }
  });

  it('behavior: the funded key pays for its transfers', async () => {
    const address = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';
    const atGenesis = BigInt(await result<string>(rpc('C'), 'eth_getBalance', [address, '0x0']));
    const now = BigInt(await result<string>(rpc('C'), 'eth_getBalance', [address, 'latest']));
    expect(atGenesis).toBe(50_000_000n * 10n ** 18n);
    expect(now).toBeLessThan(atGenesis);
  });
});

describe('dialects and gorilla routes', () => {
  it('default: the spec dialect serves native.* at /ext/bc/C/native', async () => {
    expect(await result('/ext/bc/C/native', 'native.getAtomicTxStatus', { txID: '' })).toEqual({ status: 'Unknown' });
    expect((await fetch(`${devnet.url}/ext/bc/C/avax`, { method: 'POST' })).status).toBe(404);
  });

  it('behavior: the reference dialect serves avax.* and avalancheRules', async () => {
    expect(await result('/ext/bc/C/avax', 'avax.getAtomicTxStatus', {}, reference.url)).toEqual({ status: 'Unknown' });
    const rules = await result<Record<string, unknown>>(rpc(FEE_CHAIN), 'eth_getActiveRulesAt', [], reference.url);
    expect(Object.keys(rules)).toEqual(['ethRules', 'avalancheRules', 'precompiles']);
    expect((await fetch(`${reference.url}/ext/bc/C/admin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
    expect((await fetch(`${reference.url}/ext/devnet/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
  });

  it('default: P-Chain aliases and subnet-EVM validators', async () => {
    for (const path of ['/ext/bc/P', '/ext/P', '/ext/platform', '/ext/bc/platform', '/ext/bc/11111111111111111111111111111111LpoYY']) {
      expect(await result<{ height: string }>(path, 'platform.getHeight', {})).toHaveProperty('height');
    }
    expect(await result(`/ext/bc/${MINT_CHAIN}/validators`, 'validators.getCurrentValidators', {})).toEqual({ validators: [] });
    expect((await fetch(`${devnet.url}/ext/bc/C/validators`, { method: 'POST' })).status).toBe(404);
  });

  it('default: info.getNetworkID names the network as a reference node does (a decimal string); other info methods do not exist', async () => {
    expect(await result('/ext/info', 'info.getNetworkID', {})).toEqual({ networkID: '12345' });
    expect((await call('/ext/info', 'info.getNodeVersion', {})).error?.message).toMatch(/^rpc: can't find method/);
  });

  it('behavior: the admin API keeps profiler state and checks log levels', async () => {
    expect(await result('/ext/bc/C/admin', 'admin.startCPUProfiler', {})).toEqual({});
    expect((await call('/ext/bc/C/admin', 'admin.startCPUProfiler', {})).error?.message).toBe('cpu profiler already running');
    expect(await result('/ext/bc/C/admin', 'admin.stopCPUProfiler', [])).toEqual({});
    expect(await result('/ext/bc/C/admin', 'admin.setLogLevel', { level: 'DEBUG' })).toEqual({});
    expect((await call('/ext/bc/C/admin', 'admin.setLogLevel', { level: 'loud' })).error?.message).toBe('failed to parse log level: unknown level: loud ');
    expect((await call('/ext/bc/C/admin', 'admin_setLogLevel', [])).error?.message).toBe('rpc: service/method request ill-formed: "admin_setLogLevel"');
  });
});

describe('control and WebSocket', () => {
  it('behavior: a newHeads subscriber receives the head when a block is produced', async () => {
    const socket = new WebSocket(`${devnet.url.replace('http', 'ws')}/ext/bc/C/ws`);
    const messages: Record<string, unknown>[] = [];
    const waitFor = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (messages.length >= count ? resolve() : setTimeout(check, 10));
        check();
      });
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] }));
    await waitFor(1);
    const subscription = messages[0]!.result as string;
    expect(subscription).toMatch(/^0x[0-9a-f]{32}$/);
    await control('produceBlocks', { count: 1 });
    await waitFor(2);
    const head = await result<string>(rpc('C'), 'eth_blockNumber', []);
    expect(messages[1]).toMatchObject({ method: 'eth_subscription', params: { subscription, result: { number: head } } });
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'eth_chainId', params: [] }));
    await waitFor(3);
    expect(messages[2]).toEqual({ jsonrpc: '2.0', id: 2, result: '0xa868' });
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'eth_unsubscribe', params: [subscription] }));
    await waitFor(4);
    expect(messages[3]).toEqual({ jsonrpc: '2.0', id: 3, result: true });
    socket.close();
  });

  it('behavior: dropWebSockets ends every open socket and refuses new ones until the window ends', async () => {
    const url = `${devnet.url.replace('http', 'ws')}/ext/bc/C/ws`;
    const open = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    const sockets = [await open(), await open()];
    const closes = sockets.map((socket) => new Promise<number>((resolve) => socket.once('close', resolve)));
    expect((await control('status')).openWebSockets).toBe(2);

    expect(await control('dropWebSockets', { refuseMs: 60_000 })).toEqual({ closed: 2 });
    // No closing handshake: the client sees the abnormal closure of a lost connection.
    expect(await Promise.all(closes)).toEqual([1006, 1006]);
    expect((await control('status')).openWebSockets).toBe(0);
    await expect(open()).rejects.toThrow('Unexpected server response: 503');

    await control('clearFaults');
    const again = await open();
    expect((await control('status')).openWebSockets).toBe(1);
    await new Promise((resolve) => {
      again.once('close', resolve);
      again.close();
    });
    expect(await control('dropWebSockets')).toEqual({ closed: 0 });
    const refused = await call('/ext/devnet/control', 'control.dropWebSockets', { refuseMs: -1 });
    expect(refused.error?.message).toMatch(/^couldn't unmarshal an argument/);
  });

  it('behavior: produceBlocks, advanceTime and reset drive the state', async () => {
    const start = await control('status');
    const produced = await control('produceBlocks', { count: 3 });
    expect(BigInt(produced.height as string)).toBe(BigInt(start.height as string) + 3n);
    const advanced = await control('advanceTime', { seconds: 3600 });
    expect(advanced.chainTime).toBe((produced.chainTime as number) + 3600);
    const reset = await control('reset');
    expect(reset.height).toBe('0');
    expect(reset.chainTime).toBe(GENESIS_TIME);
    expect((reset.evmChains as { height: string }[])[0]!.height).toBe('32');
    expect(reset.clockRunning).toBe(false);
  });

  it('behavior: pauseClock answers with the clock alone (the P-Chain head, and that it stands), waiting for no EVM chain', async () => {
    const { height } = await result<{ height: string }>('/ext/bc/P', 'platform.getHeight', {});
    const status = await control('status');
    expect(await control('pauseClock')).toEqual({ height, chainTime: status.chainTime, clockRunning: false, frozen: false });
  });

  it('behavior: setFaults applies to the API, never to control, until cleared', async () => {
    await control('setFaults', { latencyMs: 0, errorRate: 1, failMethods: [], dropConnections: 0 });
    const failing = await fetch(`${devnet.url}/ext/bc/P`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(failing.status).toBe(503);
    expect((await control('status')).faults).toEqual({ latencyMs: 0, errorRate: 1, failMethods: [], garbageMethods: [], dropConnections: 0 });
    await control('clearFaults');
    expect(await result<{ height: string }>('/ext/bc/P', 'platform.getHeight', {})).toHaveProperty('height');
  });

  it('error: control params are checked', async () => {
    const answer = await call('/ext/devnet/control', 'control.setFaults', { errorRate: 2 });
    expect(answer.error?.message).toBe('errorRate must be a number between 0 and 1');
  });
});

describe('static files', () => {
  it('default: serves index.html for the root and for deep links', async () => {
    for (const path of ['/', '/local/validators/NodeID-abc', '/index.html']) {
      const response = await fetch(`${devnet.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<title>explorer</title>');
    }
  });

  const getAsset = (acceptEncoding: string, name = 'app-1234.js') =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${devnet.url}/assets/${name}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('behavior: assets are cached for long and gzipped on request', async () => {
    const { headers, body } = await getAsset('gzip');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['cache-control']).toContain('immutable');
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toContain('console.log');
  });

  it('behavior: the build\'s Brotli file goes to a browser that takes Brotli; gzip when there is none or it is stale', async () => {
    const source = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    const file = join(staticDir, 'assets', 'app-5678.js');
    writeFileSync(file, source);
    expect((await getAsset('gzip, deflate, br', 'app-5678.js')).headers['content-encoding']).toBe('gzip');
    writeFileSync(`${file}.br`, brotliCompressSync(source));
    const { headers, body } = await getAsset('gzip, deflate, br', 'app-5678.js');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(body).toString()).toBe(source);
    expect((await getAsset('gzip, br;q=0', 'app-5678.js')).headers['content-encoding']).toBe('gzip');
    // A rebuilt file with an older .br beside it: the .br is not sent.
    const later = new Date(Date.now() + 60_000);
    writeFileSync(file, `${source}//`);
    utimesSync(file, later, later);
    const rebuilt = await getAsset('gzip, br', 'app-5678.js');
    expect(rebuilt.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(rebuilt.body).toString()).toBe(`${source}//`);
  });

  it('error: a missing asset is 404 and paths never leave the folder', async () => {
    expect((await fetch(`${devnet.url}/assets/missing.js`)).status).toBe(404);
    const escaped = await fetch(`${devnet.url}/%2e%2e/%2e%2e/etc/passwd`);
    expect(await escaped.text()).toContain('<title>explorer</title>');
  });
});
