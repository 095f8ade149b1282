import { fakePChain } from '../testing/fake-pchain';
import { startNode, type RunningDevnet } from '../server/start-node';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EWOQ_PRIVATE_KEY } from './background-activity';
import { FAIL_REASON, scenarioAt } from './contract-activity';

const GENESIS_TIME = 1_700_000_040;
const EWOQ = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';
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

async function call(method: string, params: unknown[]): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  const response = await fetch(`${devnet.url}/ext/bc/C/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
}

async function result<T>(method: string, params: unknown[]): Promise<T> {
  const answer = await call(method, params);
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}

async function produceBlocks(count: number): Promise<void> {
  await fetch(`${devnet.url}/ext/devnet/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'control.produceBlocks', params: { count } }),
  });
}

describe('dev APIs (--dev-apis)', () => {
  it('behavior: personal_ accounts sign, recover and send; txpool_ shows the pooled transaction until the block', async () => {
    const created = await result<string>('personal_newAccount', ['secret']);
    expect(await result<string[]>('personal_listAccounts', [])).toContain(created);
    expect((await call('personal_unlockAccount', [created, 'wrong', null])).error).toEqual({ code: -32000, message: 'could not decrypt key with given passphrase' });
    const signature = await result<string>('personal_sign', ['0x68656c6c6f', created, 'secret']);
    expect(await result<string>('personal_ecRecover', ['0x68656c6c6f', signature])).toBe(created);

    const ewoq = await result<string>('personal_importRawKey', [Buffer.from(EWOQ_PRIVATE_KEY).toString('hex'), 'pw']);
    expect(ewoq).toBe(EWOQ);
    expect((await call('eth_sendTransaction', [{ from: ewoq, to: created, value: '0x1' }])).error?.message).toBe('authentication needed: password or unlock');
    const hash = await result<string>('personal_sendTransaction', [{ from: ewoq, to: created, value: '0xde0b6b3a7640000' }, 'pw']);
    expect(await result('txpool_status', [])).toEqual({ pending: '0x1', queued: '0x0' });
    const content = await result<{ pending: Record<string, Record<string, { hash: string }>> }>('txpool_content', []);
    expect(Object.values(content.pending['0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC']!).map((tx) => tx.hash)).toEqual([hash]);
    await produceBlocks(1);
    expect(await result('txpool_status', [])).toEqual({ pending: '0x0', queued: '0x0' });
    expect(await result<{ status: string }>('eth_getTransactionReceipt', [hash])).toMatchObject({ status: '0x1' });
    expect(await result('eth_getBalance', [created, 'latest'])).toBe('0xde0b6b3a7640000');
  });

  it('behavior: debug_traceTransaction with callTracer gives the create and call frames', async () => {
    const block = await result<{ transactions: string[] }>('eth_getBlockByNumber', ['0x1', false]);
    const [deployHash, transferHash] = block.transactions;
    const deployReceipt = await result<{ contractAddress: string; gasUsed: string }>('eth_getTransactionReceipt', [deployHash]);
    const deploy = await result<Record<string, unknown>>('debug_traceTransaction', [deployHash, { tracer: 'callTracer' }]);
    expect(deploy).toMatchObject({ type: 'CREATE', from: EWOQ, to: deployReceipt.contractAddress, gasUsed: deployReceipt.gasUsed, value: '0x0' });
    const transfer = await result<Record<string, unknown>>('debug_traceTransaction', [transferHash, { tracer: 'callTracer' }]);
    expect(Object.keys(transfer)).toEqual(['from', 'gas', 'gasUsed', 'to', 'input', 'output', 'value', 'type']);
    expect(transfer).toMatchObject({ type: 'CALL', from: EWOQ, to: deployReceipt.contractAddress, output: `0x${'1'.padStart(64, '0')}` });
    expect((transfer.input as string).startsWith('0xa9059cbb')).toBe(true);
  });

  it('error: debug_traceTransaction of an unknown hash, and an unknown tracer', async () => {
    expect((await call('debug_traceTransaction', [`0x${'ab'.repeat(32)}`, { tracer: 'callTracer' }])).error?.message).toBe('transaction not found');
    expect((await call('debug_traceTransaction', [`0x${'ab'.repeat(32)}`, { tracer: 'fooTracer' }])).error?.message).toBe('tracer fooTracer not found');
  });
});

/** The trace of the contract account's transaction in a block (the last one of the block). */
async function scenarioTrace(number: bigint): Promise<{ trace: Frame; status: string; logs: Array<{ topics: string[] }> }> {
  const block = await result<{ transactions: string[] }>('eth_getBlockByNumber', [`0x${number.toString(16)}`, false]);
  const hash = block.transactions.at(-1)!;
  const receipt = await result<{ status: string; logs: Array<{ topics: string[] }> }>('eth_getTransactionReceipt', [hash]);
  return { trace: await result<Frame>('debug_traceTransaction', [hash, { tracer: 'callTracer' }]), status: receipt.status, logs: receipt.logs };
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
    await produceBlocks(Number(blockOf('panic')));

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

  it('behavior: a self-destruct is a frame of its own, with the balance it sends, as in geth', async () => {
    // Imported by the first test already when it ran; the same key and password either way.
    await call('personal_importRawKey', [Buffer.from(EWOQ_PRIVATE_KEY).toString('hex'), 'pw']);
    // Init code that returns the runtime code CALLER SELFDESTRUCT (0x33ff).
    const deploy = await result<string>('personal_sendTransaction', [{ from: EWOQ, data: '0x6002600c60003960026000f333ff', gas: '0x186a0' }, 'pw']);
    await produceBlocks(1);
    const { contractAddress } = await result<{ contractAddress: string }>('eth_getTransactionReceipt', [deploy]);
    const hash = await result<string>('personal_sendTransaction', [{ from: EWOQ, to: contractAddress, value: '0x5', gas: '0x186a0' }, 'pw']);
    await produceBlocks(1);
    const trace = await result<Frame>('debug_traceTransaction', [hash, { tracer: 'callTracer' }]);
    expect(trace.calls).toEqual([{ from: contractAddress, gas: '0x0', gasUsed: '0x0', to: EWOQ, input: '0x', value: '0x5', type: 'SELFDESTRUCT' }]);
    keysInGethOrder(trace);
  });

  it('behavior: the key order checked above is the one of geth’s published trace', () => {
    const { result } = JSON.parse(readFileSync(join(FIXTURES, 'inner_revert_reason.json'), 'utf8')) as { result: Frame };
    keysInGethOrder(result);
  });
});
