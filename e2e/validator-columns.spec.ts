import { expect, test, type Locator } from '@playwright/test';
import { validatorWithDelegator } from './validators-fixtures';

test.use({ viewport: { width: 1400, height: 900 } });

/** The table is no wider than the box it scrolls in, and the page no wider than the window. */
async function expectFits(table: Locator): Promise<void> {
  const { tableWidth, boxWidth } = await table.evaluate((element) => ({ tableWidth: element.scrollWidth, boxWidth: element.parentElement!.clientWidth }));
  expect(tableWidth, 'table width').toBeLessThanOrEqual(boxWidth);
  const page = table.page();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'page fits the window').toBe(true);
}

const headers = (table: Locator) => table.getByRole('columnheader');

test.describe('validator table columns at 1400 px', () => {
  test('layout: the validators table fits; a shown column goes into the URL and stays on reload', async ({ page }) => {
    await page.goto('/local/validators');
    const table = page.getByRole('table', { name: 'Validators' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectFits(table);
    await expect(headers(table).filter({ hasText: 'BLS' })).toHaveCount(0);

    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('checkbox', { name: 'BLS' }).check();
    await expect(headers(table).filter({ hasText: 'BLS' })).toHaveCount(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('cols')).toContain('bls');

    await page.reload();
    await expect(headers(page.getByRole('table', { name: 'Validators' })).filter({ hasText: 'BLS' })).toHaveCount(1);
    await page.getByRole('button', { name: /^Columns/ }).click();
    await expect(page.getByRole('checkbox', { name: 'BLS' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox', { name: 'BLS' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Columns/ })).toBeFocused();
  });

  test('layout: the delegators table fits with its last column, the star, in view', async ({ page }) => {
    const { validator } = await validatorWithDelegator();
    await page.goto(`/local/validators/${validator.nodeID}`);
    const table = page.getByRole('table', { name: 'Delegators' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectFits(table);
    await expect(headers(table).last()).toHaveText('Watch');
    await expect(headers(table).filter({ hasText: 'Start' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('checkbox', { name: 'Start' }).check();
    await expect(headers(table).filter({ hasText: 'Start' })).toHaveCount(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('cols')).toContain('start');
  });
});
