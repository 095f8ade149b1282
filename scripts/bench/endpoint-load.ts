import type { Page, Request } from '@playwright/test';
import { paths, type NetRef } from '../../src/lib/paths';
import { launch } from './browser';
import { call } from './http';
import { startDevnet, type Devnet } from './processes';
import type { Row } from './report';

/**
 * The load two endpoints of one network carry, and what the survivor carries when one is taken
 * away: two devnets of one seed and genesis time (one chain on both), the built app pointed at both
 * with `?rpc=a,b`, and a visitor opening the main routes. Calls are counted per endpoint as the
 * browser sends them (a batch counts each call in it). Reported, no budget.
 */
const NET = 'local';
const GENESIS_AGO_SECONDS = 60;
/** After the page's network is idle, it stays open this long: its head polls and the lists that follow them count too. */
const DWELL_MS = 4000;
/** Recent P-Chain blocks searched for a tx to open. */
const TX_SEARCH_BLOCKS = 30;
const PERCENT = 100;

function chainArgs(genesis: number): string[] {
  return ['--genesis-time', String(genesis), '--block-interval', '1'];
}

async function recentTx(port: number): Promise<{ height: number; txId: string }> {
  const head = Number((await call<{ height: string }>(port, 'platform.getHeight')).height);
  for (let height = head; height > Math.max(0, head - TX_SEARCH_BLOCKS); height--) {
    const { block } = await call<{ block: { txs?: { id: string }[]; tx?: { id: string } } }>(port, 'platform.getBlockByHeight', { height: String(height), encoding: 'json' });
    const txId = block.txs?.[0]?.id ?? block.tx?.id;
    if (txId) return { height, txId };
  }
  throw new Error(`no tx in the last ${TX_SEARCH_BLOCKS} P-Chain blocks`);
}

interface Visit {
  route: string;
  /** Calls sent per endpoint origin (answered or not). */
  calls: Map<string, number>;
  /** Calls to an endpoint that got no answer at all. */
  unanswered: Map<string, number>;
  /** The texts of the error alerts the page shows at the end. */
  errors: string[];
}

const add = (counts: Map<string, number>, key: string, by: number) => counts.set(key, (counts.get(key) ?? 0) + by);

/** Opens `route` afresh (as a visitor following a link in), waits for it to settle and counts its calls per endpoint. */
async function visit(page: Page, base: string, route: string): Promise<Visit> {
  const calls = new Map<string, number>();
  const unanswered = new Map<string, number>();
  const callsIn = (body: string | null) => (body ? ([] as unknown[]).concat(JSON.parse(body)).length : 0);
  const sent = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/ext/') && request.method() === 'POST') add(calls, url.origin, callsIn(request.postData()));
  };
  const lost = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/ext/') && request.method() === 'POST') add(unanswered, url.origin, callsIn(request.postData()));
  };
  page.on('request', sent);
  page.on('requestfailed', lost);
  try {
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(DWELL_MS);
    const errors = await page.getByRole('alert').allInnerTexts();
    return { route, calls, unanswered, errors: errors.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean) };
  } finally {
    page.off('request', sent);
    page.off('requestfailed', lost);
  }
}

function row(label: string, value: string, note: string): Row {
  return { figure: label, value, spread: '', budget: '', mark: 'report only', note };
}

/** The walk of the main routes, each opened afresh; the pages' own names for the figures. */
async function walk(base: string, routes: readonly string[]): Promise<Visit[]> {
  const browser = await launch();
  try {
    const page = await (await browser.newContext()).newPage();
    const visits: Visit[] = [];
    for (const route of routes) visits.push(await visit(page, base, route));
    return visits;
  } finally {
    await browser.close();
  }
}

function totals(visits: readonly Visit[], pick: (visit: Visit) => Map<string, number>, origin: string): number {
  return visits.reduce((sum, item) => sum + (pick(item).get(origin) ?? 0), 0);
}

/** The section: both endpoints up, then the second stopped. */
export async function endpointLoad(ports: { first: number; second: number }, dist: string): Promise<Row[]> {
  const genesis = Math.floor(Date.now() / 1000) - GENESIS_AGO_SECONDS;
  let second: Devnet | undefined;
  const first = await startDevnet(ports.first, dist, chainArgs(genesis));
  try {
    second = await startDevnet(ports.second, dist, chainArgs(genesis));
    const [a, b] = [`http://127.0.0.1:${ports.first}`, `http://127.0.0.1:${ports.second}`];
    // A devnet just started makes the blocks since its genesis first.
    for (const port of [ports.first, ports.second]) {
      while (Number((await call<{ height: string }>(port, 'platform.getHeight')).height) < GENESIS_AGO_SECONDS / 2) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const { height, txId } = await recentTx(ports.first);
    const ref: NetRef = { id: NET, rpc: `${a},${b}` };
    const routes = [
      paths.dashboard(ref),
      paths.blocks(ref),
      paths.validators(ref),
      paths.subnets(ref),
      paths.block(ref, BigInt(height)),
      paths.tx(ref, txId),
      paths.evmBlocks(ref, 'C'),
    ];
    const name = (route: string) => route.replace(/\?.*$/, '').replace(txId, '<tx>');
    const both = await walk(a, routes);
    await second.stop();
    second = undefined;
    const alone = await walk(a, routes);

    const rows: Row[] = [];
    const [bothA, bothB] = [totals(both, (item) => item.calls, a), totals(both, (item) => item.calls, b)];
    const share = (part: number, whole: number) => `${((part / Math.max(whole, 1)) * PERCENT).toFixed(0)} %`;
    rows.push(
      row('endpoint load, both up: calls to the first / the second', `${bothA} / ${bothB}`, `${share(bothA, bothA + bothB)} / ${share(bothB, bothA + bothB)} of ${bothA + bothB}; ${routes.length} routes, each opened afresh and left open ${DWELL_MS / 1000} s after its network is idle`),
    );
    for (const item of both) rows.push(row(`endpoint load, both up: ${name(item.route)}`, `${item.calls.get(a) ?? 0} / ${item.calls.get(b) ?? 0}`, 'calls to the first / the second'));
    const [aloneA, aloneB] = [totals(alone, (item) => item.calls, a), totals(alone, (item) => item.unanswered, b)];
    const errors = alone.flatMap((item) => item.errors.map((text) => `${name(item.route)}: ${text}`));
    rows.push(
      row('endpoint load, second stopped: calls to the survivor', String(aloneA), `${(aloneA / Math.max(bothA, 1)).toFixed(1)}× its load with both up; ${aloneA + aloneB} calls in all, against ${bothA + bothB} with both up`),
      row('endpoint load, second stopped: calls sent to the stopped one', String(aloneB), 'no answer: its same-network check at each page load, and reads that then moved on to the survivor within the same call'),
      row('endpoint load, second stopped: errors the pages show', String(errors.length), errors.length ? errors.join(' | ') : 'none on any route'),
    );
    for (const item of alone) rows.push(row(`endpoint load, second stopped: ${name(item.route)}`, `${item.calls.get(a) ?? 0} / ${item.unanswered.get(b) ?? 0}`, 'calls to the survivor / unanswered ones to the stopped one'));
    return rows;
  } finally {
    await second?.stop();
    await first.stop();
  }
}
