import { expect, test, type Page } from '@playwright/test';
import config from '../playwright.config';
import { control, findTx, holdNodeAnswers } from './fixtures';
import { settledLayoutShift, MAX_SHIFT, watchLayoutShift } from './layout-shift';

// With the scrollbar drawn, as on a desktop: one appearing as the page grows must not shift it.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

/** The page's placeholders still waiting for data. */
const loading = (page: Page) => page.getByRole('main').getByRole('status', { name: /^Loading/ });

test.describe('layout stability while data arrives', () => {
  test('behavior: the tx page does not shift as its status and body load', async ({ page }) => {
    // A tx that moves funds, as most do: the shape the page reserves while it loads.
    const tx = await findTx((candidate) => Array.isArray(candidate.unsignedTx.inputs) && Array.isArray(candidate.unsignedTx.outputs));
    await watchLayoutShift(page);
    const release = await holdNodeAnswers(page);
    await page.goto(`/local/tx/${tx.id}`);
    await expect(page.getByRole('status', { name: 'Loading transaction status' })).toBeVisible();
    release();
    await expect(page.getByRole('region', { name: 'Encoding' })).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
    expect(await settledLayoutShift(page)).toBeLessThanOrEqual(MAX_SHIFT);
  });

  test('behavior: the dashboard does not shift as its figures and blocks load, nor when the head moves', async ({ page }) => {
    await watchLayoutShift(page);
    const release = await holdNodeAnswers(page);
    await page.goto('/local');
    await expect(page.getByRole('region', { name: 'Fees' }).getByRole('status', { name: /^Loading/ }).first()).toBeVisible();
    release();
    const latest = page.getByRole('table', { name: 'Latest P-Chain blocks' });
    await expect(latest.getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('meter', { name: 'L1 validator fee' })).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
    // The head moves: a new block is made and the table takes it in.
    const newest = latest.getByRole('row').nth(1);
    const before = await newest.innerText();
    await control('produceBlocks', { count: 1 });
    await expect(newest).not.toHaveText(before);
    expect(await settledLayoutShift(page)).toBeLessThanOrEqual(MAX_SHIFT);
  });
});
