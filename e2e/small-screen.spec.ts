import { expect, test, type Locator, type Page } from '@playwright/test';
import { everyChainBuilt, findTx } from './fixtures';
import { activeL1Validator, validatorWithDelegator } from './validators-fixtures';

const PHONE_WIDTH_PX = 390;
/** The devnet's funded C-Chain account: it has sent transactions with a value. */
const FUNDED_ADDRESS = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
test.use({ viewport: { width: PHONE_WIDTH_PX, height: 844 } });

interface Route {
  path: string;
  h1: string;
  /** Shown once the page's data is in, which is when a wide value would push the page sideways. */
  ready: (page: Page) => Locator;
}

const ROUTES: Route[] = [
  { path: '/local', h1: 'Local devnet', ready: (page) => page.getByRole('heading', { name: 'Latest blocks' }) },
  { path: '/local/blocks', h1: 'Blocks', ready: (page) => page.getByRole('table', { name: /^P-Chain blocks/ }) },
  { path: '/local/validators', h1: 'Primary Network validators', ready: (page) => page.getByRole('table', { name: 'Validators' }) },
  { path: '/local/subnets', h1: 'Subnets', ready: (page) => page.getByRole('table', { name: 'Subnets' }) },
  { path: '/local/chains', h1: 'All chains', ready: (page) => page.getByRole('table', { name: 'Every blockchain of every subnet' }) },
  { path: '/local/fees', h1: 'Fees', ready: (page) => page.getByText(/samples stored, going back to/) },
  { path: '/local/chains/C/config', h1: 'C-Chain', ready: (page) => page.getByRole('heading', { name: 'Precompiles and upgrades' }) },
  { path: '/local/chains/C/fees', h1: 'C-Chain', ready: (page) => page.getByRole('img', { name: /^C-Chain: base fee per block/ }) },
  { path: '/local/tools/decode', h1: 'Decode', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/local/tools/broadcast', h1: 'Broadcast a signed transaction', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/local/node', h1: 'Node', ready: (page) => page.getByRole('table', { name: 'Endpoints of the node' }).getByText('available').first() },
  { path: '/local/watchlist', h1: 'Watchlist', ready: (page) => page.getByRole('heading', { name: 'Watched items' }) },
];

/** Once the page has settled (a table picks its columns for the width after its first frame), nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { message: 'page wider than the screen' }).toBeLessThanOrEqual(0);
}

test.beforeAll(everyChainBuilt);

test.describe(`small screen (${PHONE_WIDTH_PX} px)`, () => {
  for (const route of ROUTES) {
    test(`layout: ${route.path} does not scroll sideways`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.h1, exact: true })).toBeVisible();
      await expect(route.ready(page)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }

  test('layout: a P-Chain tx page, owners and all, does not scroll sideways', async ({ page }) => {
    const tx = await findTx((candidate) => Array.isArray(candidate.unsignedTx.outputs) && candidate.unsignedTx.outputs.length > 0);
    await page.goto(`/local/tx/${tx.id}`);
    const outputs = page.getByRole('table', { name: 'Outputs' });
    await expect(outputs.getByText(/must sign/).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('layout: entity pages with tables and charts (validator, L1 validator, EVM address) do not scroll sideways', async ({ page }) => {
    const { validator } = await validatorWithDelegator();
    await page.goto(`/local/validators/${validator.nodeID}`);
    await expect(page.getByRole('table', { name: 'Delegators' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);

    const { validationID } = await activeL1Validator();
    await page.goto(`/local/l1-validators/${validationID}`);
    await expect(page.getByRole('img', { name: /^Balance at the current price/ })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto(`/local/chains/C/address/${FUNDED_ADDRESS}`);
    await expect(page.getByRole('table', { name: 'Transactions of this account' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('layout: the validators table opens with the node, weight, fee, uptime and time left', async ({ page }) => {
    await page.goto('/local/validators');
    const table = page.getByRole('table', { name: 'Validators' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([/^Node ID/, /^Total weight/, /^Fee/, /^Uptime/, /^Time left/]);
    await expectNoSidewaysScroll(page);
  });

  test('layout: an L1 validators table keeps the balance and the runway in view', async ({ page }) => {
    const { subnetID } = await activeL1Validator();
    for (const path of [`/local/subnets/${subnetID}`, `/local/validators?subnet=${subnetID}`]) {
      await page.goto(path);
      const table = page.getByRole('table', { name: 'L1 validators' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText([/^Validation ID/, /^Balance/, /^Runway/]);
      // Inside the box the table scrolls in, with nothing to scroll to: in view without a swipe.
      const box = (await table.locator('xpath=..').boundingBox())!;
      for (const name of [/^Balance/, /^Runway/]) {
        const header = (await table.getByRole('columnheader', { name }).boundingBox())!;
        expect(header.x + header.width, `${path}: ${name.source} in view`).toBeLessThanOrEqual(box.x + box.width);
      }
      await expectNoSidewaysScroll(page);
    }
  });

  test('layout: chart axis labels stay on one line', async ({ page }) => {
    await page.goto('/local/chains/C/fees');
    const chart = page.getByRole('img', { name: /^C-Chain: base fee per block/ });
    await expect(chart).toBeVisible();
    // Recharts writes a label it wraps as one tspan per line.
    const ticks = chart.locator('.recharts-cartesian-axis-tick-value');
    await expect(ticks.first()).toBeVisible();
    const linesPerTick = await ticks.evaluateAll((labels) => labels.map((label) => label.querySelectorAll('tspan').length));
    expect(Math.max(...linesPerTick)).toBe(1);
  });

  test('behavior: the sections are behind a menu that closes on navigation and on Escape', async ({ page }) => {
    await page.goto('/local');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    const blocks = nav.getByRole('link', { name: 'Blocks', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(blocks).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await blocks.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blocks' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(blocks).toBeHidden();

    // From the keyboard: Enter opens it, Tab reaches the links, Escape closes it and the focus goes back to the button.
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(blocks).toBeHidden();
  });
});
