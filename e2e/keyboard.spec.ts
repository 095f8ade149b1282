import { expect, test, type Locator, type Page } from '@playwright/test';
import { control, height, rpc } from './fixtures';
import { untilLoaded } from './page-load';

/** Tab presses allowed to reach one element from the top of the page. */
const MAX_TABS = 25;
/** Pages whose every control must be reachable by Tab (static pages: live ones re-render under the walk). */
const TAB_WALK_PAGES = ['/local/blocks?before=5', '/local/blocks/3', '/local/validators', '/local/subnets', '/local/tools/broadcast', '/local/node'];

/** Whether the focused element draws a focus indicator (outline or box shadow). */
async function focusIsVisible(page: Page): Promise<{ tag: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { tag: element.tagName, visible: element.matches(':focus-visible') && (outline || style.boxShadow !== 'none') };
  });
}

async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab'): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard', () => {
  test('default: a keyboard-only walk: skip link, search, next and previous block, a validator, the shortcuts', async ({ page }) => {
    const at = (await height()) - 3;
    await page.goto('/local');
    await expect(page.getByRole('heading', { level: 1, name: 'Local devnet' })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect(await focusIsVisible(page)).toEqual({ tag: 'A', visible: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);

    const search = page.getByRole('searchbox', { name: 'Search' });
    await tabTo(page, search, 'Shift+Tab');
    expect(await focusIsVisible(page)).toEqual({ tag: 'INPUT', visible: true });
    await page.keyboard.type(String(at));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/local/blocks/${at}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Block ${at}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Neighbouring blocks' })).toBeVisible();

    // Each key waits for the block it led to: until then the last block's links are still drawn.
    await page.keyboard.press('j');
    await expect(page).toHaveURL(new RegExp(`/local/blocks/${at + 1}$`));
    await expect(page.getByRole('link', { name: `← Previous block (${at})` })).toBeVisible();
    await page.keyboard.press('k');
    await expect(page).toHaveURL(new RegExp(`/local/blocks/${at}$`));
    await expect(page.getByRole('link', { name: `Next block (${at + 1}) →` })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/local/blocks/${at + 1}$`));

    await page.keyboard.press('g');
    await page.keyboard.press('v');
    await expect(page).toHaveURL(/\/local\/validators$/);
    const table = page.getByRole('table', { name: 'Validators' });
    await expect(table.getByRole('row').nth(2)).toBeVisible();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const secondRow = table.getByRole('row').nth(2);
    await expect(secondRow).toBeFocused();
    expect(await focusIsVisible(page)).toEqual({ tag: 'TR', visible: true });

    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByText('Validators', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(secondRow).toBeFocused();

    const nodeId = await secondRow.getByRole('link').first().getAttribute('title');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/local/validators/${nodeId}$`));
  });

  test('behavior: on an EVM block, j and k go to the neighbouring blocks; on a tx, to the neighbouring txs of its block', async ({ page }) => {
    await page.goto('/local/chains/C/blocks/2');
    await expect(page.getByRole('navigation', { name: 'Neighbouring blocks' })).toBeVisible();
    await page.keyboard.press('j');
    await expect(page).toHaveURL(/\/local\/chains\/C\/blocks\/3$/);
    // Block 3's own links, not block 2's still shown while the new page renders: k follows what is on the page.
    await expect(page.getByRole('link', { name: /Previous block \(2\)/ })).toBeVisible();
    await page.keyboard.press('k');
    await expect(page).toHaveURL(/\/local\/chains\/C\/blocks\/2$/);

    let number = 1;
    let hashes: string[] = [];
    for (; hashes.length < 2; number++) {
      hashes = (await rpc<{ transactions: string[] }>('/ext/bc/C/rpc', 'eth_getBlockByNumber', [`0x${number.toString(16)}`, false])).transactions;
    }
    await page.goto(`/local/chains/C/tx/${hashes[0]}`);
    await expect(page.getByRole('navigation', { name: 'Neighbouring transactions in the block' })).toBeVisible();
    await page.keyboard.press('j');
    await expect(page).toHaveURL(new RegExp(`/local/chains/C/tx/${hashes[1]}$`));
    await expect(page.getByRole('link', { name: /Previous transaction/ })).toBeVisible();
    await page.keyboard.press('k');
    await expect(page).toHaveURL(new RegExp(`/local/chains/C/tx/${hashes[0]}$`));
  });

  test('behavior: on the live blocks list the focus stays on its block as new blocks arrive, and j/k move from it', async ({ page }) => {
    await page.goto('/local/blocks');
    const table = page.getByRole('table', { name: /^P-Chain blocks/ });
    const firstHeight = table.locator('tbody tr').first().getByRole('link').first();
    await expect(firstHeight).toHaveText(/^\d+$/);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const focusedHeight = () => page.evaluate(() => Number(document.activeElement?.closest('tr')?.querySelector('a')?.textContent));
    const focused = await focusedHeight();
    expect(focused).toBeGreaterThan(0);
    // Two blocks more, so the row the focus was put on shows another block.
    await control('produceBlocks', { count: 2 });
    await expect.poll(async () => Number(await firstHeight.textContent())).toBeGreaterThanOrEqual(focused + 3);
    expect(await focusedHeight()).toBe(focused);
    await expect(page.locator('tbody tr:focus')).toHaveCount(1);
    await page.keyboard.press('j');
    expect(await focusedHeight()).toBe(focused - 1);
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    expect(await focusedHeight()).toBe(focused + 1);
  });

  test('behavior: shortcuts rest while typing in a field', async ({ page }) => {
    await page.goto('/local/blocks');
    await expect(page.getByRole('heading', { level: 1, name: 'Blocks' })).toBeVisible();
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeFocused();
    await page.keyboard.type('gv?j');
    await expect(search).toHaveValue('gv?j');
    await expect(page).toHaveURL(/\/local\/blocks$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // One test a page: each walk is one test's work.
  for (const path of TAB_WALK_PAGES) {
    test(`behavior: every control of ${path} is reachable by Tab, and nothing is click-only`, async ({ page }) => {
      await page.goto(path);
      await untilLoaded(page);
      const controls = await page.evaluate(() => {
        const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
        const found = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
          (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility() && !element.closest('[inert]'),
        );
        found.forEach((element, index) => element.setAttribute('data-walk', String(index)));
        document.addEventListener('focusin', (event) => (event.target as HTMLElement).setAttribute('data-walked', ''));
        // Pointer cursors on things that take no focus and sit in nothing that does: click-only.
        const clickOnly = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
          (element) => getComputedStyle(element).cursor === 'pointer' && !element.closest(selector) && !element.closest('label'),
        );
        return { count: found.length, clickOnly: clickOnly.map((element) => element.outerHTML.slice(0, 120)) };
      });
      expect(controls.clickOnly, path).toEqual([]);
      for (let presses = 0; presses < controls.count + 2; presses++) await page.keyboard.press('Tab');
      const missed = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-walk]:not([data-walked])')).map((element) => element.outerHTML.slice(0, 120)),
      );
      expect(missed, path).toEqual([]);
    });
  }
});
