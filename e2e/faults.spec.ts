import { expect, test, type Page } from '@playwright/test';
import { control, holdNodeAnswers, platform, pollWithPageTimers } from './fixtures';

// One devnet serves every spec: each test clears the faults it set, whatever happens.
test.afterEach(async () => {
  await control('clearFaults');
});

/** Long enough that a skeleton is on screen for a while; the page's few calls in turn stay within one expect. */
const SLOW_NODE_MS = 1000;
const FAILING_METHOD = 'platform.getValidatorFeeConfig';

const region = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the explorer under node faults', () => {
  test('behavior: a slow node shows skeletons, then the data', async ({ page }) => {
    await control('setFaults', { latencyMs: SLOW_NODE_MS });
    // The answers are held until the skeletons are seen: the route's loader asks the node before the
    // page's code arrives, so on a busy machine a slow answer could be in before the page draws.
    const release = await holdNodeAnswers(page);
    const started = Date.now();
    await page.goto('/local/validators');
    await expect(page.getByRole('status', { name: 'Loading validators' })).toBeVisible();
    release();
    await expect(page.getByRole('table', { name: 'Validators' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading validators' })).toHaveCount(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_NODE_MS);
  });

  test('error: one failing method shows its error with a retry, the rest of the page works', async ({ page }) => {
    await control('setFaults', { failMethods: [FAILING_METHOD] });
    await page.goto('/local/fees');
    const validatorFee = region(page, 'L1 validator fee');
    const failure = validatorFee.getByRole('alert');
    await expect(failure).toContainText('L1 validator fee config could not be loaded.');
    await expect(failure).toContainText('devnet: injected failure');
    // The other section and this section's state, from other methods, are there.
    await expect(region(page, 'P-Chain dynamic fee').getByRole('table', { name: 'P-Chain fee config' })).toBeVisible();
    await expect(region(page, 'P-Chain dynamic fee').getByRole('term').filter({ hasText: /^Gas price$/ })).toBeVisible();
    await expect(validatorFee.getByRole('term').filter({ hasText: /^Fee per validator$/ })).toBeVisible();

    await control('clearFaults');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(validatorFee.getByRole('table', { name: 'L1 validator fee config' })).toBeVisible();
    await expect(validatorFee.getByRole('alert')).toHaveCount(0);
  });

  test('behavior: a node gone mid-session keeps the last data marked stale and recovers by itself', async ({ page }) => {
    await page.clock.install();
    await page.goto('/local');
    const chain = region(page, 'P-Chain');
    const heightLink = chain.getByRole('link').first();
    await expect(heightLink).toHaveText(/^\d+$/);
    const latest = region(page, 'Latest blocks');
    await expect(latest.getByRole('table')).toBeVisible();

    await control('setFaults', { dropConnections: 1 });
    await pollWithPageTimers(page, () => chain.getByText('(stale)').count()).toBe(1);
    const kept = await heightLink.textContent();
    await expect(latest.getByRole('status').filter({ hasText: /refreshing failed/ })).toBeVisible();
    await expect(latest.getByRole('table')).toBeVisible();
    await expect(heightLink).toHaveText(kept!);

    await control('clearFaults');
    await control('produceBlocks', { count: 1 });
    // No click: the head poll finds the node again, and what follows the head catches up.
    await pollWithPageTimers(page, () => chain.getByText('(stale)').count()).toBe(0);
    await expect(latest.getByRole('status').filter({ hasText: /refreshing failed/ })).toHaveCount(0);
    await pollWithPageTimers(page, () => heightLink.textContent()).not.toBe(kept);
    const { height } = await platform<{ height: string }>('getHeight');
    expect(Number(await heightLink.textContent())).toBeLessThanOrEqual(Number(height));
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('error: garbage for one method is a schema error naming it, the rest of the page works', async ({ page }) => {
    await control('setFaults', { garbageMethods: [FAILING_METHOD] });
    await page.goto('/local/fees');
    const failure = region(page, 'L1 validator fee').getByRole('alert');
    await expect(failure).toContainText('L1 validator fee config could not be loaded.');
    await expect(failure).toContainText(`The node sent an unexpected answer to ${FAILING_METHOD}.`);
    await failure.getByText('Details').click();
    await expect(failure).toContainText(new RegExp(`${FAILING_METHOD}: result\\.\\w+ should be`));
    await expect(region(page, 'P-Chain dynamic fee').getByRole('table', { name: 'P-Chain fee config' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fees', level: 1 })).toBeVisible();

    await control('clearFaults');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(region(page, 'L1 validator fee').getByRole('table', { name: 'L1 validator fee config' })).toBeVisible();
  });
});
