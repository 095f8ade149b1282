import { expect, test, type Page } from '@playwright/test';
import { closedPortUrl } from './fixtures';

/** Frames the page draws while the other network's node is still being asked: enough to see anything shown meanwhile. */
const FRAMES_WHILE_ASKED = 30;
/** Dashboard values that come from the node. */
const NODE_VALUES = ['Height', 'Proposed height', 'Chain time', 'Subnets', 'Blockchains', 'Current supply', 'Total stake', 'Staking asset', 'Validators'];

/** Requests to `pattern` are held until the returned function is called, then fail as a node that cannot be reached does. */
async function unreachableOnceReleased(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.abort('connectionrefused').catch(() => undefined);
  });
  return release;
}

/** Resolves once the page has drawn `count` more frames. */
function framesDrawn(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const frame = () => (--left <= 0 ? resolve() : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      }),
    count,
  );
}

/** From now on, every frame drawn at a URL under `pathPrefix` with `search` in its query records the node values on screen. */
async function recordValuesShownUnder(page: Page, pathPrefix: string, search: string): Promise<void> {
  await page.evaluate(
    ({ prefix, query, labels }) => {
      const seen: string[] = [];
      (window as unknown as { seenValues: string[] }).seenValues = seen;
      const frame = () => {
        if (location.pathname.startsWith(prefix) && location.search.includes(query)) {
          for (const term of document.querySelectorAll('dt')) {
            const value = term.nextElementSibling?.textContent?.trim() ?? '';
            // A value is shown, not a placeholder (no text) or the new node's own failure.
            if (labels.includes(term.textContent?.trim() ?? '') && value !== '' && !value.startsWith('unavailable')) seen.push(`${term.textContent}: ${value}`);
          }
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { prefix: pathPrefix, query: search, labels: NODE_VALUES },
  );
}

const valuesShown = (page: Page) => page.evaluate(() => [...new Set((window as unknown as { seenValues: string[] }).seenValues)]);

async function openLocalDashboard(page: Page): Promise<void> {
  await page.goto('/local');
  await expect(page.getByRole('heading', { level: 1, name: 'Local devnet' })).toBeVisible();
  // Every value the new network could be shown with has arrived.
  for (const label of ['Height', 'Subnets', 'Current supply', 'Validators']) {
    await expect(page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')).toHaveText(/\d/);
  }
}

test.describe('switching network', () => {
  test('default: choosing Mainnet never shows the devnet’s values as Mainnet’s while its node is asked', async ({ page }) => {
    const fail = await unreachableOnceReleased(page, /^https:\/\/api\.avax\.network\//);
    await openLocalDashboard(page);
    await recordValuesShownUnder(page, '/mainnet', '');
    await page.getByRole('combobox', { name: /^Network/ }).selectOption('mainnet');
    await expect(page).toHaveURL('/mainnet');
    await framesDrawn(page, FRAMES_WHILE_ASKED);
    fail();
    await expect(page.getByRole('heading', { level: 1, name: 'The node cannot be reached' })).toBeVisible();
    expect(await valuesShown(page)).toEqual([]);
  });

  test('behavior: another node of the same network starts from nothing too, not from the first node’s values', async ({ page }) => {
    const closed = await closedPortUrl();
    const fail = await unreachableOnceReleased(page, `${closed}/**`);
    await openLocalDashboard(page);
    await recordValuesShownUnder(page, '/local', 'rpc=');
    await page.getByText('Node settings').click();
    await page.getByLabel('Custom node URL').fill(closed);
    await page.getByRole('button', { name: 'Use this node' }).click();
    await expect(page).toHaveURL(/\/local\?rpc=/);
    await framesDrawn(page, FRAMES_WHILE_ASKED);
    fail();
    await expect(page.getByRole('heading', { level: 1, name: 'The node cannot be reached' })).toBeVisible();
    expect(await valuesShown(page)).toEqual([]);
  });
});
