import { expect, test, type Page } from '@playwright/test';
import { closedPortUrl } from './fixtures';

/** Collects the browser's Content-Security-Policy refusals on a page. */
function violations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  return refused;
}

test.describe('content security policy', () => {
  test('default: the app runs under its policy with no refusal on the main pages', async ({ page }) => {
    const refused = violations(page);
    await page.goto('/local');
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /script-src 'self'/);
    await expect(page.getByRole('heading', { name: 'Latest blocks' })).toBeVisible();
    for (const [path, heading] of [
      ['/local/validators', 'Validators'],
      ['/local/fees', 'Fees'],
      ['/local/blocks', 'Blocks'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: heading, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.getByLabel('Theme').selectOption('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(refused).toEqual([]);
  });

  test('behavior: WebSockets reach this node and any other one', async ({ page }) => {
    const refused = violations(page);
    await page.goto('/local/chains/C/blocks');
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /connect-src 'self' http: https: ws: wss:;/);
    await expect(page.getByRole('status', { name: 'Head updates' })).toHaveText('Live');
    // Nothing listens there: the socket fails on the network, not by the policy.
    const outcome = await page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(`refused by ${event.violatedDirective}`));
          const socket = new WebSocket(url);
          socket.onclose = (event) => resolve(`closed with ${event.code}`);
        }),
      `${(await closedPortUrl()).replace(/^http/, 'ws')}/ext/bc/C/ws`,
    );
    expect(outcome).toBe('closed with 1006');
    expect(refused).toEqual([]);
  });

  test('error: inline and remote scripts are refused', async ({ page }) => {
    const refused = violations(page);
    await page.goto('/local');
    await expect(page.getByRole('heading', { name: 'Latest blocks' })).toBeVisible();
    const ran = await page.evaluate(async () => {
      const inline = document.createElement('script');
      inline.textContent = 'window.injected = true';
      document.head.append(inline);
      const remote = document.createElement('script');
      remote.src = 'http://127.0.0.1:9/remote.js';
      const settled = new Promise((resolve) => remote.addEventListener('error', resolve));
      document.head.append(remote);
      await settled;
      return (window as unknown as { injected?: boolean }).injected ?? false;
    });
    expect(ran).toBe(false);
    expect(refused.some((text) => text.includes('inline script'))).toBe(true);
    expect(refused.some((text) => text.includes('127.0.0.1:9/remote.js'))).toBe(true);
  });
});
