import { expect, test, type Page } from '@playwright/test';
import { spawnDevnet, type SpawnedDevnet } from '../devnet/testing/spawn-devnet';
import { callDevnet } from '../devnet/testing/test-wallet';

/**
 * Two devnets of one network of their own (the run's devnet only serves the app: the other specs
 * move its chain with control calls, which a second devnet would not follow), and one of another.
 */
const GENESIS_AGO_SECONDS = 60;
const chainArgs = (genesis: number, port = '0') => ['--genesis-time', String(genesis), '--block-interval', '1', '--port', port, '--control'];
const BLOCKS_DEEP = 5;
/** Calls the fast node answers while the slow one's share is counted. */
const SLOW_SAMPLE = 5;
/** A node that answers in this many ms counts as slow beside the run's devnet. */
const SLOW_MS = 300;
/** Blocks the first node gets ahead of the stuck one before the dashboard is opened. */
const LAG_BLOCKS = 2;
/** Head changes the dashboard is watched for while one node is stuck. */
const HEAD_CHANGES = 3;

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

interface TxJson {
  id: string;
  unsignedTx: Record<string, unknown>;
}

/** A tx some blocks below the head: both nodes of the network have it, whichever is a block behind. */
async function deepTx(url: string): Promise<{ top: number; tx: TxJson }> {
  const top = await heightOf(url);
  for (let at = top - BLOCKS_DEEP; at > 0; at--) {
    const { block } = await callDevnet<{ block: { txs?: TxJson[]; tx?: TxJson } }>(url, '/ext/bc/P', 'platform.getBlockByHeight', { height: at, encoding: 'json' });
    const tx = block.txs?.[0] ?? block.tx;
    if (tx) return { top, tx };
  }
  throw new Error('no tx on the devnet');
}

async function callsOf(page: Page, url: string): Promise<number> {
  return Number(await (await endpointRow(page, url)).getByRole('cell').last().innerText());
}

