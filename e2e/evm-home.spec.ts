import { expect, test, type Locator, type Page } from '@playwright/test';
import { encodeFunctionData, getContractAddress, parseAbi, type Hex } from 'viem';
import { DEVNET_TOKEN_BYTECODE } from '../devnet/evm/contracts/devnet-token';
import { evmTestWallet } from '../devnet/testing/test-wallet';
import config from '../playwright.config';
import { control, holdNodeAnswers, NODE_URL, rpc } from './fixtures';
import { layoutShift, MAX_SHIFT, watchLayoutShift } from './layout-shift';

const TOKEN_ABI = parseAbi(['constructor(uint256 supply)', 'function transfer(address to, uint256 value) returns (bool)']);
const TOKEN_SUPPLY = 10n ** 24n;
const TOKEN_AMOUNT = 12_345n;
const RECIPIENT = '0x00000000000000000000000000000000000e2e01';
/** Fixed gas: nothing is estimated against a state the paused chain has not reached yet. */
const DEPLOY_GAS = 1_500_000n;
const CALL_GAS = 100_000n;
/** Tab presses between two blocks made while walking the table. */
const TABS_PER_BLOCK = 3;
const MAX_TABS = 80;
/** Blocks made once the page is in, each shifting the rows' contents down one. */
const BLOCKS_WATCHED = 3;

const { account, wallet, reader, fees } = evmTestWallet(NODE_URL);

// With the scrollbar drawn, as on a desktop: one appearing as the page grows must not shift it.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const cHead = async (): Promise<bigint> => BigInt(await rpc<string>('/ext/bc/C/rpc', 'eth_blockNumber', []));
const latestBlocks = (page: Page) => page.getByRole('table', { name: 'Latest blocks' });
const latestTxs = (page: Page) => page.getByRole('table', { name: 'Latest transactions' });
/** The block number the top row of the latest blocks shows. */
const topBlock = (page: Page): Locator => latestBlocks(page).getByRole('row').nth(1).getByRole('link').first();
const txRow = (page: Page, hash: string) => latestTxs(page).getByRole('row').filter({ has: page.getByTitle(hash, { exact: true }) });

/** Opens the C-Chain's home with the chain's clock paused and its head shown. */
async function openPaused(page: Page): Promise<bigint> {
  await control('pauseClock');
  await page.goto('/local/chains/C');
  await expect(page.getByRole('status', { name: 'Head updates' })).toHaveText('Live');
  const head = await cHead();
  await expect(topBlock(page)).toHaveText(head.toString());
  return head;
}

