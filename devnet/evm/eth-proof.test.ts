import { fakePChain } from '../testing/fake-pchain';
import { startNode, type RunningDevnet, type DevnetOptions } from '../server/start-node';
import { defaultProofWindow } from './proof-window';

const GENESIS_TIME = 1_700_000_040;
const EWOQ = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';
const PORTS = { window: 9682, pruning: 9683, any: 9684 };

const nodes: Record<keyof typeof PORTS, RunningDevnet | undefined> = { window: undefined, pruning: undefined, any: undefined };

function start(port: number, options: DevnetOptions): Promise<RunningDevnet> {
  return startNode({ port, genesisTime: GENESIS_TIME, control: true, autoBlocks: false, ...options }, fakePChain);
}

/** Three nodes, each building four chains' prebuilt history, share two cores with other work. */
const START_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  nodes.window = await start(PORTS.window, { historicalProofQueryWindow: 5 });
  nodes.pruning = await start(PORTS.pruning, { pruning: true });
  nodes.any = await start(PORTS.any, { historicalProofQueryWindow: 0 });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(Object.values(nodes).map((node) => node?.close()));
});

async function call(node: RunningDevnet, path: string, method: string, params: unknown): Promise<{ result?: Record<string, unknown> | string; error?: { code: number; message: string } }> {
  const response = await fetch(`${node.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as { result?: Record<string, unknown>; error?: { code: number; message: string } };
}

async function head(node: RunningDevnet): Promise<bigint> {
  return BigInt((await call(node, '/ext/bc/C/rpc', 'eth_blockNumber', [])).result as string);
}

const proofAt = (node: RunningDevnet, number: bigint | string) =>
  call(node, '/ext/bc/C/rpc', 'eth_getProof', [EWOQ, [], typeof number === 'bigint' ? `0x${number.toString(16)}` : number]);

describe('eth_getProof windows', () => {
  it('default: an archival node answers 24 hours of blocks by default', () => {
    expect(defaultProofWindow(2)).toBe(43_200n);
  });

  it('behavior: an archival window answers blocks inside it and rejects older ones as coreth does', async () => {
    const node = nodes.window!;
    const last = await head(node);
    expect((await proofAt(node, last - 5n)).result).toMatchObject({ address: EWOQ });
    expect((await proofAt(node, 'latest')).result).toMatchObject({ address: EWOQ });
    expect((await proofAt(node, last - 6n)).error).toEqual({
      code: -32000,
      message: `block number ${last - 6n} is before the oldest allowed block number ${last - 5n} (window of 5 blocks)`,
    });
  });

  it('behavior: a pruning node answers only the last 32 blocks', async () => {
    const node = nodes.pruning!;
    await call(node, '/ext/devnet/control', 'control.produceBlocks', { count: 3 });
    const last = await head(node);
    expect((await proofAt(node, last - 32n)).result).toMatchObject({ address: EWOQ });
    expect((await proofAt(node, last - 33n)).error?.message).toBe(`block number ${last - 33n} is before the oldest allowed block number ${last - 32n} (window of 32 blocks)`);
  });

  it('behavior: window 0 answers any block, genesis included, from its own state root', async () => {
    const node = nodes.any!;
    await call(node, '/ext/devnet/control', 'control.produceBlocks', { count: 2 });
    const genesis = await proofAt(node, 0n);
    expect(genesis.result).toMatchObject({ address: EWOQ, balance: `0x${(50_000_000n * 10n ** 18n).toString(16)}`, nonce: '0x0' });
    const latest = await proofAt(node, 'latest');
    expect((latest.result as { accountProof: string[] }).accountProof[0]).not.toBe((genesis.result as { accountProof: string[] }).accountProof[0]);
  });

  it('error: a bad storage key is a method error', async () => {
    const answer = await call(nodes.any!, '/ext/bc/C/rpc', 'eth_getProof', [EWOQ, ['0xzz'], 'latest']);
    expect(answer.error).toEqual({ code: -32000, message: 'unable to decode storage key: hex string invalid' });
  });
});