test.describe('several endpoints', () => {
  const genesis = Math.floor(Date.now() / 1000) - GENESIS_AGO_SECONDS;
  let first: SpawnedDevnet;
  let second: SpawnedDevnet;
  let other: SpawnedDevnet;

  test.beforeAll(async () => {
    first = spawnDevnet(chainArgs(genesis));
    second = spawnDevnet(chainArgs(genesis));
    other = spawnDevnet([...chainArgs(genesis), '--seed', 'another network']);
    await Promise.all([first.listening, second.listening, other.listening]);
  });

  test.afterAll(async () => {
    await Promise.all([first.stop(), second.stop(), other.stop()]);
  });

  test('behavior: reads are spread and fail over while a node is away, it is used again once back, another network is refused, a slow node gets fewer calls, a stuck node never moves the head back', async ({ page, context }) => {
    // The devnets' catching up with their chain time is waited for with room for a busy machine.
    test.setTimeout(110_000);
    const [firstUrl, secondUrl, otherUrl] = await Promise.all([first.listening, second.listening, other.listening]);
    const rpc = [firstUrl, secondUrl, otherUrl].join(',');
    // Once it has made the blocks since its genesis.
    await expect.poll(() => heightOf(firstUrl), { timeout: 30_000 }).toBeGreaterThan(GENESIS_AGO_SECONDS / 2);
    const { top, tx } = await deepTx(firstUrl);
    // A devnet just started catches up with the chain's time first.
    await expect.poll(() => heightOf(secondUrl), { timeout: 30_000 }).toBeGreaterThanOrEqual(top);
    // A devnet just started answers its first big calls slowly while it fills its caches: warmed up, the two are as fast.
    await Promise.all([warmUp(firstUrl, tx.id), warmUp(secondUrl, tx.id)]);

    await page.goto(`/local/validators?rpc=${rpc}`);
    await expect(page.getByRole('table', { name: 'Validators' }).getByRole('row').nth(1)).toBeVisible();
    const txPage = await context.newPage();
    await txPage.goto(`/local/tx/${tx.id}?rpc=${rpc}`);
    await expect(txPage.getByRole('region', { name: 'Overview' }).getByText('Committed')).toBeVisible();

    // Another network's node is refused, with the reason; the second one is in use.
    await expect((await endpointRow(page, otherUrl)).getByRole('cell').first()).toHaveText('refusedIt is on another network: its P-Chain starts with a different genesis block.');
    await expect.poll(() => callsOf(page, secondUrl), { timeout: 10_000 }).toBeGreaterThan(0);
    // Asked of every node in use, the tx's status is the same on both.
    await txPage.getByRole('button', { name: 'Check the status with all nodes' }).click();
    const agreement = txPage.getByRole('table', { name: 'The status on every node' });
    await expect(agreement.getByRole('row')).toHaveCount(2);
    await expect(agreement.getByRole('row').filter({ hasText: 'Committed' }).filter({ hasText: 'Agree' })).toHaveCount(2);

    // The second node goes away: both pages keep their data and show no error while their calls move to the first.
    await second.stop();
    await expect(async () => {
      for (const open of [page, txPage]) await open.reload();
      await expect(page.getByRole('table', { name: 'Validators' }).getByRole('row').nth(1)).toBeVisible();
      await expect(txPage.getByRole('region', { name: 'Overview' }).getByText('Committed')).toBeVisible();
      await expect((await endpointRow(page, secondUrl)).getByRole('cell').first()).toContainText('out', { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    for (const open of [page, txPage]) await expect(open.getByRole('alert')).toHaveCount(0);

    // Back on its port: probed back and used again.
    const port = new URL(secondUrl).port;
    second = spawnDevnet(chainArgs(genesis, port));
    await second.listening;
    await expect((await endpointRow(page, secondUrl)).getByRole('cell').first()).toContainText(/healthy|slow/, { timeout: 20_000 });
    const before = await callsOf(page, secondUrl);
    await expect.poll(() => callsOf(page, secondUrl), { timeout: 10_000 }).toBeGreaterThan(before);

    // Slowed down, it gets fewer of the page's calls than the fast one.
    await callDevnet(secondUrl, '/ext/devnet/control', 'control.setFaults', { latencyMs: SLOW_MS });
    const [fastBefore, slowBefore] = [await callsOf(page, firstUrl), await callsOf(page, secondUrl)];
    // The page's own calls (the head it polls) over the next seconds: counted by its control.
    await expect.poll(async () => (await callsOf(page, firstUrl)) - fastBefore, { timeout: 15_000 }).toBeGreaterThanOrEqual(SLOW_SAMPLE);
    expect((await callsOf(page, secondUrl)) - slowBefore).toBeLessThan((await callsOf(page, firstUrl)) - fastBefore);

    // Fast again but stuck: its chain stops while the first's goes on. The dashboard, reading from
    // both, only ever moves its head up, past the stuck one's; the stuck one is taken out once it is
    // seen to be behind, and the latest blocks show no error.
    await callDevnet(secondUrl, '/ext/devnet/control', 'control.setFaults', { latencyMs: 0 });
    await callDevnet(secondUrl, '/ext/devnet/control', 'control.pauseClock', {});
    const stuckAt = await heightOf(secondUrl);
    await expect.poll(() => heightOf(firstUrl), { timeout: 10_000 }).toBeGreaterThan(stuckAt + LAG_BLOCKS);
    await page.goto(`/local?rpc=${rpc}`);
    const heightShown = async () => Number(await page.getByRole('region', { name: 'P-Chain' }).getByRole('link').first().innerText());
    await expect.poll(heightShown, { timeout: 10_000 }).toBeGreaterThan(stuckAt);
    for (let change = 0, shown = await heightShown(); change < HEAD_CHANGES; change++) {
      await expect.poll(heightShown, { timeout: 10_000 }).not.toBe(shown);
      const next = await heightShown();
      expect(next).toBeGreaterThan(shown);
      shown = next;
    }
    // The stuck node is out, with the reason, and no section failed.
    await expect((await endpointRow(page, secondUrl)).getByRole('cell').first()).toContainText(/^out\d+ blocks behind another endpoint/);
    await expect(page.getByRole('table', { name: 'Latest P-Chain blocks' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
