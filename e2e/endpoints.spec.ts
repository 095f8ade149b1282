import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { spawnDevnet, type SpawnedDevnet } from '../devnet/testing/spawn-devnet';
import { callDevnet } from '../devnet/testing/test-wallet';
import { itemAt } from '../src/lib/lists';
import { allowServerStart } from './server-start';
import { closedPortUrl, NODE_URL, pollWithPageTimers, runPageTimersUntil } from './fixtures';

/**
 * Two devnets of one network of their own (the run's devnet only serves the app: the other specs
 * move its chain with control calls, which a second devnet would not follow), and one of another.
 */
/** Blocks the test has both nodes make, alike, before it reads their history. */
const HISTORY_BLOCKS = 10;
const chainArgs = (genesis: number, port = '0') => ['--genesis-time', String(genesis), '--block-interval', '1', '--port', port, '--control'];
const BLOCKS_DEEP = 5;
/**
 * A node that answers in this many ms counts as slow beside the run's devnet (three times slower
 * than the fastest): far above what a busy machine adds to the fast node's answers.
 */
const SLOW_MS = 1500;
/** Blocks the first node gets ahead of the stuck one before the dashboard is opened. */
const LAG_BLOCKS = 2;
/** Head changes the dashboard is watched for while one node is stuck. */
const HEAD_CHANGES = 3;
/** Another loopback port nothing listens on. */
/** More than the devnet makes in blocks one interval apart (600), so its blocks are spaced wider and leave the interval's grid. */
const OFF_GRID_ADVANCE_SECONDS = 601;
const SHORT_HISTORY_SECONDS = 10;
/** The heights after a paused node's reported head where its chain is looked for parting from the others'. */
const FORK_SEARCH_BLOCKS = 5;

/** The endpoints control of the header, opened: one row per endpoint. */
async function endpointRow(page: Page, url: string) {
  const control = page.locator('details').filter({ has: page.getByText(/^Nodes \d\/\d$/) });
  if ((await control.getAttribute('open')) === null) await control.locator('summary').click();
  return page.getByRole('table', { name: 'Endpoints in use' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: url, exact: true }) });
}

async function warmUp(url: string, txId: string): Promise<void> {
  for (const [method, params] of [
    ['platform.getCurrentValidators', {}],
    ['platform.getTx', { txID: txId, encoding: 'json' }],
    ['platform.getTxStatus', { txID: txId }],
  ] as const) {
    await callDevnet(url, '/ext/bc/P', method, params);
  }
}

const heightOf = async (url: string) => Number((await callDevnet<{ height: string }>(url, '/ext/bc/P', 'platform.getHeight', {})).height);
const controlOf = (url: string, method: string, params: unknown = {}) => callDevnet(url, '/ext/devnet/control', `control.${method}`, params);


interface TxJson {
  id: string;
  unsignedTx: Record<string, unknown>;
}

/** A tx some blocks below the head: both nodes of the network have it, whichever is a block behind. */
async function deepTx(url: string): Promise<TxJson> {
  const top = await heightOf(url);
  for (let at = top - BLOCKS_DEEP; at > 0; at--) {
    const { block } = await callDevnet<{ block: { txs?: TxJson[]; tx?: TxJson } }>(url, '/ext/bc/P', 'platform.getBlockByHeight', { height: at, encoding: 'json' });
    const tx = block.txs?.[0] ?? block.tx;
    if (tx) return tx;
  }
  throw new Error('no tx on the devnet');
}

async function callsOf(page: Page, url: string): Promise<number> {
  return Number(await (await endpointRow(page, url)).getByRole('cell').last().innerText());
}

