import { expect, test } from '@playwright/test';
import { blockAt, control, height, platform } from './fixtures';
import { callsWhileLoading } from './page-load';

/** Long enough that the page's code arrives clearly after a call its route loader started. */
const CHUNK_DELAY_MS = 1500;

test.describe('prefetch', () => {
  test('default: prefetch observed, the page’s first call starts before its code has loaded', async ({ page }) => {
    await page.goto('/local');
    await expect(page.getByRole('table', { name: 'Latest P-Chain blocks' }).getByRole('row')).toHaveCount(11);
    let chunkRequested = false;
    let chunkLoadedAt: number | undefined;
    let callStartedAt: number | undefined;
    await page.route(/\/assets\/ValidatorsPage-[^/]+\.js$/, async (route) => {
      chunkRequested = true;
      await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/ValidatorsPage-[^/]+\.js$/.test(request.url())) chunkLoadedAt ??= Date.now();
    });
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('"platform.getCurrentValidators"') && body.includes('"subnetID"')) callStartedAt ??= Date.now();
    });
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Validators' }).click();
    await expect(page.getByRole('heading', { name: 'Primary Network validators' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filter validators' })).toBeVisible();
    expect(chunkRequested).toBe(true);
    expect(callStartedAt).toBeDefined();
    expect(chunkLoadedAt).toBeDefined();
    expect(callStartedAt!).toBeLessThan(chunkLoadedAt!);
  });

  test('behavior: no duplicate calls while the main routes load', async ({ browser }) => {
    test.setTimeout(120_000);
    const head = await height();
    const block = await blockAt(head - 1);
    const txId = (block.txs?.[0] ?? block.tx)?.id;
    const { validators } = await platform<{ validators: { nodeID: string }[] }>('getCurrentValidators', { subnetID: '11111111111111111111111111111111LpoYY' });
    const { subnets } = await platform<{ subnets: { id: string }[] }>('getSubnets');
    const subnet = subnets.find((candidate) => candidate.id !== '11111111111111111111111111111111LpoYY')!;
    const routes = [
      '/local',
      '/local/blocks',
      `/local/blocks/${head - 1}`,
      ...(txId ? [`/local/tx/${txId}`] : []),
      '/local/validators',
      `/local/validators/${validators[0]!.nodeID}`,
      '/local/subnets',
      `/local/subnets/${subnet.id}`,
      '/local/fees',
      '/local/chains/C',
    ];
    // A still chain: a call asked again would be a duplicate, not a refresh after a new block.
    await control('pauseClock');
    try {
      for (const route of routes) {
        const context = await browser.newContext();
        const { calls, repeated } = await callsWhileLoading(await context.newPage(), route);
        // The chain head is polled on purpose; everything else is asked once.
        expect(repeated, `repeated calls while loading ${route}`).toEqual([]);
        expect(calls.length, `calls while loading ${route}`).toBeGreaterThan(0);
        await context.close();
      }
    } finally {
      await control('resumeClock');
    }
  });
});
