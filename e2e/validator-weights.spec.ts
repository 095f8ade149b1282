import { expect, test } from '@playwright/test';
import { groupDigits } from '../src/lib/amount';
import { EMPTY_NODE_ID, PRIMARY_NETWORK_ID } from '../src/lib/id-constants';
import { control, definitionOf, height, platform } from './fixtures';
import { l1WithInactiveValidator, subnets, type WireValidator } from './validators-fixtures';

const sum = (validators: readonly WireValidator[]) => validators.reduce((total, validator) => total + BigInt(validator.weight), 0n);

/** "n validators" or, when the active validators together never pass the fraction, that none does. */
function holders(activeWeights: readonly bigint[], total: bigint, numerator: bigint, denominator: bigint): string | RegExp {
  const sorted = [...activeWeights].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  let running = 0n;
  for (let i = 0; i < sorted.length; i++) {
    running += sorted[i]!;
    if (running * denominator > total * numerator) return `${i + 1} ${i === 0 ? 'validator' : 'validators'}`;
  }
  return /^none: active validators hold \d+\.\d\d %$/;
}

test.describe('an L1 with inactive validators', () => {
  // A paused chain keeps the set the test reads the one the pages show.
  test.beforeEach(async () => {
    await control('pauseClock');
  });
  test.afterEach(async () => {
    await control('resumeClock');
  });

  test('behavior: getTotalStake and getValidatorsAt hold the inactive weight under the empty node ID', async () => {
    const { subnetID, validators } = await l1WithInactiveValidator();
    const inactive = validators.filter((validator) => validator.balance === '0');
    const { weight } = await platform<{ weight: string }>('getTotalStake', { subnetID });
    expect(BigInt(weight)).toBe(sum(validators));
    const answer = await platform<Record<string, unknown>>('getValidatorsAt', { subnetID, height: await height() });
    // The spec wraps the map in `validators` (node ID → weight); reference nodes answer {publicKey, weight}.
    const set = (answer.validators ?? answer) as Record<string, number | { weight: string }>;
    const weightOf = (entry: number | { weight: string } | undefined) => (entry === undefined ? undefined : BigInt(typeof entry === 'number' ? entry : entry.weight));
    expect(weightOf(set[EMPTY_NODE_ID])).toBe(sum(inactive));
    expect(Object.values(set).reduce<bigint>((total, entry) => total + weightOf(entry)!, 0n)).toBe(sum(validators));
  });

  test('behavior: the validators list and the subnet page show the same total, name the inactive weight and leave it out of ⅓ / ½', async ({ page }) => {
    const { subnetID, validators } = await l1WithInactiveValidator();
    const inactive = validators.filter((validator) => validator.balance === '0');
    const active = validators.filter((validator) => validator.balance !== '0');
    const total = sum(validators);
    const inactiveText = new RegExp(`^${inactive.length}, weight ${groupDigits(sum(inactive))} \\(.+ % of the set, cannot sign\\)$`);

    await page.goto(`/local/validators?subnet=${subnetID}`);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(definitionOf(summary, 'Total weight')).toHaveText(groupDigits(total));
    await expect(definitionOf(summary, 'Inactive validators')).toHaveText(inactiveText);
    const activeWeights = active.map((validator) => BigInt(validator.weight));
    await expect(definitionOf(summary, 'Hold over ⅓')).toHaveText(holders(activeWeights, total, 1n, 3n));
    await expect(definitionOf(summary, 'Hold over ½')).toHaveText(holders(activeWeights, total, 1n, 2n));
    await page.goto(`/local/validators?subnet=${subnetID}&active=no`);
    await expect(page.getByRole('table', { name: 'L1 validators' }).locator('tbody tr:not([aria-hidden])').first()).toContainText('cannot sign');

    await page.goto(`/local/subnets/${subnetID}`);
    const stake = page.getByRole('region', { name: 'Validators and stake' });
    await expect(definitionOf(stake, 'Total weight')).toHaveText(groupDigits(total));
    await expect(definitionOf(stake, 'Inactive validators')).toHaveText(inactiveText);
    const atHeight = page.getByRole('region', { name: 'Validators at a height' });
    await expect(atHeight.getByText(`${active.length} validators at the proposed height, total weight ${groupDigits(total)}.`)).toBeVisible();
    await expect(atHeight.getByText(/^Inactive validators: /)).toHaveText(new RegExp(`^Inactive validators: ${inactive.length}, weight ${groupDigits(sum(inactive))} \\(.+ % of the set, cannot sign\\)\\.$`));
    const emptyRow = atHeight.getByRole('row').filter({ hasText: 'Inactive validators' });
    await expect(emptyRow).toContainText(groupDigits(sum(inactive)));
    await expect(emptyRow).toContainText('cannot sign');
  });

  test('behavior: on an L1’s subnet page, validators at a height show each active validator’s BLS key, never "none"', async ({ page }) => {
    const { subnetID, validators } = await l1WithInactiveValidator();
    const withKey = validators.filter((validator) => validator.balance !== '0' && validator.publicKey !== undefined);
    await page.goto(`/local/subnets/${subnetID}`);
    const table = page.getByRole('region', { name: 'Validators at a height' }).getByRole('table', { name: 'Validators at the proposed height' });
    for (const validator of withKey) {
      const row = table.getByRole('row').filter({ has: page.getByTitle(validator.nodeID, { exact: true }) });
      await expect(row.getByTitle(validator.publicKey!, { exact: true })).toBeVisible();
    }
    await expect(table.getByRole('cell', { name: 'none', exact: true })).toHaveCount(0);
  });
});

