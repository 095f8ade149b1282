import { expect, test, type Page } from '@playwright/test';
import { spawnDevnet, type SpawnedDevnet } from '../devnet/testing/spawn-devnet';
import { callDevnet } from '../devnet/testing/test-wallet';
import { E2E_CHAIN_ARGS } from '../playwright.config';
import { height, NODE_URL, scanBlocks } from './fixtures';

const BLOCKS_DEEP = 5;
/** Calls the fast node answers while the slow one's share is counted. */
const SLOW_SAMPLE = 5;
/** A node that answers in this many ms counts as slow beside the run's devnet. */
const SLOW_MS = 300;

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

async function callsOf(page: Page, url: string): Promise<number> {
  return Number(await (await endpointRow(page, url)).getByRole('cell').last().innerText());
}

test.describe('several endpoints', () => {
  let second: SpawnedDevnet;
  let other: SpawnedDevnet;

  test.beforeAll(async () => {
    second = spawnDevnet([...E2E_CHAIN_ARGS, '--port', '0', '--control']);
    other = spawnDevnet([...E2E_CHAIN_ARGS, '--port', '0', '--seed', 'another network']);
    await Promise.all([second.listening, other.listening]);
  });

  test.afterAll(async () => {
    await Promise.all([second.stop(), other.stop()]);
  });

  test('behavior: reads are spread and fail over while a node is away, it is used again once back, another network is refused, a slow node gets fewer calls', async ({ page, context }) => {
    test.setTimeout(60_000);
    const secondUrl = await second.listening;
    const otherUrl = await other.listening;
    const rpc = [NODE_URL, secondUrl, otherUrl].join(',');
    // A tx some blocks deep: both nodes of the network have it, whichever is a block behind.
    const top = await height();
    const tx = await scanBlocks((block, at) => (at <= top - BLOCKS_DEEP ? block.txs?.find((candidate) => Array.isArray(candidate.unsignedTx.outputs)) : undefined), {
      attempts: 1,
      between: async () => undefined,
      what: 'transfer some blocks deep',
    });
    // A devnet just started catches up with the chain's time first.
    await expect.poll(async () => Number((await callDevnet<{ height: string }>(secondUrl, '/ext/bc/P', 'platform.getHeight', {})).height), { timeout: 15_000 }).toBeGreaterThanOrEqual(top);
    // A devnet just started answers its first big calls slowly while it fills its caches: warmed up, it is as fast as the first.
    await warmUp(secondUrl, tx.id);

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
    second = spawnDevnet([...E2E_CHAIN_ARGS, '--port', port, '--control']);
    await second.listening;
    await expect((await endpointRow(page, secondUrl)).getByRole('cell').first()).toContainText(/healthy|slow/, { timeout: 20_000 });
    const before = await callsOf(page, secondUrl);
    await expect.poll(() => callsOf(page, secondUrl), { timeout: 10_000 }).toBeGreaterThan(before);

    // Slowed down, it gets fewer of the page's calls than the fast one.
    await callDevnet(secondUrl, '/ext/devnet/control', 'control.setFaults', { latencyMs: SLOW_MS });
    const [fastBefore, slowBefore] = [await callsOf(page, NODE_URL), await callsOf(page, secondUrl)];
    // The page's own calls (the head it polls) over the next seconds: counted by its control.
    await expect.poll(async () => (await callsOf(page, NODE_URL)) - fastBefore, { timeout: 15_000 }).toBeGreaterThanOrEqual(SLOW_SAMPLE);
    expect((await callsOf(page, secondUrl)) - slowBefore).toBeLessThan((await callsOf(page, NODE_URL)) - fastBefore);
  });
});