test.describe('several endpoints', () => {
  const genesis = Math.floor(Date.now() / 1000);
  let first: SpawnedDevnet;
  let second: SpawnedDevnet;
  let other: SpawnedDevnet;
  let firstUrl: string;
  let secondUrl: string;
  let otherUrl: string;
  /** A tx both nodes of the network have. */
  let tx: TxJson;

  test.beforeAll(async () => {
    allowServerStart();
    first = spawnDevnet(chainArgs(genesis));
    second = spawnDevnet(chainArgs(genesis));
    other = spawnDevnet([...chainArgs(genesis), '--seed', 'another network']);
    [firstUrl, secondUrl, otherUrl] = await Promise.all([first.listening, second.listening, other.listening]);
    // Every chain of each built (control.status waits for them), so no devnet is still building
    // chains while the pages ask it, and none is too busy to answer in time.
    await Promise.all([firstUrl, secondUrl, otherUrl].map((url) => controlOf(url, 'status')));
    // The history both nodes have: made by their controls, each block an interval after the newest,
    // their clocks paused, up to one height on both (on a busy machine one may have made fewer
    // blocks of the wall clock since its start).
    const network = [firstUrl, secondUrl];
    await Promise.all(network.map((url) => controlOf(url, 'pauseClock')));
    const heights = await Promise.all(network.map(heightOf));
    const top = Math.max(...heights) + HISTORY_BLOCKS;
    await Promise.all(network.map((url, index) => controlOf(url, 'produceBlocks', { count: top - itemAt(heights, index) })));
    await Promise.all(network.map((url) => controlOf(url, 'resumeClock')));
    tx = await deepTx(firstUrl);
    // A devnet just started answers its first big calls slowly while it fills its caches: warmed up, the two are as fast.
    await Promise.all([warmUp(firstUrl, tx.id), warmUp(secondUrl, tx.id)]);
  });

  test.afterAll(async () => {
    // The devnets first: when the set-up failed, there is no context to close.
    await Promise.all([first.stop(), second.stop(), other.stop()]);
    await context?.close();
  });

  test.afterEach(async () => {
    await controlOf(secondUrl, 'clearFaults');
  });

  // One session through the steps: the pages and their pools carry on from one test to the next.
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext | undefined;
  let page: Page;
  let txPage: Page;
  let rpc: string;
  const secondHealth = async () => (await (await endpointRow(page, secondUrl)).getByRole('cell').first().innerText()).trim();

  test('behavior: reads are spread over the nodes of the network, another network is refused, and a tx status asked of all agrees', async ({ browser }) => {
    rpc = [firstUrl, secondUrl, otherUrl].join(',');
    context = await browser.newContext({ baseURL: NODE_URL });
    [page, txPage] = [await context.newPage(), await context.newPage()];
    // The pages' polls, probes and backoff run on their own timers, which the tests run where they wait on them.
    await Promise.all([page.clock.install(), txPage.clock.install()]);
    await page.goto(`/local/validators?rpc=${rpc}`);
    await expect(page.getByRole('table', { name: 'Validators' }).getByRole('row').nth(1)).toBeVisible();
    await txPage.goto(`/local/tx/${tx.id}?rpc=${rpc}`);
    await expect(txPage.getByRole('region', { name: 'Overview' }).getByText('Committed')).toBeVisible();

    // Another network's node is refused, with the reason; the second one is in use.
    await expect((await endpointRow(page, otherUrl)).getByRole('cell').first()).toHaveText('refusedIt is on another network: its P-Chain starts with a different genesis block.');
    await pollWithPageTimers(page, () => callsOf(page, secondUrl)).toBeGreaterThan(0);
    // Asked of every node in use, the tx's status is the same on both.
    await txPage.getByRole('button', { name: 'Check the status with all nodes' }).click();
    const agreement = txPage.getByRole('table', { name: 'The status on every node' });
    await expect(agreement.getByRole('row')).toHaveCount(2);
    await expect(agreement.getByRole('row').filter({ hasText: 'Committed' }).filter({ hasText: 'Agree' })).toHaveCount(2);
  });

  test('behavior: while a node is away (it drops every connection), both pages keep their data and show no error, their calls moved to the other', async () => {
    await controlOf(secondUrl, 'setFaults', { dropConnections: 1 });
    await expect(async () => {
      for (const open of [page, txPage]) await open.reload();
      await expect(page.getByRole('table', { name: 'Validators' }).getByRole('row').nth(1)).toBeVisible();
      await expect(txPage.getByRole('region', { name: 'Overview' }).getByText('Committed')).toBeVisible();
      expect(await secondHealth()).toContain('out');
    }).toPass();
    for (const open of [page, txPage]) await expect(open.getByRole('alert')).toHaveCount(0);
  });

  test('behavior: a node back is probed again and used again', async () => {
    await controlOf(secondUrl, 'clearFaults');
    // Taken out again at each failed probe, it may be a minute of the page's time from its next one.
    await runPageTimersUntil(page, async () => expect(await secondHealth()).toMatch(/healthy|slow/));
    const before = await callsOf(page, secondUrl);
    await pollWithPageTimers(page, () => callsOf(page, secondUrl)).toBeGreaterThan(before);
  });

  test('behavior: a slow node is measured and shown slow beside the fast one', async () => {
    // How the pool shares calls by answer time is checked in its unit tests; here, that real answers
    // over HTTP are timed and the slow node is named. Both chains are held at one height: a head
    // poll that does not move the head goes to the other node next, so the slow one keeps being asked.
    await Promise.all([firstUrl, secondUrl].map((url) => controlOf(url, 'pauseClock')));
    try {
      // Paused a moment apart, one may be blocks behind the other, and a node behind is taken out,
      // not measured: the one behind makes the blocks it lacks (each an interval after its newest,
      // so the same blocks the other made).
      const [firstHeight, secondHeight] = await Promise.all([heightOf(firstUrl), heightOf(secondUrl)]);
      if (firstHeight !== secondHeight) await controlOf(firstHeight < secondHeight ? firstUrl : secondUrl, 'produceBlocks', { count: Math.abs(firstHeight - secondHeight) });
      await controlOf(secondUrl, 'setFaults', { latencyMs: SLOW_MS });
      await expect(async () => expect(await secondHealth()).toBe('slow')).toPass();
      // Written as English writes it: "1,234 ms" once an answer takes a second or more.
      const answerMs = async (url: string) => Number((await (await endpointRow(page, url)).getByRole('cell').nth(2).innerText()).replace(/[^\d]/g, ''));
      expect(await answerMs(firstUrl)).toBeLessThan(await answerMs(secondUrl));
      await expect((await endpointRow(page, firstUrl)).getByRole('cell').first()).toHaveText('healthy');
    } finally {
      await Promise.all([firstUrl, secondUrl].map((url) => controlOf(url, 'resumeClock')));
    }
  });

  test('behavior: a node whose chain is stuck never moves the dashboard’s head back, and is taken out once seen behind', async () => {
    // Its chain stops while the first's goes on. The dashboard, reading from both, only ever moves
    // its head up, past the stuck one's; the latest blocks show no error.
    await controlOf(secondUrl, 'pauseClock');
    try {
      const stuckAt = await heightOf(secondUrl);
      await controlOf(firstUrl, 'produceBlocks', { count: LAG_BLOCKS + 1 });
      await page.goto(`/local?rpc=${rpc}`);
      const heightShown = async () => Number(await page.getByRole('region', { name: 'P-Chain' }).getByRole('link').first().innerText());
      await pollWithPageTimers(page, heightShown).toBeGreaterThan(stuckAt);
      for (let change = 0, shown = await heightShown(); change < HEAD_CHANGES; change++) {
        await controlOf(firstUrl, 'produceBlocks', { count: 1 });
        await pollWithPageTimers(page, heightShown).not.toBe(shown);
        const next = await heightShown();
        expect(next).toBeGreaterThan(shown);
        shown = next;
      }
      // The stuck node is out, with the reason, once one of the head polls the page spreads over both
      // has gone to it; and no section failed.
      await runPageTimersUntil(page, async () => expect(await secondHealth()).toMatch(/^out\d+ blocks behind another endpoint/));
      await expect(page.getByRole('table', { name: 'Latest P-Chain blocks' }).getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    } finally {
      await controlOf(secondUrl, 'resumeClock');
    }
  });
});

test.describe('a fresh visit with a node of the list down', () => {
  /** The validators page works, with no connection panel, and the endpoints control shows the dead node out. */
  async function worksWithout(page: Page, rpc: string, down: string) {
    await page.goto(`/local/validators?rpc=${rpc}`);
    await expect(page.getByRole('table', { name: 'Validators' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText('The node cannot be reached')).toHaveCount(0);
    await expect((await endpointRow(page, down)).getByRole('cell').first()).toHaveText('outCould not reach the node.');
    await expect((await endpointRow(page, NODE_URL)).getByRole('cell').first()).toHaveText(/^(healthy|slow)$/);
    await expect(page.getByText('Nodes 1/2', { exact: true })).toBeVisible();
  }

  test('behavior: the first node of the list down, the page uses the second', async ({ page }) => {
    const down = await closedPortUrl();
    await worksWithout(page, `${down},${NODE_URL}`, down);
  });

  test('behavior: the second node of the list down, the page uses the first', async ({ page }) => {
    const down = await closedPortUrl();
    await worksWithout(page, `${NODE_URL},${down}`, down);
  });

  test('error: with no node of the list answering, the connection panel says so', async ({ page }) => {
    const first = await closedPortUrl();
    let second = await closedPortUrl();
    while (second === first) second = await closedPortUrl();
    await page.goto(`/local/validators?rpc=${first},${second}`);
    const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'The node cannot be reached' }) });
    await expect(panel).toContainText(`No answer from any of its nodes (${first}, ${second}).`);
  });
});

