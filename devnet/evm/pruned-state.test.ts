import { fakePChain } from '../testing/fake-pchain';
import { startNode, type RunningDevnet } from '../server/start-node';

const GENESIS_TIME = 1_700_000_040;
const EWOQ = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';
/** A node building four chains' prebuilt history shares two cores with other work. */
const START_TIMEOUT_MS = 60_000;

let node: RunningDevnet;

beforeAll(async () => {
  node = await startNode({ port: 0, genesisTime: GENESIS_TIME, control: true, autoBlocks: false, pruning: true }, fakePChain);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await node.close();
});

const produceBlocks = (count: number) =>
  fetch(`${node.url}/ext/devnet/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'control.produceBlocks', params: { count } }) });

async function call(method: string, params: unknown[]): Promise<{ result?: string; error?: { code: number; message: string } }> {
  const response = await fetch(`${node.url}/ext/bc/C/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return (await response.json()) as { result?: string; error?: { code: number; message: string } };
}

const hex = (number: bigint) => `0x${number.toString(16)}`;
const MISSING_ROOT = /^missing trie node [0-9a-f]{64} \(owner 0{64}\) \(path \) <nil>$/;

describe('a pruning node’s state', () => {
  it('default: the tip buffer’s state is read; older state is gone, as coreth answers', async () => {
    await produceBlocks(40);
    const head = BigInt((await call('eth_blockNumber', [])).result!);
    expect(head).toBeGreaterThan(40n);
    expect((await call('eth_getBalance', [EWOQ, hex(head - 32n)])).result).toMatch(/^0x[0-9a-f]+$/);
    expect((await call('eth_getTransactionCount', [EWOQ, 'latest'])).result).toMatch(/^0x[0-9a-f]+$/);
    for (const [method, params] of [
      ['eth_getBalance', [EWOQ, hex(head - 33n)]],
      ['eth_getTransactionCount', [EWOQ, '0x0']],
      ['eth_getCode', [EWOQ, hex(head - 40n)]],
      ['eth_call', [{ to: EWOQ, data: '0x' }, hex(head - 33n)]],
    ] as const) {
      const answer = await call(method, [...params]);
      expect(answer.error?.code).toBe(-32000);
      expect(answer.error?.message).toMatch(MISSING_ROOT);
    }
  });
});
