import { fakePChain } from '../server/fake-pchain';
import { startNode, type RunningDevnet } from '../server/start-node';
import { EWOQ_PRIVATE_KEY } from './background-activity';

const GENESIS_TIME = 1_700_000_040;
const EWOQ = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';
const START_TIMEOUT_MS = 30_000;

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
    await fetch(`${devnet.url}/ext/devnet/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'control.produceBlocks', params: { count: 1 } }),
    });
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
