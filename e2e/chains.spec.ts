import { expect, test } from '@playwright/test';
import { FEE_CONFIG_CHANGE_BLOCK } from '../devnet/evm/chain-config';
import { platform, rpc } from './fixtures';

const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';

interface ChainConfigJson {
  upgrades?: { precompileUpgrades?: Record<string, { blockTimestamp: number; disable?: boolean }>[] };
}

/** The subnet-EVM chain whose upgrades disable a precompile, and that upgrade. */
async function chainWithDisable(): Promise<{ chainId: string; key: string; time: number }> {
  const { blockchains } = await platform<{ blockchains: { id: string; vmID: string }[] }>('getBlockchains');
  for (const chain of blockchains.filter((entry) => entry.vmID === SUBNET_EVM_VM_ID)) {
    const config = await rpc<ChainConfigJson>(`/ext/bc/${chain.id}/rpc`, 'eth_getChainConfig', []);
    for (const upgrade of config.upgrades?.precompileUpgrades ?? []) {
      const [key, entry] = Object.entries(upgrade)[0]!;
      if (entry.disable) return { chainId: chain.id, key, time: entry.blockTimestamp };
    }
  }
  throw new Error('no subnet-EVM chain disables a precompile on this devnet');
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

test.describe('EVM chain pages', () => {
  test('default: the config page shows the chain ID, the timeline with the disabling upgrade and the raw JSON', async ({ page }) => {
    const { chainId, time } = await chainWithDisable();
    await page.goto(`/local/chains/${chainId}/config`);
    await expect(page.getByRole('region', { name: 'Chain' }).getByRole('definition').first()).toHaveText(/^\d+$/);
    const timeline = page.getByRole('list', { name: 'Chain timeline' });
    await expect(timeline.getByText('Tx allow list disabled')).toBeVisible();
    await expect(timeline.locator(`time[datetime="${new Date(time * 1000).toISOString()}"]`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Genesis fee config' }).getByRole('row', { name: /minBaseFee/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /Precompiles enabled at genesis/ }).getByRole('row')).toHaveCount(4);
    await expect(page.getByLabel('Chain config JSON')).toContainText('"precompileUpgrades"');
  });

  test('behavior: comparing rules before and after the upgrade highlights the disabled precompile', async ({ page }) => {
    const { chainId, key, time } = await chainWithDisable();
    await page.goto(`/local/chains/${chainId}/rules?at=${iso(time - 60)}&vs=${iso(time + 60)}`);
    const precompiles = page.getByRole('table', { name: /Active precompiles/ });
    await expect(precompiles).toContainText('1 changed');
    const changed = precompiles.getByRole('row', { name: `${key} changed` });
    await expect(changed).toContainText('Tx allow list');
    await expect(changed.getByRole('cell')).toHaveText(['on', 'off']);
    await expect(page.getByRole('table', { name: /Chain rules/ })).toContainText('no change');
  });

  test('behavior: the rules form puts the chosen times in the URL', async ({ page }) => {
    const { chainId, time } = await chainWithDisable();
    await page.goto(`/local/chains/${chainId}/rules`);
    await expect(page.getByRole('table', { name: /EVM rules/ })).toBeVisible();
    await page.getByLabel(/^At/).fill(iso(time + 60).slice(0, 19));
    await page.getByRole('button', { name: 'Show rules' }).click();
    await expect(page).toHaveURL(new RegExp(`at=${encodeURIComponent(iso(time + 60))}`));
    await expect(page.getByRole('table', { name: /Active precompiles/ })).not.toContainText('Tx allow list');
  });

  test('default: the fee config history finds the change block', async ({ page }) => {
    const { chainId } = await chainWithDisable();
    await page.goto(`/local/chains/${chainId}/fees`);
    await expect(page.getByRole('region', { name: 'Fee config' }).getByRole('link', { name: `block ${FEE_CONFIG_CHANGE_BLOCK}` })).toBeVisible();
    const history = page.getByRole('table', { name: 'Fee config changes, newest first' });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(String(FEE_CONFIG_CHANGE_BLOCK));
    await expect(history.getByRole('row').nth(2).getByRole('rowheader')).toHaveText('genesis');
    // Following the change block shows the config in force there.
    await history.getByRole('link', { name: 'genesis' }).click();
    await expect(page).toHaveURL(/block=0/);
    await expect(page.getByRole('table', { name: 'Fee config', exact: true }).getByRole('row', { name: /gasLimit/ })).toContainText('8,000,000');
  });

  test('default: chain validators are listed and sortable', async ({ page }) => {
    const { chainId } = await chainWithDisable();
    await page.goto(`/local/chains/${chainId}/validators`);
    const table = page.getByRole('table', { name: /validators, as this node sees them/ });
    await expect(table.getByRole('row').nth(1)).toContainText('NodeID-');
    await table.getByRole('button', { name: /Uptime %/ }).click();
    await expect(table.getByRole('columnheader', { name: /Uptime %/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('error: the C-Chain pages explain the missing subnet-EVM methods', async ({ page }) => {
    await page.goto('/local/chains/C/rules');
    await expect(page.getByRole('status').filter({ hasText: 'This chain has no active-rules methods' })).toContainText('eth_getActiveRulesAt');
    await page.getByRole('navigation', { name: 'Chain sections' }).getByRole('link', { name: 'Fees' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This chain has no fee config method' })).toContainText('eth_feeConfig');
    await expect(page.getByRole('img', { name: /^C-Chain: base fee per block\./ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Chain sections' }).getByRole('link', { name: 'Validators' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This chain has no validators API' })).toContainText('Primary Network validators');
    await page.getByRole('navigation', { name: 'Chain sections' }).getByRole('link', { name: 'Config' }).click();
    await expect(page.getByRole('list', { name: 'Chain timeline' })).toContainText('Apricot Phase 1');
  });

  test('error: a mistyped chain ID says so', async ({ page }) => {
    await page.goto('/local/chains/not-a-chain/config');
    await expect(page.getByRole('heading', { name: 'This is not an EVM chain' })).toBeVisible();
  });
});