test.describe('a node on another chain', () => {
  // A few blocks of history are enough here.
  const genesis = Math.floor(Date.now() / 1000) - SHORT_HISTORY_SECONDS;
  /** Three devnets of one chain; the last is driven off it. */
  let nodes: SpawnedDevnet[];
  let urls: string[];
  let forkHeight: number;

  test.beforeAll(async () => {
    allowServerStart();
    nodes = [spawnDevnet(chainArgs(genesis)), spawnDevnet(chainArgs(genesis)), spawnDevnet(chainArgs(genesis))];
    urls = await Promise.all(nodes.map((node) => node.listening));
    // Every chain of each built (control.status waits for them), so no devnet is still building
    // chains in the background while the page compares them.
    await Promise.all(urls.map((url) => controlOf(url, 'status')));
    const [firstUrl, secondUrl, driftingUrl] = urls as [string, string, string];
    // Its clock stopped (an advance of nothing waits for a block being made), then moved on by more
    // than a step of blocks on the interval's grid can cover: its next block is off the grid.
    await controlOf(driftingUrl, 'pauseClock');
    const { height } = await callDevnet<{ height: string }>(driftingUrl, '/ext/devnet/control', 'control.advanceTime', { seconds: 0 });
    await controlOf(driftingUrl, 'advanceTime', { seconds: OFF_GRID_ADVANCE_SECONDS });
    // The others have blocks of their own a few heights past the one it stopped at, made by their
    // controls if the wall clock has not made them yet.
    const compared = Number(height) + FORK_SEARCH_BLOCKS;
    await Promise.all(
      [firstUrl, secondUrl].map(async (url) => {
        const missing = compared - (await heightOf(url));
        if (missing > 0) await controlOf(url, 'produceBlocks', { count: missing });
      }),
    );
    // Where the chains part, as their blocks say: after the height the drifting node stopped at, or
    // a little later if a block of its own clock was still being made then.
    const blockAt = async (url: string, at: number) => (await callDevnet<{ block: string }>(url, '/ext/bc/P', 'platform.getBlockByHeight', { height: String(at), encoding: 'hex' })).block;
    forkHeight = Number(height) + 1;
    while ((await blockAt(firstUrl, forkHeight)) === (await blockAt(driftingUrl, forkHeight))) {
      if (++forkHeight > compared) throw new Error(`the drifting node's chain did not part from the others' by height ${compared}`);
    }
    // The blocks just made are on every chain of each (control.status waits for them), so each node
    // answers the page's first calls at once and all three are compared, not the first two to answer.
    await Promise.all(urls.map((url) => controlOf(url, 'status')));
  });

  test.afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
  });

  test('error: a node of the network on another chain is refused, saying since which height and which side is taken as right', async ({ page }) => {
    await page.goto(`/local/validators?rpc=${urls.join(',')}`);
    await expect(page.getByRole('table', { name: 'Validators' }).getByRole('row').nth(1)).toBeVisible();
    await expect((await endpointRow(page, urls[2]!)).getByRole('cell').first()).toHaveText(
      `refusedOn another chain since height ${forkHeight}: its P-Chain blocks from there differ from those of most nodes (2 of 3), which are taken as right.`,
    );
    await expect(page.getByText('Nodes 2/3', { exact: true })).toBeVisible();
  });

  test('behavior: the uptime page shows each node of the list in use as an observer, without adding them', async ({ page }) => {
    await page.goto(`/local/validators/uptime?rpc=${urls.join(',')}`);
    const table = page.getByRole('table', { name: 'Uptime and connection of each Primary Network validator as each node sees them' });
    const inUse = table.getByRole('columnheader', { name: /^Uptime \(127\.0\.0\.1:\d+ \(a node in use\)\)/ });
    for (const url of urls.slice(0, 2)) await expect(table.getByRole('columnheader', { name: new RegExp(`^Uptime \\(${new URL(url).host} \\(a node in use\\)\\)`) })).toBeVisible();
    // The node on another chain is not one, nor is "this node".
    await expect(inUse).toHaveCount(2);
    await expect(table.getByRole('columnheader', { name: /this node/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Observing nodes' }).getByRole('listitem')).toHaveCount(2);
    await expect(table.getByRole('columnheader', { name: /^Median uptime/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('explorer.observers.local'))).toBeNull();
  });
});
