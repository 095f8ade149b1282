import { expect, test, type Page } from '@playwright/test';
import { blockAt, findAtomicTxId, findTx, firstOutputAddress, lastingValidatorNodeId, height, platform } from './fixtures';

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/local');
    await expect(page.getByRole('heading', { level: 1, name: 'Local devnet' })).toBeVisible();
  });

  test('default: a height opens its block', async ({ page }) => {
    await search(page, '3');
    await expect(page).toHaveURL(/\/local\/blocks\/3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Block 3' })).toBeVisible();
  });

  test('args: a block ID opens the block', async ({ page }) => {
    const block = await blockAt((await height()) - 1);
    await search(page, block.id);
    await expect(page).toHaveURL(new RegExp(`/local/blocks/${block.id}$`));
  });

  test('args: a tx ID opens the transaction', async ({ page }) => {
    const tx = await findTx((candidate) => 'outputs' in candidate.unsignedTx && !('owner' in candidate.unsignedTx) && !('chainName' in candidate.unsignedTx));
    await search(page, tx.id);
    await expect(page).toHaveURL(new RegExp(`/local/tx/${tx.id}$`));
  });

  test('args: an atomic tx ID opens the atomic transaction', async ({ page }) => {
    const txId = await findAtomicTxId();
    await search(page, txId);
    await expect(page).toHaveURL(new RegExp(`/local/atomic-tx/${txId}$`));
  });

  test('args: a subnet ID, also its creating tx, offers both', async ({ page }) => {
    const { subnets } = await platform<{ subnets: Array<{ id: string }> }>('getSubnets');
    const subnet = subnets.find((item) => item.id !== '11111111111111111111111111111111LpoYY')!;
    await search(page, subnet.id);
    await expect(page.getByText('This ID names several things:')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subnet', exact: true })).toHaveAttribute('href', `/local/subnets/${subnet.id}`);
    await expect(page.getByRole('link', { name: 'P-Chain transaction' })).toHaveAttribute('href', `/local/tx/${subnet.id}`);
  });

  test('args: a node ID and an address go to their pages', async ({ page }) => {
    const nodeId = await lastingValidatorNodeId();
    await search(page, nodeId);
    await expect(page).toHaveURL(new RegExp(`/local/validators/${nodeId}$`));
    const address = firstOutputAddress(await findTx((tx) => Array.isArray(tx.unsignedTx.outputs) && tx.unsignedTx.outputs.length > 0));
    await search(page, address);
    await expect(page).toHaveURL(new RegExp(`/local/address/${address}$`));
  });

  test('error: a malformed entry says why', async ({ page }) => {
    await search(page, 'P-local1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq');
    await expect(page.getByRole('alert')).toContainText('not a valid address');
    await search(page, '0x1234');
    await expect(page.getByRole('alert')).toContainText('20 bytes');
  });

  test('error: text that is no ID says what was typed and what the box takes', async ({ page }) => {
    await search(page, 'hello!');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('“hello!” is not something the search can look up');
    await expect(alert).toContainText('a block height, a NodeID-…, a P-, X- or C- address, a 0x… hash or address, or a cb58 ID');
    await expect(alert).not.toContainText('base58');
  });

  test('error: an unknown ID finds nothing', async ({ page }) => {
    await search(page, '2wkBET2rRgE8pahuaczxKbmv7ciehqsne57F9gtzf1PVcUJEQG');
    await expect(page.getByRole('alert')).toContainText('was found on this node');
  });
});
