import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { findTx, platform } from './fixtures';
import { startHostileNode, type HostileNode } from './hostile-node';

const HOSTILE_PORT = E2E_PORT + 1;
const MARKUP = '<img src=x onerror="window.hostile=1"><script>window.hostile=2</script>';
const SCRIPT_URL = 'javascript:window.hostile=3';
const THOUSAND_DIGITS = `9${'0'.repeat(999)}`;
const TEN_MB = 10 * 1024 * 1024;
const PRIMARY_NETWORK_ID = '11111111111111111111111111111111LpoYY';

let node: HostileNode;

test.beforeAll(async () => {
  node = await startHostileNode(HOSTILE_PORT);
});
test.afterAll(() => node.close());

/** Opens a page of the explorer on the hostile node and records any dialog a script would open. */
async function open(page: Page, path: string): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}rpc=${encodeURIComponent(node.url)}`);
  return dialogs;
}

async function inert(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { hostile?: number }).hostile)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Nothing pushes the page wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

test.describe('hostile node', () => {
  test('error: markup, script and a javascript: URL in a blockchain name are shown as text', async ({ page }) => {
    node.rewrite({
      'platform.getBlockchains': (result) => {
        const chains = result.blockchains as Array<{ id: string; name: string }>;
        chains[0]!.name = MARKUP;
        chains[1]!.name = SCRIPT_URL;
        return JSON.stringify(result);
      },
    });
    const dialogs = await open(page, '/local/subnets');
    await expect(page.getByText(MARKUP).first()).toBeVisible();
    await expect(page.getByText(SCRIPT_URL).first()).toBeVisible();
    await expect(page.locator(`a[href^="javascript:"]`)).toHaveCount(0);
    await inert(page, dialogs);
  });

  test('error: a supply with a thousand digits stays inside its card', async ({ page }) => {
    node.rewrite({ 'platform.getCurrentSupply': (result) => `{"supply":${THOUSAND_DIGITS},"height":${JSON.stringify(result.height)}}` });
    const dialogs = await open(page, '/local');
    const supply = page.getByRole('definition').filter({ has: page.locator('[title$="base units"]') }).first();
    await expect(supply).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest blocks' })).toBeVisible();
    await inert(page, dialogs);
  });

  test('error: a 10 MB memo is shown cut short, and the tx page stays usable', async ({ page }) => {
    const tx = await findTx((candidate) => candidate.unsignedTx.memo !== undefined);
    node.rewrite({
      'platform.getTx': (result) => {
        const unsigned = (result.tx as { unsignedTx: Record<string, unknown> }).unsignedTx;
        unsigned.memo = `0x${'41'.repeat(TEN_MB)}`;
        return JSON.stringify(result);
      },
    });
    const dialogs = await open(page, `/local/tx/${tx.id}`);
    await expect(page.getByText(/10,485,760 bytes/).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.body.innerText.length)).toBeLessThan(200_000);
    await inert(page, dialogs);
  });

  test('error: two subnets managed from each other\'s chains are shown as links, not followed forever', async ({ page }) => {
    const { blockchains } = await platform<{ blockchains: Array<{ id: string; subnetID: string }> }>('getBlockchains');
    const [first, second] = blockchains.filter((chain) => chain.subnetID !== PRIMARY_NETWORK_ID);
    const managerOf: Record<string, string> = { [first!.subnetID]: second!.id, [second!.subnetID]: first!.id };
    node.rewrite({
      'platform.getSubnet': (result, params) => {
        const managerChainID = managerOf[String(params.subnetID)];
        return JSON.stringify(managerChainID ? { ...result, managerChainID, managerAddress: '0x0000000000000000000000000000000000000001', conversionID: first!.id } : result);
      },
    });
    const dialogs = await open(page, `/local/subnets/${first!.subnetID}`);
    const manager = page.getByRole('link', { name: second!.id });
    await expect(manager).toBeVisible();
    await manager.click();
    await expect(page).toHaveURL(new RegExp(`/local/blockchains/${second!.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`/local/subnets/${second!.subnetID}?rpc=${encodeURIComponent(node.url)}`);
    await expect(page.getByRole('link', { name: first!.id })).toBeVisible();
    await inert(page, dialogs);
  });

  test('error: a tx of a kind nobody knows is shown raw, not a crash', async ({ page }) => {
    const tx = await findTx((candidate) => candidate.unsignedTx.memo !== undefined);
    node.rewrite({
      'platform.getTx': (result) => JSON.stringify({ ...result, tx: { unsignedTx: { futureField: MARKUP, weird: [1, 2, 3] }, credentials: [] } }),
    });
    const dialogs = await open(page, `/local/tx/${tx.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(MARKUP).first()).toBeVisible();
    await inert(page, dialogs);
  });
});
