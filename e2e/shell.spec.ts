import { expect, test } from '@playwright/test';
import { closedPortUrl, control, NODE_URL, pollWithPageTimers } from './fixtures';

test.describe('shell', () => {
  test('default: / opens the default network dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/local$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Local devnet' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('behavior: navigation reaches each section', async ({ page }) => {
    await page.goto('/local');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const name of ['Dashboard', 'Blocks', 'Validators', 'Subnets', 'Fees', 'C-Chain']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Blocks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blocks' })).toBeVisible();
  });

  test('error: an unknown network lists the known ones', async ({ page }) => {
    await page.goto('/nosuchnet/blocks');
    await expect(page.getByRole('heading', { name: 'Unknown network “nosuchnet”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fuji testnet' })).toBeVisible();
    await page.getByRole('link', { name: 'Local devnet' }).click();
    await expect(page).toHaveURL(/\/local$/);
  });

  test('error: an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/local/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('error: a node that is down gets the connection panel', async ({ page }) => {
    await page.clock.install();
    await page.goto(`/local?rpc=${encodeURIComponent(await closedPortUrl())}`);
    const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'The node cannot be reached' }) });
    // The page's retries run on its own timers.
    await pollWithPageTimers(page, () => panel.count()).toBe(1);
    await expect(panel.getByText('Node reachable: failed')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Check again' })).toBeEnabled();
  });

  test('behavior: the connection panel goes by itself when the node comes back', async ({ page }) => {
    await control('setFaults', { dropConnections: 1 });
    try {
      await page.goto('/local');
      await expect(page.getByRole('heading', { name: 'The node cannot be reached' })).toBeVisible();
    } finally {
      await control('clearFaults');
    }
    await expect(page.getByRole('heading', { name: 'The node cannot be reached' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Latest blocks' })).toBeVisible();
  });

  test('behavior: a custom node is announced and kept in links', async ({ page }) => {
    await page.goto(`/local?rpc=${encodeURIComponent(NODE_URL)}`);
    const banner = page.getByRole('region', { name: 'Custom node' });
    await expect(banner).toContainText(NODE_URL);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Blocks' }).click();
    await expect(page).toHaveURL(/\/local\/blocks\?rpc=/);
    await banner.getByRole('link', { name: 'Use the default node' }).click();
    await expect(page.getByRole('region', { name: 'Custom node' })).toHaveCount(0);
  });

  test('error: a custom node URL with another scheme is refused', async ({ page }) => {
    await page.goto('/local?rpc=javascript:alert(1)');
    await expect(page.getByRole('heading', { name: 'This custom node URL cannot be used' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('only http and https');
  });

  test('behavior: the node settings panel switches to and saves a custom node', async ({ page }) => {
    await page.goto('/local');
    await page.getByText('Node settings').click();
    const form = page.getByRole('form', { name: 'Custom node' });
    await form.getByLabel('Custom node URL').fill('ftp://nope');
    await form.getByRole('button', { name: 'Use this node' }).click();
    await expect(form.getByRole('alert')).toContainText('http and https');
    await form.getByLabel('Custom node URL').fill(NODE_URL);
    await form.getByRole('button', { name: 'Save and use' }).click();
    await expect(page).toHaveURL(`/local?rpc=${encodeURIComponent(NODE_URL)}`);
    await expect(page.getByRole('region', { name: 'Custom node' })).toBeVisible();
    await page.getByText('Node settings').click();
    await expect(form).toContainText(`Saved for Local devnet: ${NODE_URL}`);
  });

  test('behavior: choosing a network applies its saved node, and only to that network', async ({ page }) => {
    await page.goto('/local');
    await page.getByText('Node settings').click();
    await page.getByLabel('Custom node URL').fill(NODE_URL);
    await page.getByRole('button', { name: 'Save and use' }).click();
    await expect(page).toHaveURL(/\/local\?rpc=/);
    await page.getByRole('combobox', { name: /^Network/ }).selectOption('fuji');
    await expect(page).toHaveURL('/fuji');
    await page.getByRole('combobox', { name: /^Network/ }).selectOption('local');
    await expect(page).toHaveURL(`/local?rpc=${encodeURIComponent(NODE_URL)}`);
    await page.goto('/');
    await expect(page).toHaveURL(`/local?rpc=${encodeURIComponent(NODE_URL)}`);
  });

  test('behavior: dark mode is remembered', async ({ page }) => {
    await page.goto('/local');
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.getByLabel('Theme')).toHaveValue('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByLabel('Theme').selectOption('light');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('behavior: "/" focuses the search box', async ({ page }) => {
    await page.goto('/local/blocks');
    await expect(page.getByRole('heading', { level: 1, name: 'Blocks' })).toBeVisible();
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  });
});
