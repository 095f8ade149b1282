import { expect, test, type Page } from '@playwright/test';
import { control, pollWithPageTimers } from './fixtures';

// One devnet serves every spec: each test clears the faults it set and lets its clock run again, whatever happens.
test.afterEach(async () => {
  await control('clearFaults');
  await control('resumeClock');
});

/** Long enough that the page is seen reconnecting, short enough that it is live again well within the test. */
const REFUSE_MS = 4000;
/** Page time in which a polled head (every 2 s) would have been asked for more than once. */
const WATCH_MS = 6000;

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
    // Heads come when the test makes them; the page's timers run when the test runs them.
    await control('pauseClock');
    await page.clock.install();
    await page.goto('/local/chains/C/blocks');
    const status = page.getByRole('status', { name: 'Head updates' });
    await expect(status).toHaveText('Live');
    // One socket for the page, though the status and the list both follow the head.
    await expect.poll(async () => (await control<{ openWebSockets: number }>('status')).openWebSockets).toBe(1);

    const pollsWhenLive = polls();
    const first = await topBlock(page);
    await control('produceBlocks', { count: 1 });
    await expect.poll(() => topBlock(page)).toBe(first + 1n);
    // While live, the head comes over the socket: the page's timers run past several poll intervals, and no poll is sent.
    await page.clock.runFor(WATCH_MS);
    await control('produceBlocks', { count: 1 });
    await expect.poll(() => topBlock(page)).toBe(first + 2n);
    expect(polls()).toBe(pollsWhenLive);

    expect(await control('dropWebSockets', { refuseMs: REFUSE_MS })).toEqual({ closed: 1 });
    await expect(status).toHaveText(/^Reconnecting… \(attempt \d+\)$/);
    // Meanwhile the head is polled, so the list does not stall.
    const whileDown = await topBlock(page);
    await control('produceBlocks', { count: 1 });
    await pollWithPageTimers(page, () => topBlock(page)).toBeGreaterThan(whileDown);
    expect(polls()).toBeGreaterThan(pollsWhenLive);

    await pollWithPageTimers(page, () => status.textContent()).toBe('Live');
    const afterReconnect = await topBlock(page);
    const pollsAfterReconnect = polls();
    await control('produceBlocks', { count: 1 });
    await expect.poll(() => topBlock(page)).toBeGreaterThan(afterReconnect);
    expect(polls()).toBe(pollsAfterReconnect);
  });
});
