import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakePChain } from '../server/fake-pchain';
import { startNode, type RunningDevnet } from '../server/start-node';
import { FAIL_REASON, scenarioAt } from './contract-activity';

const GENESIS_TIME = 1_700_000_040;
const START_TIMEOUT_MS = 30_000;
const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'call-tracer');
/** The key order geth writes a call frame in (its fields that are set), as in the published traces. */
const GETH_KEY_ORDER = ['from', 'gas', 'gasUsed', 'to', 'input', 'output', 'error', 'revertReason', 'calls', 'value', 'type'];

interface Frame {
  type: string;
  from: string;
  to?: string;
  value?: string;
  input: string;
  output?: string;
  error?: string;
  revertReason?: string;
  calls?: Frame[];
}

let devnet: RunningDevnet;

beforeAll(async () => {
  devnet = await startNode({ port: 0, genesisTime: GENESIS_TIME, control: true, devApis: true, autoBlocks: false }, fakePChain);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await devnet.close();
});

async function post(path: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(`${devnet.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result;
}

const eth = <T>(method: string, params: unknown[]) => post('/ext/bc/C/rpc', method, params) as Promise<T>;

/** The trace of the contract account's transaction in a block (the last one of the block). */
async function scenarioTrace(number: bigint): Promise<{ trace: Frame; status: string; logs: Array<{ topics: string[] }> }> {
  const block = await eth<{ transactions: string[] }>('eth_getBlockByNumber', [`0x${number.toString(16)}`, false]);
  const hash = block.transactions.at(-1)!;
  const receipt = await eth<{ status: string; logs: Array<{ topics: string[] }> }>('eth_getTransactionReceipt', [hash]);
  return { trace: await eth<Frame>('debug_traceTransaction', [hash, { tracer: 'callTracer' }]), status: receipt.status, logs: receipt.logs };
}

function keysInGethOrder(frame: Frame): void {
  const keys = Object.keys(frame);
  expect(keys).toEqual(GETH_KEY_ORDER.filter((key) => keys.includes(key)));
  frame.calls?.forEach(keysInGethOrder);
}

const blockOf = (scenario: string) => {
  for (let number = 2n; ; number++) if (scenarioAt(number)?.scenario === scenario) return number;
};

describe('contract activity', () => {
  it('behavior: the scenarios run through the real EVM and trace as geth’s callTracer does', async () => {
    await post('/ext/devnet/control', 'control.produceBlocks', { count: Number(blockOf('panic')) });

    const forward = await scenarioTrace(blockOf('forward'));
    expect(forward.status).toBe('0x1');
    keysInGethOrder(forward.trace);
    expect(forward.trace.type).toBe('CALL');
    const delegated = forward.trace.calls![0]!;
    expect(delegated.type).toBe('DELEGATECALL');
    expect(delegated.calls!.map((call) => [call.type, call.value])).toEqual([
      ['CALL', '0x14d1120d7b160000'],
      ['CALL', '0x14d1120d7b160000'],
      ['STATICCALL', undefined],
    ]);

    const fail = await scenarioTrace(blockOf('fail'));
    expect(fail.status).toBe('0x0');
    keysInGethOrder(fail.trace);
    expect(fail.trace).toMatchObject({ error: 'execution reverted', revertReason: FAIL_REASON });
    expect(fail.trace.output!.startsWith('0x08c379a0')).toBe(true);

    const overfill = await scenarioTrace(blockOf('overfill'));
    expect(overfill.trace).toMatchObject({ error: 'execution reverted', calls: [{ type: 'CALL', error: 'execution reverted' }] });
    // A custom error: the data is kept, there is no reason text.
    expect(overfill.trace.revertReason).toBeUndefined();
    expect(overfill.trace.calls![0]!.output).toBe(overfill.trace.output);

    const panic = await scenarioTrace(blockOf('panic'));
    expect(panic.trace).toMatchObject({ error: 'execution reverted', revertReason: 'division or modulo by zero' });

    const transfer = await scenarioTrace(blockOf('transfer'));
    expect(transfer.status).toBe('0x1');
    // An ERC-721 Transfer: the token ID is the third indexed topic.
    expect(transfer.logs[0]!.topics).toHaveLength(4);
  });

  it('behavior: the key order checked above is the one of geth’s published trace', () => {
    const { result } = JSON.parse(readFileSync(join(FIXTURES, 'inner_revert_reason.json'), 'utf8')) as { result: Frame };
    keysInGethOrder(result);
  });
});
