import { expect, test, type Page } from '@playwright/test';
import { blocksUntil } from './fixtures';

/** The fee history's status line: how many samples are stored and what happens to new ones. */
const status = (page: Page) => page.getByRole('region', { name: 'Fee history' }).getByRole('status');

async function storedCount(page: Page): Promise<number> {
  const text = (await status(page).textContent()) ?? '';
  return Number(/(\d+) samples stored/.exec(text)?.[1] ?? 0);
}

test.describe('fee history storage', () => {
  test('behavior: a damaged stored record is skipped and said, the rest still draws', async ({ page }) => {
    await page.goto('/local/fees');
    await blocksUntil([page], storedCount, 2);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('node-explorer-fee-history');
          open.onsuccess = () => {
            const transaction = open.result.transaction('samples', 'readwrite');
            const store = transaction.objectStore('samples');
            // Beside the newest stored sample: an older one could be pruned by the next sample
            // written (anything past the 7 days kept) before the reloaded page reads it.
            const newest = store.openCursor(null, 'prev');
            newest.onsuccess = () => {
              const t = (newest.result?.value as { t: number } | undefined)?.t ?? Date.now();
              store.put({ scope: 'local', kind: 'gas', t: t + 0.5, capacity: 'lots', excess: null });
            };
            transaction.oncomplete = () => resolve();
            transaction.onerror = () => reject(transaction.error);
          };
        }),
    );
    await page.reload();
    await expect(status(page)).toContainText('1 unreadable stored samples were skipped.');
    await expect.poll(() => storedCount(page)).toBeGreaterThanOrEqual(2);
  });

  test('behavior: a full storage keeps sampling in memory and says so', async ({ page }) => {
    await page.addInitScript(() => {
      IDBObjectStore.prototype.put = function put() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/local/fees');
    await blocksUntil([page], storedCount, 1);
    await expect(status(page)).toContainText('storage is full');
    await blocksUntil([page], storedCount, (await storedCount(page)) + 1);
  });

  test('behavior: two tabs sampling at once lose nothing', async ({ context }) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    await Promise.all([first.goto('/local/fees'), second.goto('/local/fees')]);
    await blocksUntil([first, second], storedCount, 3);
    // What the tab that stays open shows: its own samples, and those the other tab stored.
    const seen = await storedCount(second);
    // The tab opened first is behind the other: brought to the front, as a reader would, to load again.
    // A sample it had not yet stored is lost with it, but that one no other tab has shown.
    await first.bringToFront();
    await first.reload();
    await expect.poll(() => storedCount(first)).toBeGreaterThanOrEqual(seen);
  });
});
