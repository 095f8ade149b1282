import { expect, test } from '@playwright/test';
import { blockAt, control, findAtomicTxId, findOptionBlockHeight, findTx, height } from './fixtures';

/** A valid cb58 32-byte ID that the devnet has never seen (all-ones bytes). */
const UNKNOWN_ID = '2wkBET2rRgE8pahuaczxKbmv7ciehqsne57F9gtzf1PVcUJEQG';

test.describe('core pages', () => {
  test('default: the dashboard shows the chain, staking, fees and live blocks', async ({ page }) => {
    await page.goto('/local');
    await expect(page.getByRole('region', { name: 'P-Chain' }).getByRole('link')).toHaveText(/^\d+$/);
    for (const label of ['Current supply', 'Total stake', 'Minimum validator stake', 'Validators']) {
      await expect(page.getByRole('region', { name: 'Staking' }).getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(page.getByRole('meter', { name: 'P-Chain gas price' })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'L1 validator fee' })).toBeVisible();
    const latest = page.getByRole('table', { name: 'Latest P-Chain blocks' });
    await expect(latest.getByRole('row')).toHaveCount(11);
    const first = await latest.getByRole('row').nth(1).getByRole('link').first().textContent();
    // The list follows the head: a newer block shows up on its own (made now, whatever the machine's pace).
    await control('produceBlocks', { count: 1 });
    await expect(latest.getByRole('row').nth(1).getByRole('link').first()).not.toHaveText(first!);
  });

  test('behavior: dashboard figures are grouped and the page fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/local');
    await expect(page.getByRole('region', { name: 'P-Chain' }).getByRole('link')).toHaveText(/^\d+$/);
    // Below the fold, the latest blocks wait for the reader to come near them.
    const latestBlocks = page.getByRole('region', { name: 'Latest blocks' });
    await expect(latestBlocks.getByRole('status', { name: 'Loading latest blocks' })).toBeVisible();
    await expect(latestBlocks.getByRole('table')).toHaveCount(0);
    await latestBlocks.scrollIntoViewIfNeeded();
    await expect(page.getByRole('meter', { name: 'P-Chain gas capacity in use' })).toHaveAttribute('aria-valuetext', /\d{1,3}(,\d{3})+ of \d{1,3}(,\d{3})+ gas left/);
    await expect(page.getByRole('table', { name: 'Latest P-Chain blocks' }).getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('table', { name: 'Latest P-Chain blocks' }).getByRole('button', { name: /^Copy / }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('default: the block list pages by height', async ({ page }) => {
    await page.goto('/local/blocks');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1).getByRole('link').first()).toHaveText(/^\d+$/);
    await page.getByRole('navigation', { name: 'Block pages' }).getByRole('link', { name: 'Older' }).click();
    await expect(page).toHaveURL(/\/local\/blocks\?before=\d+/);
    await expect(page.getByRole('navigation', { name: 'Block pages' }).getByRole('link', { name: 'Latest' })).toBeVisible();
  });

  test('default: a block by height, with kind, txs, neighbours and raw calls', async ({ page }) => {
    const at = (await height()) - 1;
    const block = await blockAt(at);
    await page.goto(`/local/blocks/${at}`);
    await expect(page.getByRole('heading', { level: 1, name: `Block ${at}` })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText(block.id);
    await expect(page.getByRole('link', { name: new RegExp(`Previous block \\(${at - 1}\\)`) })).toBeVisible();
    // Closed, the hex encoding is not asked for, so nothing says it is loading.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.getByText('Hex encoding').click();
    await expect(page.getByLabel('Block hex', { exact: true })).toContainText(/^0x[0-9a-f]+$/);
    await page.getByText(/^Raw RPC/).click();
    // The block's own call, and the one the parent-link check makes for the block below.
    await expect(page.getByRole('listitem', { name: 'platform.getBlockByHeight call' })).toHaveCount(2);
    await expect(page.getByRole('listitem', { name: 'platform.getBlock call' })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(`Previous block`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Block ${at - 1}` })).toBeVisible();
  });

  test('behavior: commit and abort blocks are told apart', async ({ page }) => {
    const at = await findOptionBlockHeight();
    await page.goto(`/local/blocks/${at}`);
    const kind = page.getByRole('region', { name: 'Overview' }).getByRole('definition').nth(2);
    await expect(kind).toHaveText(/^(Commit|Abort)$/);
  });

  test('default: a block by ID', async ({ page }) => {
    const block = await blockAt((await height()) - 2);
    await page.goto(`/local/blocks/${block.id}`);
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText(String(block.height));
  });

  test('default: a transaction is decoded with its status', async ({ page }) => {
    const tx = await findTx((candidate) => 'validator' in candidate.unsignedTx && 'signer' in candidate.unsignedTx);
    await page.goto(`/local/tx/${tx.id}`);
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByText('Committed')).toBeVisible();
    await expect(overview.getByText('Add permissionless validator')).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText('Validation rewards owner')).toBeVisible();
    await expect(details.getByRole('link', { name: /^NodeID-/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Stake' }).getByRole('table')).toBeVisible();
    await page.getByText(/^Raw RPC/).click();
    // The tx's JSON, and the calls its checks make (its bytes, the txs whose outputs it spends).
    await expect(page.getByRole('listitem', { name: 'platform.getTx call' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy as curl' }).first()).toBeVisible();
  });

  test('default: a subnet-to-L1 conversion links its validators and shows the fee it burned', async ({ page }) => {
    const tx = await findTx((candidate) => 'validators' in candidate.unsignedTx && 'chainID' in candidate.unsignedTx);
    await page.goto(`/local/tx/${tx.id}`);
    await expect(page.getByRole('region', { name: 'Base' }).getByRole('term').filter({ hasText: 'Fee (burned)' })).toBeVisible();
    const validators = page.getByRole('region', { name: 'L1 validators' });
    await expect(validators.getByRole('cell', { name: /^NodeID-/ }).first()).toBeVisible();
    await expect(validators.getByRole('link', { name: /^P-local1/ }).first()).toBeVisible();
    await validators.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/local\/l1-validators\/\w+/);
    await expect(page.getByRole('heading', { level: 1, name: 'L1 validator' })).toBeVisible();
  });

  test('default: an L1 validator registration decodes its Warp message', async ({ page }) => {
    const tx = await findTx((candidate) => 'proofOfPossession' in candidate.unsignedTx && 'message' in candidate.unsignedTx);
    await page.goto(`/local/tx/${tx.id}`);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText(/^Register an L1 validator, sent by the validator manager/)).toBeVisible();
    await expect(details.getByRole('link', { name: /^P-local1/ }).first()).toBeVisible();
    const validation = details.getByRole('term').filter({ hasText: /^Validation ID$/ }).locator('xpath=following-sibling::dd[1]');
    // The link names the tx, whose bytes the L1 validator page checks the validator's BLS key against.
    await expect(validation.getByRole('link')).toHaveAttribute('href', new RegExp(`/local/l1-validators/\\w+\\?tx=${tx.id}$`));
  });

  test('default: an atomic transaction', async ({ page }) => {
    const txId = await findAtomicTxId();
    await page.goto(`/local/atomic-tx/${txId}`);
    await expect(page.getByRole('region', { name: 'Overview' }).getByText('Accepted')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Decoded header' })).toContainText('Export from the C-Chain');
    await expect(page.getByRole('region', { name: 'Decoded header' }).getByRole('term').filter({ hasText: 'Fee (burned)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'From the C-Chain' }).getByRole('cell', { name: /^0x[0-9a-f]{40}/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'To the P-Chain' }).getByRole('link', { name: /^P-local1/ }).first()).toBeVisible();
  });

  test('error: malformed IDs in the URL say why', async ({ page }) => {
    await page.goto('/local/tx/not-an-id');
    await expect(page.getByRole('heading', { name: 'This is not a transaction ID' })).toBeVisible();
    await expect(page.getByText('not-an-id: not a valid ID: “-” is not a base58 character.')).toBeVisible();
    await page.goto('/local/blocks/0xabc');
    await expect(page.getByRole('heading', { name: 'This is not a block height or ID' })).toBeVisible();
    await page.goto('/local/atomic-tx/abc');
    await expect(page.getByRole('heading', { name: 'This is not a transaction ID' })).toBeVisible();
  });

  test('error: unknown IDs are not found', async ({ page }) => {
    await page.goto(`/local/tx/${UNKNOWN_ID}`);
    await expect(page.getByRole('heading', { name: 'Transaction not found' })).toBeVisible();
    await page.goto(`/local/blocks/${UNKNOWN_ID}`);
    await expect(page.getByRole('heading', { name: 'Block not found' })).toBeVisible();
    await page.goto('/local/blocks/99999999');
    await expect(page.getByRole('heading', { name: 'Block not found' })).toBeVisible();
    await page.goto(`/local/atomic-tx/${UNKNOWN_ID}`);
    await expect(page.getByRole('heading', { name: 'Atomic transaction not found' })).toBeVisible();
  });
});
