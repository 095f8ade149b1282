import { expect, test, type Locator } from '@playwright/test';
import serialization from '../test/fixtures/platformvm-serialization.json' with { type: 'json' };
import { fromHex, toHexWithChecksum } from '../src/lib/hex';

/** A reference vector's unsigned tx as a signed tx without credentials, in the node's checksummed hex. */
function signedHex(kind: string): string {
  const vector = serialization.vectors.find((item) => item.kind === kind)!;
  const unsigned = fromHex(vector.hex);
  return toHexWithChecksum(Uint8Array.from([...unsigned, 0, 0, 0, 0]));
}

const valueOf = (region: Locator, label: string) =>
  region.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe("decode: Helicon's auto-renewed staking txs, from the reference node's serialization tests", () => {
  test('default: an add auto-renewed validator tx shows its node, cycle, shares, authority and stake', async ({ page }) => {
    await page.goto('/local/tools/decode');
    await page.getByRole('textbox', { name: 'Hex encoding' }).fill(signedHex('AddAutoRenewedValidatorTx'));
    await expect(page.getByRole('status').filter({ hasText: 'Decoded as a P-Chain transaction (detected).' })).toBeVisible();
    await expect(page.getByText('Add auto-renewed validator', { exact: true })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(valueOf(details, 'Node ID').getByRole('link', { name: 'NodeID-2ZbTY9GatRTrfinAoYiYLcf6CvrPAUYgo' })).toBeVisible();
    await expect(valueOf(details, 'Cycle length')).toHaveText('200 d');
    await expect(valueOf(details, 'Delegation fee')).toHaveText('100 %');
    await expect(valueOf(details, 'Restaked share of rewards')).toHaveText('50 %');
    await expect(valueOf(details, 'Validator authority')).toContainText(/P-\w+1g32kvaugnx4tk3z4vemc3xd2hdz92enh/);
    await expect(page.getByRole('region', { name: 'Stake' })).toBeVisible();
  });

  test('behavior: a config tx names the validator tx and its next cycle; a reward tx names the validator tx and its cycle end', async ({ page }) => {
    await page.goto('/local/tools/decode');
    const field = page.getByRole('textbox', { name: 'Hex encoding' });
    await field.fill(signedHex('SetAutoRenewedValidatorConfigTx'));
    await expect(page.getByText('Set auto-renewed validator config', { exact: true })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(valueOf(details, 'Auto-renewed validator tx').getByRole('link', { name: /^2wiU5PnFTjTmoAXGZutHAsPF36qGGyLHYHj9G1Aucfmb3JFFGN/ })).toBeVisible();
    await expect(valueOf(details, 'Next cycle length')).toHaveText('200 d');
    await expect(valueOf(details, 'Authorization')).toHaveText('signature indices 1');

    await field.fill(signedHex('RewardAutoRenewedValidatorTx'));
    await expect(page.getByText('Reward auto-renewed validator', { exact: true })).toBeVisible();
    await expect(valueOf(details, 'Rewarded validator tx')).toContainText('2wiU5PnFTjTmoAXGZutHAsPF36qGGyLHYHj9G1Aucfmb3JFFGN');
    await expect(valueOf(details, 'Cycle end').locator('time')).toHaveAttribute('datetime', '2009-02-13T23:31:30.000Z');
  });
});
