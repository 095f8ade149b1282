import { expect, test, type Page } from '@playwright/test';
import { blockAt, findAtomicTxId, findTx, firstOutputAddress, lastingValidatorNodeId, height, platform, rpc } from './fixtures';
import { activeL1Validator, currentValidators } from './validators-fixtures';

/** The hash of a recent C-Chain transaction. */
async function recentCChainTxHash(): Promise<string> {
  const head = BigInt(await rpc<string>('/ext/bc/C/rpc', 'eth_blockNumber', []));
  for (let number = head; number > 0n; number--) {
    const block = await rpc<{ transactions: string[] }>('/ext/bc/C/rpc', 'eth_getBlockByNumber', [`0x${number.toString(16)}`, false]);
    if (block.transactions[0]) return block.transactions[0];
  }
  throw new Error('the C-Chain has no transaction');
}

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

  test('args: a pasted Snowtrace tx link opens the transaction on this network', async ({ page }) => {
    const hash = await recentCChainTxHash();
    await search(page, `https://snowtrace.io/tx/${hash}?chainid=43114#eventlog`);
    await expect(page).toHaveURL(new RegExp(`/local/chains/C/tx/${hash}$`));
  });

  test('args: a node ID in lower case, and an address without P-', async ({ page }) => {
    const nodeId = await lastingValidatorNodeId();
    await search(page, nodeId.replace('NodeID-', 'nodeid-'));
    await expect(page).toHaveURL(new RegExp(`/local/validators/${nodeId}$`));
    const address = firstOutputAddress(await findTx((tx) => Array.isArray(tx.unsignedTx.outputs) && tx.unsignedTx.outputs.length > 0));
    await search(page, address.replace(/^P-/, ''));
    await expect(page).toHaveURL(new RegExp(`/local/address/${address}$`));
  });

  test('args: a chain by name, case aside, opens its blockchain', async ({ page }) => {
    const { blockchains } = await platform<{ blockchains: Array<{ id: string; name: string }> }>('getBlockchains');
    const dexchain = blockchains.find((chain) => chain.name === 'dexchain')!;
    await search(page, 'DexChain');
    await expect(page).toHaveURL(new RegExp(`/local/blockchains/${dexchain.id}$`));
  });

  test("args: an L1 validator's node ID opens its L1 validation", async ({ page }) => {
    const { subnetID, validationID } = await activeL1Validator();
    const validator = (await currentValidators(subnetID)).find((entry) => entry.validationID === validationID)!;
    await search(page, validator.nodeID);
    await expect(page).toHaveURL(new RegExp(`/local/l1-validators/${validationID}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'L1 validator' })).toBeVisible();
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
    await expect(alert).toContainText(
      'a block height, a NodeID-…, a P-, X- or C- address, a 0x… hash or address, a cb58 ID, a chain name, a token symbol or a link from another explorer',
    );
    await expect(alert).not.toContainText('base58');
  });

  test('error: a name no chain has says so, not that a checksum is wrong', async ({ page }) => {
    await search(page, 'nochain');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No blockchain is named “nochain” on this node');
    await expect(alert).not.toContainText('checksum');
  });

  test('error: an unknown ID finds nothing', async ({ page }) => {
    await search(page, '2wkBET2rRgE8pahuaczxKbmv7ciehqsne57F9gtzf1PVcUJEQG');
    await expect(page.getByRole('alert')).toContainText('was found on this node');
  });
});
