import { expect, test, type Page } from '@playwright/test';
import { platform, rpc } from './fixtures';

const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';
const C_CHAIN_EVM_ID = '43112';
const TABLE = 'Every blockchain of every subnet';

interface ChainJson {
  id: string;
  name: string;
  vmID: string;
}

/** The chain's own answer to eth_chainId, in decimal; undefined when it does not answer. */
async function evmChainId(blockchainId: string): Promise<string | undefined> {
  try {
    return BigInt(await rpc<string>(`/ext/bc/${blockchainId}/rpc`, 'eth_chainId', [])).toString();
  } catch {
    return undefined;
  }
}

function table(page: Page) {
  return page.getByRole('table', { name: TABLE });
}

function rowOf(page: Page, name: string) {
  return table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Names in the order the table shows them. */
async function shownNames(page: Page): Promise<string[]> {
  return table(page).locator('tbody tr td:first-child').allInnerTexts();
}

test.describe('all chains', () => {
  test('default: lists the C-Chain with chain ID 43112 and every subnet-EVM chain with the ID it answers', async ({ page }) => {
    const { blockchains } = await platform<{ blockchains: ChainJson[] }>('getBlockchains');
    const subnetEvm = blockchains.filter((chain) => chain.vmID === SUBNET_EVM_VM_ID);
    expect(subnetEvm.length).toBeGreaterThan(0);
    await page.goto('/local/chains');
    await expect(page.getByRole('heading', { level: 1, name: 'All chains' })).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(blockchains.length);
    const cChain = rowOf(page, 'C-Chain');
    await expect(cChain.getByRole('link', { name: C_CHAIN_EVM_ID })).toBeVisible();
    await expect(cChain).toContainText('Primary Network');
    await expect(cChain).toContainText('Coreth EVM (C-Chain)');
    for (const chain of subnetEvm) {
      // Every chain the node lists serves its API, those it created after it started too.
      const chainId = await evmChainId(chain.id);
      expect(chainId, chain.name).toBeDefined();
      const row = rowOf(page, chain.name);
      await expect(row).toContainText('Subnet-EVM');
      await expect(row).toContainText(/Permissioned|Elastic|L1/);
      await expect(row.getByRole('link', { name: chainId!, exact: true })).toBeVisible();
    }
    // A chain that is not an EVM is not asked: its cell says why there is no ID.
    await expect(rowOf(page, 'X-Chain').getByLabel('not an EVM chain')).toBeVisible();
    await expect(rowOf(page, 'C-Chain')).toContainText('Validating');
  });

  test('behavior: sorting by a column with the keyboard reorders the rows and sets aria-sort', async ({ page }) => {
    await page.goto('/local/chains');
    await expect(rowOf(page, 'C-Chain').getByRole('link', { name: C_CHAIN_EVM_ID })).toBeVisible();
    const nameHeader = table(page).getByRole('columnheader', { name: /Name/ });
    await nameHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await shownNames(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    await page.keyboard.press('Enter');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(await shownNames(page)).toEqual([...ascending].reverse());

    const idHeader = table(page).getByRole('columnheader', { name: /EVM chain ID/ });
    await idHeader.getByRole('button').click();
    await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    const ids = (await table(page).locator('tbody tr td:last-child').allInnerTexts()).filter((text) => /^\d+$/.test(text)).map(Number);
    expect(ids).toContain(Number(C_CHAIN_EVM_ID));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('behavior: the chain ID opens the EVM chain page and the name the blockchain page', async ({ page }) => {
    await page.goto('/local/chains');
    await rowOf(page, 'C-Chain').getByRole('link', { name: C_CHAIN_EVM_ID }).click();
    await expect(page).toHaveURL(/\/local\/chains\/C\/config$/);
    await page.goBack();
    await rowOf(page, 'X-Chain').getByRole('link', { name: 'X-Chain', exact: true }).click();
    await expect(page).toHaveURL(/\/local\/blockchains\/[A-Za-z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('behavior: the navigation leads to the page', async ({ page }) => {
    await page.goto('/local');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Chains', exact: true }).click();
    await expect(page).toHaveURL(/\/local\/chains$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All chains' })).toBeVisible();
  });
});
