import { expect, test, type Page } from '@playwright/test';
import { autoRenewedRewardTxId } from '../src/lib/codec/auto-renewed-reward';
import { autoRenewed, ewoqAuthorized, sendConfig, type AutoRenewedValidator } from './auto-renewed-fixtures';
import { EWOQ_P_ADDRESS } from './p-chain-wallet';
import { chainNow, control, definitionOf, idLink, passADay, platform } from './fixtures';

// Helicon's auto-renewed validators on the default devnet (Helicon active from genesis): a
// validator's page with its cycle and config, a config change signed by its authority (ewoq, the
// test key), and cycles that end in commit and in abort, driven by the devnet's clock.

const DAY = 86_400n;
/** Shown uptime is within a point of what decides the reward (80 %): below this the cycle aborts. */
const SURELY_SHORT = 78;

/** The chain moved to `end` (a cycle's end) and one block past it: the reward proposal and its option are in. */
async function reachCycleEnd(end: bigint): Promise<void> {
  const now = BigInt(await chainNow());
  if (end > now) await control('advanceTime', { seconds: Number(end - now) });
  await control('produceBlocks', { count: 1 });
}

async function rewardStatus(rewardTxId: string): Promise<string> {
  return (await platform<{ status: string }>('getTxStatus', { txID: rewardTxId })).status;
}

const autoRenewal = (page: Page) => page.getByRole('region', { name: 'Auto-renewal' });

test.describe('auto-renewed validators', () => {
  test.beforeEach(() => control('pauseClock'));
  test.afterEach(() => control('resumeClock'));

  test('default: the page of an auto-renewed validator shows its cycle and config; a config change from its authority shows on it', async ({ page }) => {
    const validator = await ewoqAuthorized();
    await page.goto(`/local/validators/${validator.nodeID}`);
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(definitionOf(overview, 'Current cycle').getByRole('meter', { name: 'Staking period elapsed' })).toBeVisible();
    const config = autoRenewal(page);
    await expect(definitionOf(config, 'At the end of this cycle')).toHaveText(/^Renews for \d+ d/);
    await expect(definitionOf(config, 'Validator authority')).toContainText(EWOQ_P_ADDRESS);
    await expect(definitionOf(config, 'Staked at the start')).toContainText('NATIVE');
    await expect(definitionOf(config, 'Grown by restaked rewards')).toContainText('NATIVE');

    await sendConfig(validator.txID, 250_000n, 3n * DAY);
    await page.reload();
    await expect(definitionOf(autoRenewal(page), 'At the end of this cycle')).toHaveText('Renews for 3 d');
    await expect(definitionOf(autoRenewal(page), 'Restaked share')).toContainText('25.00 %');

    await sendConfig(validator.txID, 500_000n, 0n);
    await page.reload();
    await expect(definitionOf(autoRenewal(page), 'At the end of this cycle')).toHaveText('Exits: the stake comes back and every reward is paid out');
    // Back to renewing, so the validator stays for the next test.
    await sendConfig(validator.txID, 500_000n, DAY);
  });

  test('args: the validators table filters auto-renewing validators and says which renew', async ({ page }) => {
    const validator = await ewoqAuthorized();
    await page.goto('/local/validators?autoRenew=yes');
    const table = page.getByRole('table', { name: 'Validators' });
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('checkbox', { name: 'Auto-renewing' }).check();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: /^Auto-renewing/ })).toBeVisible();
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(`^${validator.nodeID.slice(0, 12)}`) }) });
    await expect(row).toContainText('renews');
    await page.getByLabel('Auto-renewing').selectOption('no');
    await expect(page).toHaveURL(/autoRenew=no/);
    await expect(row).toHaveCount(0);
  });

  test("default: the node page shows the upgrade schedule: Helicon active, from the node's info.upgrades", async ({ page }) => {
    await page.goto('/local/node');
    const upgrades = page.getByRole('region', { name: 'Upgrades' });
    await expect(upgrades.getByRole('row', { name: /^Helicon / })).toContainText('active');
    await expect(upgrades.getByRole('row', { name: /^Granite / })).toContainText('active');
  });

  test('behavior: a cycle that ends in commit renews the validator, lists the cycle, and its reward tx page says commit', async ({ page }) => {
    const validator = await ewoqAuthorized();
    const end = BigInt(validator.endTime);
    const rewardTxId = autoRenewedRewardTxId(validator.txID, end);
    await reachCycleEnd(end);
    expect(await rewardStatus(rewardTxId)).toBe('Committed');
    const renewed = await ewoqAuthorized();
    expect(BigInt(renewed.startTime)).toBe(end);

    await page.goto(`/local/validators/${validator.nodeID}`);
    const cycles = page.getByRole('region', { name: 'Ended cycles' });
    await expect(idLink(cycles, rewardTxId)).toBeVisible();
    await idLink(cycles, rewardTxId).click();
    const reward = page.getByRole('region', { name: 'Reward' });
    await expect(reward.getByText(/^commit: the cycle was rewarded/)).toBeVisible();
    await expect(reward.getByRole('link', { name: new RegExp(`^${validator.nodeID.slice(0, 12)}`) })).toHaveAttribute('href', `/local/validators/${validator.nodeID}`);
    await expect(definitionOf(reward, 'Paid')).toContainText('NATIVE');
  });

  test('behavior: a cycle short of uptime ends in abort: the validator leaves, and its reward tx page says abort', async ({ page }) => {
    let short: AutoRenewedValidator | undefined;
    for (let attempt = 0; attempt < 3 && short === undefined; attempt++) {
      short = (await autoRenewed()).filter((validator) => Number(validator.uptime) < SURELY_SHORT).sort((a, b) => Number(a.endTime) - Number(b.endTime))[0];
      if (short === undefined) await passADay();
    }
    if (!short) throw new Error('no auto-renewed validator short of uptime on the devnet');
    const end = BigInt(short.endTime);
    const rewardTxId = autoRenewedRewardTxId(short.txID, end);
    await reachCycleEnd(end);
    expect(await rewardStatus(rewardTxId)).toBe('Aborted');

    await page.goto(`/local/tx/${rewardTxId}`);
    const reward = page.getByRole('region', { name: 'Reward' });
    await expect(reward.getByText(/^abort: the validator exited with its stake/)).toBeVisible();
    await reward.getByRole('link', { name: new RegExp(`^${short.nodeID.slice(0, 12)}`) }).click();
    await expect(page.getByText('Not a current validator')).toBeVisible();
  });
});
