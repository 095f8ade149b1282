import { expect, test, type Page } from '@playwright/test';
import { definitionOf, passADay, scanBlocks } from './fixtures';

const DB_NAME = 'node-explorer-kept-answers';

/** Counts the requests from now on whose JSON-RPC body matches. */
function countCalls(page: Page, pattern: RegExp): { count: () => number } {
  let seen = 0;
  page.on('request', (request) => {
    if (pattern.test(request.postData() ?? '')) seen++;
  });
  return { count: () => seen };
}

/** The keys of the answers kept in this browser (the app has made the database by then). */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        // Never create it here: the app does, with its stores.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('answers').objectStore('answers').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result as string[]);
            open.result.close();
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
    DB_NAME,
  );
}

/** Damages the kept answers whose key contains every one of `parts`, as a faulty disk or old version would. */
function damageKept(page: Page, parts: string[]): Promise<number> {
  return page.evaluate(
    ({ name, parts }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('answers', 'readwrite');
          let damaged = 0;
          const cursor = transaction.objectStore('answers').openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return;
            if (parts.every((part) => String(at.key).includes(part))) {
              at.update({ ...at.value, calls: [{ ...at.value.calls[0], responseText: '{"jsonrpc":"2.0","id":"1","result":{"block":' }] });
              damaged++;
            }
            at.continue();
          };
          transaction.oncomplete = () => {
            open.result.close();
            resolve(damaged);
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { name: DB_NAME, parts },
  );
}

test('behavior: a block and a tx seen before open with no call for them, a damaged record is asked again, and the node page clears what is kept', async ({ page }) => {
  // A standard block (its JSON tells its kind: no hex call) and one of its txs.
  const { at, id, tx } = await scanBlocks((block, number) => (block.txs?.[0] ? { at: number, id: block.id, tx: block.txs[0] } : undefined), {
    attempts: 3,
    between: passADay,
    what: 'block with txs',
  });
  const blockCalls = countCalls(page, new RegExp(`"platform\\.getBlockByHeight","params":\\{"height":"?${at}"?,`));
  // The tx's status and JSON; the page's check of the tx asks for its bytes too, counted apart.
  const txCalls = countCalls(page, new RegExp(`"platform\\.getTx(Status)?","params":\\{"txID":"${tx.id}"(,"encoding":"json")?\\}`));

  await page.goto(`/local/blocks/${at}`);
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText(id);
  expect(blockCalls.count()).toBe(1);
  await expect.poll(async () => (await keptKeys(page)).some((key) => key.includes('getBlockByHeight') && key.includes(`"${at}"`))).toBe(true);
  // The block's check is kept once all it read is answered: its bytes, and the block below for the parent link.
  await expect.poll(async () => (await keptKeys(page)).some((key) => key.includes('verify.pchainBlock') && key.includes(id))).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Block ${at}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText(id);
  // The raw view says where the answers came from: the block's, its bytes the check read, and the block below.
  await expect(page.getByText(/^Raw RPC/)).toContainText('3 from the local cache');
  expect(blockCalls.count()).toBe(1);
  await page.getByText(/^Raw RPC/).click();
  // The block's, and the block below's its check read: both from the cache.
  const heightCalls = page.getByRole('listitem', { name: 'platform.getBlockByHeight call' });
  await expect(heightCalls).toHaveCount(2);
  for (const call of await heightCalls.all()) await expect(call).toContainText('from the local cache');

  await page.goto(`/local/tx/${tx.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await expect(page.getByText(/^(Committed|Aborted)$/).first()).toBeVisible();
  await expect.poll(() => txCalls.count()).toBe(2);
  await expect.poll(async () => (await keptKeys(page)).filter((key) => key.includes(tx.id) && !key.includes('verify.')).length).toBe(2);
  await page.reload();
  await expect(page.getByText(/^(Committed|Aborted)$/).first()).toBeVisible();
  // Its block, kept from the block page, names where the tx is: read from here too.
  const blockOfTx = definitionOf(page.getByRole('region', { name: 'Overview' }), 'Block');
  await expect(blockOfTx.getByRole('link', { name: String(at), exact: true })).toBeVisible();
  await expect(blockOfTx).toContainText('read before in this browser');
  // The status, the tx and its block, and what the tx's check kept when all its calls were answered.
  await expect(page.getByText(/^Raw RPC/)).toContainText(/\b([3-9]|\d\d+) from the local cache/);
  expect(txCalls.count()).toBe(2);
  expect(blockCalls.count()).toBe(1);

  // A second tab reads the same kept answers while the first is open.
  const second = await page.context().newPage();
  const secondBlockCalls = countCalls(second, new RegExp(`"platform\\.getBlockByHeight","params":\\{"height":"?${at}"?,`));
  await second.goto(`/local/blocks/${at}`);
  await expect(second.getByRole('region', { name: 'Overview' })).toContainText(id);
  expect(secondBlockCalls.count()).toBe(0);
  await second.close();

  // A damaged record is not shown: the block is asked of the node again.
  expect(await damageKept(page, ['getBlockByHeight', `"${at}"`])).toBe(1);
  await page.goto(`/local/blocks/${at}`);
  await expect(page.getByRole('heading', { level: 1, name: `Block ${at}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText(id);
  expect(blockCalls.count()).toBe(2);

  // The node page shows the size and clears it; then the block is asked for again.
  await page.goto('/local/node');
  const kept = page.getByRole('region', { name: 'Kept on this device' });
  await expect(kept).toContainText(/[1-9]\d* answers?, [\d.]+ (B|KB|MB)/);
  await kept.getByRole('button', { name: 'Clear' }).click();
  await expect(kept).toContainText('0 answers, 0 B');
  await page.goto(`/local/blocks/${at}`);
  await expect(page.getByRole('heading', { level: 1, name: `Block ${at}` })).toBeVisible();
  await expect.poll(() => blockCalls.count()).toBe(3);
});
