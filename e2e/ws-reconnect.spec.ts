import { expect, test, type Page } from '@playwright/test';
import { control } from './fixtures';

// One devnet serves every spec: each test clears the faults it set, whatever happens.
test.afterEach(async () => {
  await control('clearFaults');
});

/** Long enough that the page is seen reconnecting, short enough that it is live again well within the test. */
const REFUSE_MS = 4000;
/** With a block a second, a few seconds show heads arriving. */
const WATCH_MS = 3000;

/** The newest block number in the live list. */
async function topBlock(page: Page): Promise<bigint> {
  const table = page.getByRole('region', { name: 'Latest blocks (live)' }).getByRole('table');
  return BigInt((await table.getByRole('row').nth(1).getByRole('link').first().textContent()) ?? '');
}

/** Counts the page's `eth_blockNumber` requests (the head poll). */
function headPolls(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && (request.postData() ?? '').includes('"eth_blockNumber"')) count++;
  });
  return () => count;
}

test.describe('live EVM heads over a WebSocket', () => {
  test('behavior: the C-Chain blocks page goes live, shows a dropped socket reconnecting, and is live again with new heads', async ({ page }) => {
    const polls = headPolls(page);
    await page.goto('/local/chains/C/blocks');
    const status = page.getByRole('status', { name: 'Head updates' });
    await expect(status).toHaveText('Live');
    // One socket for the page, though the status and the list both follow the head.
    await expect.poll(async () => (await control<{ openWebSockets: number }>('status')).openWebSockets).toBe(1);

    const pollsWhenLive = polls();
    const first = await topBlock(page);
    await expect.poll(() => topBlock(page)).toBeGreaterThan(first);
    await page.waitForTimeout(WATCH_MS);
    expect(await topBlock(page)).toBeGreaterThan(first + 1n);
    expect(polls()).toBe(pollsWhenLive);

    expect(await control('dropWebSockets', { refuseMs: REFUSE_MS })).toEqual({ closed: 1 });
    await expect(status).toHaveText(/^Reconnecting… \(attempt \d+\)$/);
    // Meanwhile the head is polled, so the list does not stall.
    const whileDown = await topBlock(page);
    await expect.poll(() => topBlock(page)).toBeGreaterThan(whileDown);
    expect(polls()).toBeGreaterThan(pollsWhenLive);

    await expect(status).toHaveText('Live', { timeout: 20_000 });
    const afterReconnect = await topBlock(page);
    const pollsAfterReconnect = polls();
    await expect.poll(() => topBlock(page)).toBeGreaterThan(afterReconnect);
    expect(polls()).toBe(pollsAfterReconnect);
  });
});