interface StakingTxJson {
  id: string;
  unsignedTx: Record<string, unknown> & { validator?: { weight: number } };
}

/** The tx of a current validator of `subnetID` that `match` accepts: the sets name their validators' txs, no block is scanned. */
async function currentValidatorTx(subnetID: string, match: (tx: StakingTxJson) => boolean): Promise<StakingTxJson | undefined> {
  const { validators } = await platform<{ validators: WireValidator[] }>('getCurrentValidators', { subnetID });
  for (const validator of validators) {
    if (validator.txID === undefined) continue;
    const { tx } = await platform<{ tx: StakingTxJson }>('getTx', { txID: validator.txID, encoding: 'json' });
    if (match(tx)) return tx;
  }
  return undefined;
}

test.describe('weights are not stake', () => {
  test('behavior: a permissioned subnet’s add-validator tx shows a weight, a Primary Network validator’s its stake', async ({ page }) => {
    let tx: StakingTxJson | undefined;
    for (const subnet of (await subnets()).filter((candidate) => candidate.isPermissioned)) {
      tx ??= await currentValidatorTx(subnet.id, (candidate) => 'subnetAuthorization' in candidate.unsignedTx);
    }
    expect(tx, 'a current validator of a permissioned subnet').toBeDefined();
    const weight = BigInt(tx!.unsignedTx.validator!.weight);
    await page.goto(`/local/tx/${tx!.id}`);
    const weightValue = definitionOf(page.getByRole('region', { name: 'Details' }), 'Weight');
    await expect(weightValue).toHaveText(groupDigits(weight));
    await expect(weightValue).not.toContainText('NATIVE');

    // An AddPermissionlessValidatorTx (an auto-renewed validator's tx has no validator entry with a weight).
    const staker = await currentValidatorTx(PRIMARY_NETWORK_ID, (candidate) => Array.isArray(candidate.unsignedTx.stake) && 'signer' in candidate.unsignedTx && 'validator' in candidate.unsignedTx);
    expect(staker, 'a current Primary Network validator with a BLS key').toBeDefined();
    await page.goto(`/local/tx/${staker!.id}`);
    await expect(definitionOf(page.getByRole('region', { name: 'Details' }), 'Weight')).toContainText('NATIVE');
  });
});

test.describe('one subnet count', () => {
  // The devnet's activity creates subnets: a paused chain keeps the count the pages show.
  test.beforeEach(async () => {
    await control('pauseClock');
  });
  test.afterEach(async () => {
    await control('resumeClock');
  });

  test('behavior: the dashboard, the subnets page and the validators page count the same subnets, the Primary Network apart', async ({ page }) => {
    const count = (await subnets()).length;
    const text = `${count} subnets (+ Primary Network)`;
    await page.goto('/local');
    await expect(definitionOf(page.getByRole('region', { name: 'Subnets and chains' }), 'Subnets')).toHaveText(text);
    await page.goto('/local/subnets');
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await page.goto('/local/validators');
    await expect(page.getByRole('navigation', { name: 'Validator sets' }).getByRole('link', { name: text })).toBeVisible();
  });
});
