import { setMaxListeners } from 'node:events';
import { historyProgress, startHistory, type HistoryState } from '../../src/lib/account-history';
import { searchHistory } from '../../src/lib/account-history-search';
import { historyReader } from '../../src/queries/evm-history';
import { createRpcClient } from '../../src/rpc/client';
import { MAX_BATCH_SIZE } from '../../src/rpc/transport';
import type { EvmTransaction } from '../../src/rpc/methods/eth';
import { SPEC_SETTINGS } from '../../src/rpc/testing/network-settings';
import { figure, type Row } from './report';
import { countingFetch, serveSimulatedNode, type RpcRequest } from './simulated-node';

/**
 * The address page's history search (the app's client, batching, and search) for an account that
 * sent 200 txs and received 200 transfers at blocks spread over 100,000, against a simulated node on
 * loopback that answers its nonce, balance and blocks: the devnet makes blocks too slowly to hold
 * 100,000 of them in a bench run (docs/performance.md).
 */
const HEAD = 100_000n;
const SENT = 200;
const RECEIVED = 200;
const RUNS = 3;
const FIRST_PAGE = 25;
const ACCOUNT = '0x00000000000000000000000000000000000a11ce';
const OTHER = '0x00000000000000000000000000000000000b0b00';
const START_BALANCE = 10n ** 24n;
const VALUE = 10n ** 15n;
const FEE = 21_000n * 25_000_000_000n;

const hex = (value: bigint) => `0x${value.toString(16)}`;

/** Distinct blocks in 1..HEAD from a fixed seed (xorshift), in order, the first SENT of them the sent txs'. */
function eventBlocks(): { sent: Set<bigint>; received: Set<bigint>; sorted: { block: bigint; sent: boolean }[] } {
  let seed = 0x2545f491;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const blocks = new Set<bigint>();
  while (blocks.size < SENT + RECEIVED) blocks.add(1n + BigInt(Math.floor(next() * Number(HEAD))));
  const all = [...blocks];
  const sent = new Set(all.slice(0, SENT));
  const received = new Set(all.slice(SENT));
  const sorted = all.sort((a, b) => (a < b ? -1 : 1)).map((block) => ({ block, sent: sent.has(block) }));
  return { sent, received, sorted };
}

const EVENTS = eventBlocks();

/** The account's nonce and balance after block `height`. */
function stateAt(height: bigint): { nonce: bigint; balance: bigint } {
  let nonce = 0n;
  let balance = START_BALANCE;
  for (const event of EVENTS.sorted) {
    if (event.block > height) break;
    if (event.sent) {
      nonce++;
      balance -= VALUE + FEE;
    } else balance += VALUE;
  }
  return { nonce, balance };
}

function blockJson(height: bigint): unknown {
  const tx = (from: string, to: string, nonce: bigint) => ({
    hash: `0x${height.toString(16).padStart(64, '0')}`,
    from,
    to,
    value: hex(VALUE),
    gas: hex(21_000n),
    nonce: hex(nonce),
    input: '0x',
    blockNumber: hex(height),
    transactionIndex: '0x0',
  });
  const transactions = EVENTS.sent.has(height) ? [tx(ACCOUNT, OTHER, stateAt(height).nonce - 1n)] : EVENTS.received.has(height) ? [tx(OTHER, ACCOUNT, 0n)] : [];
  return {
    number: hex(height),
    hash: `0x${(height + 1n).toString(16).padStart(64, '0')}`,
    parentHash: `0x${height.toString(16).padStart(64, '0')}`,
    timestamp: hex(1_700_000_000n + height * 2n),
    miner: OTHER,
    gasLimit: hex(15_000_000n),
    gasUsed: hex(21_000n * BigInt(transactions.length)),
    transactions,
  };
}

function answer(request: RpcRequest): unknown {
  const height = (place: number) => BigInt(String(request.params[place]));
  const result =
    request.method === 'eth_getTransactionCount'
      ? hex(stateAt(height(1)).nonce)
      : request.method === 'eth_getBalance'
        ? hex(stateAt(height(1)).balance)
        : request.method === 'eth_getBlockByNumber'
          ? blockJson(height(0))
          : hex(HEAD);
  return { jsonrpc: '2.0', id: request.id, result };
}

/** Whether the newest page of entries is final: that many found above every block still to search. */
function firstPageFound(state: HistoryState<EvmTransaction>): boolean {
  const { checkedBackTo } = historyProgress(state);
  return state.entries.filter((entry) => entry.block >= checkedBackTo).length >= FIRST_PAGE;
}

export async function accountHistoryFigures(): Promise<Row[]> {
  const node = await serveSimulatedNode(answer);
  try {
    const times: number[] = [];
    const firstPageTimes: number[] = [];
    let counter = countingFetch();
    let found = 0;
    for (let run = 0; run < RUNS; run++) {
      counter = countingFetch();
      const client = createRpcClient({ ...SPEC_SETTINGS, baseUrl: node.url }, { fetch: counter.fetch, retries: 0 });
      // Every call of a round listens on the search's signal: Node warns past 10 listeners.
      const { signal } = new AbortController();
      setMaxListeners(MAX_BATCH_SIZE, signal);
      const started = performance.now();
      let firstPage: number | undefined;
      const state = await searchHistory(startHistory<EvmTransaction>(ACCOUNT, HEAD), historyReader(client, 'C', ACCOUNT), {
        signal,
        onRound: (round) => {
          if (firstPage === undefined && firstPageFound(round)) firstPage = performance.now() - started;
        },
      });
      times.push(performance.now() - started);
      firstPageTimes.push(firstPage ?? Number.NaN);
      found = state.entries.length;
    }
    const note = `app's client and search; simulated node on loopback; ${found} of ${SENT + RECEIVED} found; ${counter.calls()} calls in ${counter.requests()} HTTP requests`;
    const label = `history of an account with ${SENT} sent and ${RECEIVED} received over ${HEAD.toLocaleString('en-US')} blocks`;
    return [
      figure(`${label}: whole history`, times.map((ms) => ms / 1000), { unit: 's', digits: 2, budget: { at: 'most', limit: 10 }, note }),
      figure(`${label}: newest ${FIRST_PAGE} final`, firstPageTimes.map((ms) => ms / 1000), { unit: 's', digits: 2, budget: { at: 'most', limit: 1.5 } }),
      figure(`${label}: calls made`, [counter.calls()], { unit: '', budget: { at: 'most', limit: 3000 } }),
    ];
  } finally {
    await node.close();
  }
}