test.describe('an EVM chain’s home', () => {
  test.afterEach(async () => {
    await control('resumeClock');
  });

  test('default: the menu’s C-Chain entry opens the home with the latest blocks and transactions, and the chain’s other pages', async ({ page }) => {
    await page.goto('/local');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'C-Chain' }).click();
    await expect(page).toHaveURL(/\/local\/chains\/C$/);
    await expect(page.getByRole('heading', { level: 1, name: 'C-Chain' })).toBeVisible();
    await expect(latestBlocks(page).getByRole('row')).toHaveCount(11);
    await expect(latestTxs(page).getByRole('row').nth(1)).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Chain sections' });
    await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Config' }).click();
    await expect(page).toHaveURL(/\/local\/chains\/C\/config$/);
    await expect(page.getByRole('heading', { name: 'Precompiles and upgrades' })).toBeVisible();
  });

  test('behavior: a block made with the clock paused shows at once, and a deploy and a call the test wallet sends show as Create and transfer', async ({ page }) => {
    const head = await openPaused(page);
    const nonce = await reader.getTransactionCount({ address: account.address, blockTag: 'pending' });
    const token = getContractAddress({ from: account.address, nonce: BigInt(nonce) });
    const deployHash = await wallet.deployContract({ abi: TOKEN_ABI, bytecode: DEVNET_TOKEN_BYTECODE as Hex, args: [TOKEN_SUPPLY], nonce, gas: DEPLOY_GAS, ...(await fees()) });
    const data = encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [RECIPIENT, TOKEN_AMOUNT] });
    const callHash = await wallet.sendTransaction({ to: token, data, nonce: nonce + 1, gas: CALL_GAS, ...(await fees()) });
    await control('produceBlocks', { count: 1 });

    await expect(topBlock(page)).toHaveText((head + 1n).toString());
    await expect(txRow(page, callHash)).toContainText(`${head + 1n}`);
    await expect(txRow(page, callHash).getByTitle('transfer(address,uint256) (ERC-20)')).toHaveText('transfer');
    await expect(txRow(page, deployHash)).toContainText('Create');

    await topBlock(page).click();
    const block = page.getByRole('table', { name: `Transactions of block ${head + 1n}` });
    await expect(block.getByRole('row').filter({ has: page.getByTitle(callHash, { exact: true }) })).toContainText('transfer');
  });

  test('behavior: Tab walks the latest blocks while blocks arrive, each block once, until the one it is on leaves the table', async ({ page }) => {
    await openPaused(page);
    await page.evaluate(() => {
      const walked: string[] = [];
      (window as unknown as { walked: string[] }).walked = walked;
      document.addEventListener('focusin', (event) => {
        const row = (event.target as Element).closest('tr[data-row-id]');
        walked.push(row?.getAttribute('data-row-id') ?? 'outside');
      });
    });
    await topBlock(page).focus();
    const table = latestBlocks(page);
    let made = 0;
    for (let presses = 1; presses <= MAX_TABS; presses++) {
      await page.keyboard.press('Tab');
      if (!(await table.evaluate((element) => element.contains(document.activeElement)))) break;
      if (presses % TABS_PER_BLOCK === 0) {
        const before = await topBlock(page).textContent();
        await control('produceBlocks', { count: 1 });
        made++;
        await expect(topBlock(page)).not.toHaveText(before ?? '');
      }
    }
    // Each block moves the rows down one as Tab moves the focus down one: the walk meets the end half-way.
    expect(made).toBeGreaterThanOrEqual(3);
    const walked = await page.evaluate(() => (window as unknown as { walked: string[] }).walked);
    // Each row's controls in turn; the focus following its block to the block's new row adds no visit.
    const visits = walked.filter((row, index) => row !== walked[index - 1]);
    expect(visits.at(-1)).toBe('outside');
    const rows = visits.slice(0, -1);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.map(BigInt)).toEqual([...rows.map(BigInt)].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect(rows.length).toBeGreaterThanOrEqual(made);
  });

  test('behavior: g e opens the chain’s home, g x Decode, g r Rewards, and ? lists them', async ({ page }) => {
    await page.goto('/local');
    await expect(page.getByRole('heading', { level: 1, name: 'Local devnet' })).toBeVisible();
    for (const [key, path, heading] of [
      ['e', /\/local\/chains\/C$/, 'C-Chain'],
      ['x', /\/local\/tools\/decode$/, 'Decode'],
      ['r', /\/local\/tools\/rewards$/, 'Rewards calculator'],
    ] as const) {
      await page.keyboard.press('g');
      await page.keyboard.press(key);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const label of ['C-Chain: latest blocks and transactions', 'Decode (tx, block or UTXO hex)', 'Rewards calculator']) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test('error: a blockchain ID the node serves no chain for is not found', async ({ page }) => {
    await page.goto('/local/chains/2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt');
    await expect(page.getByRole('heading', { name: 'No such EVM chain on this node' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All chains', exact: true })).toHaveAttribute('href', '/local/chains');
  });
});

test.describe('an EVM chain’s home, laid out', () => {
  test.afterEach(async () => {
    await control('resumeClock');
  });

  test('behavior: the home does not shift as its tables load, nor as new blocks arrive', async ({ page }) => {
    await watchLayoutShift(page);
    await control('pauseClock');
    const release = await holdNodeAnswers(page);
    await page.goto('/local/chains/C');
    await expect(page.getByRole('status', { name: 'Loading latest transactions' })).toBeVisible();
    // The skeletons are painted: the rest of the load goes at the node's own pace.
    release();
    await expect(latestBlocks(page).getByRole('row')).toHaveCount(11);
    await expect(latestTxs(page).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    for (let made = 0; made < BLOCKS_WATCHED; made++) {
      const before = await topBlock(page).textContent();
      await control('produceBlocks', { count: 1 });
      await expect(topBlock(page)).not.toHaveText(before ?? '');
      await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    }
    expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_SHIFT);
  });
});
