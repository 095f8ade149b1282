import { expect, test, type Page } from '@playwright/test';
import { closedPortUrl, NODE_URL } from './fixtures';
import { untilLoaded } from './page-load';

/** The requests a page sends to `origin`. */
function requestsTo(page: Page, origin: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  return sent;
}

const CONNECTION_HEADING = 'The node cannot be reached';

test.describe('quiet console', () => {
  test('behavior: the node page asks for the admin API once per browser session', async ({ page }) => {
    const asked = requestsTo(page, `${NODE_URL}/ext/bc/C/admin`);
    await page.goto('/local/node');
    await expect(page.getByRole('row', { name: /Admin/ })).toContainText('available');
    expect(asked).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('row', { name: /Admin/ })).toContainText('available');
    await page.goto('/local');
    await page.goto('/local/node');
    await expect(page.getByRole('row', { name: /Admin/ })).toContainText('available');
    expect(asked).toHaveLength(1);
    // Other pages never ask for it.
    await page.goto('/local/chains/C/rules');
    await untilLoaded(page);
    expect(asked).toHaveLength(1);
  });

  test('behavior: a node that is down is asked a few times a minute, and the page recovers when it comes back', async ({ page }) => {
    const down = await closedPortUrl();
    await page.clock.install();
    const sent = requestsTo(page, `${down}/`);
    await page.goto(`/local?rpc=${encodeURIComponent(down)}`);
    const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: CONNECTION_HEADING }) });
    await expect(panel).toBeVisible();
    const atStart = sent.length;
    // Five minutes of the page's timers, a second at a time, so each check's answer arrives before the next timer.
    for (let second = 0; second < 300; second++) await page.clock.runFor(1000);
    const checks = sent.length - atStart;
    // Each check is two requests (the call and the reachability probe); polling every 2 s would be 300.
    expect(checks).toBeGreaterThanOrEqual(4);
    expect(checks).toBeLessThanOrEqual(30);
    // The connection panel, whichever failure its last check met: with the page's clock run ahead of
    // the real one, a refusal that arrives late on a busy machine is read as no answer in time.
    const connectionPanel = page.getByRole('alert').filter({ has: page.getByRole('list', { name: 'Connection checks' }) });
    await expect(connectionPanel.getByRole('button', { name: 'Check again' })).toBeEnabled();
    // The node comes back: its address now reaches the devnet.
    await page.route(`${down}/**`, (route) => route.continue({ url: route.request().url().replace(down, NODE_URL) }));
    // A second of the page's timers at a time, as above (the next check is at most 30 s away): one
    // jump of 30 s would pass the call timeout of an answer still on its way.
    const latestBlocks = page.getByRole('heading', { name: 'Latest blocks' });
    await expect
      .poll(async () => {
        await page.clock.runFor(1000);
        return latestBlocks.count();
      }, { intervals: [100] })
      .toBe(1);
    await expect(page.getByRole('heading', { name: CONNECTION_HEADING })).toHaveCount(0);
  });

  test('error: a node on a port browsers refuse is said so, and nothing is sent to it', async ({ page }) => {
    const refused = 'http://127.0.0.1:1';
    const sent = requestsTo(page, `${refused}/`);
    await page.goto(`/local?rpc=${encodeURIComponent(refused)}`);
    const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'The browser refuses port 1' }) });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Port allowed by the browser: failed')).toBeVisible();
    await expect(panel).toContainText('bad ports');
    expect(sent).toEqual([]);
  });

  test('error: node settings and the observers’ form refuse a port browsers refuse', async ({ page }) => {
    await page.goto('/local');
    await page.getByText('Node settings').click();
    await page.getByLabel('Custom node URLs').fill('http://127.0.0.1:6667');
    await page.getByRole('button', { name: 'Use this node' }).click();
    await expect(page.getByRole('form', { name: 'Custom node' }).getByRole('alert')).toContainText('The browser refuses port 6667');
    await expect(page).toHaveURL(/\/local$/);
    await page.goto('/local/validators/uptime');
    await page.getByLabel('Node URL', { exact: true }).fill('http://127.0.0.1:10080');
    await page.getByRole('button', { name: 'Add node' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This node was not added.' })).toContainText('The browser refuses port 10080');
  });
});
