import { startCursor, isDone, scanStep } from '../../src/lib/log-scan';
import { addressTopic, transferFiltersFor, transfersOfLogs } from '../../src/lib/token-transfers';
import { TRANSFER_TOPIC } from '../../src/lib/evm-events';
import { readLogWindow } from '../../src/queries/evm-log-scan';
import { createRpcClient } from '../../src/rpc/client';
import { SPEC_SETTINGS } from '../../src/rpc/testing/network-settings';
import { figure, type Row } from './report';
import { countingFetch, serveSimulatedNode, type RpcRequest } from './simulated-node';

/**
 * The address page's token-transfer scan over 10,000 blocks, with the app's client and scanner,
 * against a node on loopback that keeps geth's `eth_getLogs` cap (2,048 blocks, refused with geth's
 * words) and holds one transfer to the address every 10 blocks. A simulated node: the devnet makes
 * blocks too slowly to hold 10,000 of them in a bench run (docs/performance.md).
 */
const SCANNED_BLOCKS = 10_000n;
const HEAD = 20_000n;
const EVERY = 10n;
const MAX_RANGE = 2048n;
const RUNS = 3;
const HOLDER = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';
const TOKEN = '0x17ab05351fc94a1a67bf3f56ddbb941ae6c63e25';

const hex = (value: bigint) => `0x${value.toString(16)}`;

interface Filter {
  fromBlock: string;
  toBlock: string;
  topics?: (string | string[] | null)[];
}

const matches = (wanted: string | string[] | null | undefined, topic: string) =>
  wanted === null || wanted === undefined || (Array.isArray(wanted) ? wanted.includes(topic) : wanted === topic);

function logsFor(filter: Filter): unknown {
  const from = BigInt(filter.fromBlock);
  const to = BigInt(filter.toBlock);
  if (to - from + 1n > MAX_RANGE) return { error: { code: -32000, message: `requested too many blocks from ${from} to ${to}, maximum is set to ${MAX_RANGE}` } };
  const topics = [TRANSFER_TOPIC, addressTopic(TOKEN), addressTopic(HOLDER)];
  const logs: Record<string, unknown>[] = [];
  if (!(filter.topics ?? []).every((wanted, index) => matches(wanted, topics[index] ?? ''))) return { result: logs };
  for (let block = from + ((EVERY - (from % EVERY)) % EVERY); block <= to; block += EVERY) {
    logs.push({
      address: TOKEN,
      topics,
      data: `0x${(block * 1000n).toString(16).padStart(64, '0')}`,
      blockNumber: hex(block),
      blockHash: `0x${block.toString(16).padStart(64, '0')}`,
      transactionHash: `0x${(block + 1n).toString(16).padStart(64, '0')}`,
      transactionIndex: '0x0',
      logIndex: '0x0',
      removed: false,
    });
  }
  return { result: logs };
}

function answer(request: RpcRequest): unknown {
  const body = request.method === 'eth_getLogs' ? logsFor(request.params[0] as Filter) : { result: hex(HEAD) };
  return { jsonrpc: '2.0', id: request.id, ...(body as object) };
}

export async function logScanFigures(): Promise<Row[]> {
  const node = await serveSimulatedNode(answer);
  try {
    const times: number[] = [];
    let counter = countingFetch();
    let found = 0;
    for (let run = 0; run < RUNS; run++) {
      counter = countingFetch();
      const client = createRpcClient({ ...SPEC_SETTINGS, baseUrl: node.url }, { fetch: counter.fetch, retries: 0 });
      const target = { kind: 'bench', subject: HOLDER, filters: transferFiltersFor(HOLDER), read: transfersOfLogs };
      const started = performance.now();
      let cursor = startCursor(HEAD, HEAD - SCANNED_BLOCKS + 1n);
      found = 0;
      while (!isDone(cursor)) {
        const step = await scanStep(cursor, (window) => readLogWindow(client, 'C', target, window, new AbortController().signal));
        found += step.items.length;
        cursor = step.cursor;
      }
      times.push(performance.now() - started);
    }
    const note = `app's client and scanner; simulated node on loopback with geth's 2,048-block eth_getLogs cap; ${found} transfers found; ${counter.calls()} eth_getLogs calls in ${counter.requests()} HTTP requests`;
    return [
      figure('10,000-block backward scan for one address’s token transfers: time', times, { unit: 'ms', note }),
      figure('10,000-block backward scan for one address’s token transfers: calls made', [counter.calls()], { unit: '' }),
    ];
  } finally {
    await node.close();
  }
}
