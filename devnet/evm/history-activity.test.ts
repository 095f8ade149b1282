import { startHistory, type HistoryEntry, type HistoryTx } from '../../src/lib/account-history';
import { searchHistory, type HistoryReader } from '../../src/lib/account-history-search';
import { fakePChain } from '../testing/fake-pchain';
import { DEFAULT_SEED, startNode, type RunningDevnet } from '../server/start-node';
import { HISTORY_EVERY, HISTORY_PAID_AT, HISTORY_PAID_VALUE, HISTORY_SENDS_AT, HISTORY_SENT_VALUE, historyAccountAddress } from './history-activity';

const GENESIS_TIME = 1_700_000_040;
/** A node building four chains' prebuilt history shares two cores with other work. */
const START_TIMEOUT_MS = 60_000;
const MORE_BLOCKS = 30;

let node: RunningDevnet;

beforeAll(async () => {
  node = await startNode({ port: 0, genesisTime: GENESIS_TIME, control: true, autoBlocks: false, historyAccount: true }, fakePChain);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await node.close();
});

async function call<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(`${node.url}/ext/bc/C/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await response.json()) as { result: T }).result;
}

const hex = (value: bigint) => `0x${value.toString(16)}`;

/** The search's reader over plain JSON-RPC, as the explorer's is over its client. */
const reader: HistoryReader<HistoryTx> = {
  batchLimit: 40,
  nonceAt: async (height) => BigInt(await call<string>('eth_getTransactionCount', [address(), hex(height)])),
  balanceAt: async (height) => BigInt(await call<string>('eth_getBalance', [address(), hex(height)])),
  blockTxs: async (height) => {
    const block = await call<{ timestamp: string; transactions: { hash: string; from: string; to: string | null; value: string }[] }>('eth_getBlockByNumber', [hex(height), true]);
    return { number: height, time: BigInt(block.timestamp), txs: block.transactions.map((tx) => ({ ...tx, value: BigInt(tx.value) })) };
  },
};

const address = () => historyAccountAddress(DEFAULT_SEED);

const summary = (entries: readonly HistoryEntry<HistoryTx>[]) =>
  entries.map((entry) => (entry.kind === 'tx' ? `${entry.block} ${entry.direction} ${entry.tx.value}` : `${entry.block} internal`));

describe('--history-account', () => {
  it('default: the account sends a tx and is paid once every 10 blocks, and the account-history search finds exactly those', async () => {
    await fetch(`${node.url}/ext/devnet/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'control.produceBlocks', params: { count: MORE_BLOCKS } }),
    });
    const head = BigInt(await call<string>('eth_blockNumber', []));
    const state = await searchHistory(startHistory<HistoryTx>(address(), head), reader, { signal: new AbortController().signal });
    const expected: string[] = [];
    for (let block = head; block >= 2n; block--) {
      if (block % HISTORY_EVERY === HISTORY_PAID_AT) expected.push(`${block} in ${HISTORY_PAID_VALUE}`);
      if (block % HISTORY_EVERY === HISTORY_SENDS_AT) expected.push(`${block} out ${HISTORY_SENT_VALUE}`);
    }
    expect(expected.length).toBeGreaterThan(10);
    expect(summary(state.entries)).toEqual(expected);
  });
});
