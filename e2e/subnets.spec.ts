import { expect, test } from '@playwright/test';
import { formatAmount, groupDigits } from '../src/lib/amount';
import { formatDuration } from '../src/lib/format-time';
import { EMPTY_NODE_ID } from '../src/lib/id-constants';
import { control, definitionOf, height, platform, idLink } from './fixtures';
import { currentValidators, l1WithInactiveValidator, subnets } from './validators-fixtures';

test.describe('subnets', () => {
  test('default: the list shows every subnet with its kind and validator count', async ({ page }) => {
    // A still chain: the devnet's activity adds and removes L1 validators between two reads.
    await control('pauseClock');
    try {
      const all = await subnets();
      await page.goto('/local/subnets');
      const table = page.getByRole('table', { name: 'Subnets' });
      await expect(table.locator('tbody tr')).toHaveCount(all.length);
      const l1 = all.find((subnet) => subnet.managerAddress !== null)!;
      const row = table.locator('tbody tr').filter({ has: idLink(page, l1.id) });
      await expect(row).toContainText('L1');
      const count = (await currentValidators(l1.id)).length;
      await expect(row.getByRole('link', { name: String(count), exact: true })).toBeVisible();
    } finally {
      await control('resumeClock');
    }
  });

  test('default: an L1 subnet page explains its conversion and manager', async ({ page }) => {
    const l1 = (await subnets()).find((subnet) => subnet.managerAddress !== null)!;
    const detail = await platform<{ conversionID: string; managerChainID: string; managerAddress: string }>('getSubnet', { subnetID: l1.id });
    await page.goto(`/local/subnets/${l1.id}`);
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText(detail.conversionID);
    await expect(idLink(overview, detail.managerChainID)).toBeVisible();
    await expect(overview).toContainText(detail.managerAddress);
    await expect(page.getByRole('region', { name: 'Blockchains' }).getByRole('link')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Validators and stake' })).toContainText('not a staking subnet');
  });

  test('default: an L1’s page totals its current validators, names the first to run out and links its row to the L1 validator page', async ({ page }) => {
    const { subnetID } = await l1WithInactiveValidator();
    // Balances drain with chain time: paused, the page and the answers below read the same balances.
    await control('pauseClock');
    try {
      const validators = await currentValidators(subnetID);
      const { price } = await platform<{ price: string | number }>('getValidatorFeeState');
      const balanceOf = (validator: (typeof validators)[number]) => BigInt(validator.balance ?? '0');
      const active = validators.filter((validator) => balanceOf(validator) > 0n);
      const runway = (validator: (typeof validators)[number]) => balanceOf(validator) / BigInt(price);
      const first = [...active].sort((a, b) => (runway(a) < runway(b) ? -1 : runway(a) > runway(b) ? 1 : a.validationID! < b.validationID! ? -1 : 1))[0]!;

      await page.goto(`/local/subnets/${subnetID}`);
      const section = page.getByRole('region', { name: 'Validators and stake' });
      await expect(definitionOf(section, 'Current validators')).toHaveText(
        `${validators.length} validators (${active.length} active, ${validators.length - active.length} inactive)`,
      );
      await expect(definitionOf(section, 'Total weight')).toHaveText(groupDigits(validators.reduce((sum, validator) => sum + BigInt(validator.weight), 0n)));
      await expect(definitionOf(section, 'Total balance')).toContainText(formatAmount(validators.reduce((sum, validator) => sum + balanceOf(validator), 0n), { trimZeros: true }));
      const earliest = definitionOf(section, 'Earliest run-out');
      await expect(idLink(earliest, first.validationID!)).toHaveAttribute('href', `/local/l1-validators/${first.validationID!}`);

      const table = section.getByRole('table', { name: 'L1 validators' });
      // A large set is virtualised: the table's count, not its drawn rows, says how many it holds.
      await expect(section.getByText(`${groupDigits(BigInt(validators.length))} ${validators.length === 1 ? 'row' : 'rows'}`, { exact: true })).toBeVisible();
      // Sorted by runway, the first to run out leads; inactive validators, run out already, come last.
      await expect(table.locator('tbody tr:not([aria-hidden])').first()).toContainText(formatDuration(Number(runway(first))));
      const row = table.locator('tbody tr').filter({ has: idLink(page, first.validationID!) });
      await expect(row).toContainText('active');
      await idLink(row, first.validationID!).click();
      await expect(page).toHaveURL(new RegExp(`/local/l1-validators/${first.validationID!}$`));
    } finally {
      await control('resumeClock');
    }
  });

  test('default: a permissioned subnet’s page lists each validator’s weight and end, linked to its validator page', async ({ page }) => {
    let found: { id: string; validators: Awaited<ReturnType<typeof currentValidators>> } | undefined;
    for (const subnet of await subnets()) {
      if (subnet.managerAddress !== null || !subnet.isPermissioned) continue;
      const validators = await currentValidators(subnet.id);
      if (validators.length > 0) {
        found = { id: subnet.id, validators };
        break;
      }
    }
    test.skip(found === undefined, 'the devnet has no permissioned subnet with validators');
    const { id, validators } = found!;
    const validator = validators[0]!;
    await page.goto(`/local/subnets/${id}`);
    const table = page.getByRole('region', { name: 'Validators and stake' }).getByRole('table', { name: 'Permissioned validators' });
    await expect(table.locator('tbody tr:not([aria-hidden])')).toHaveCount(validators.length);
    const row = table.locator('tbody tr').filter({ has: idLink(page, validator.nodeID) });
    await expect(row).toContainText(groupDigits(BigInt(validator.weight)));
    await expect(idLink(row, validator.nodeID)).toHaveAttribute('href', `/local/validators/${validator.nodeID}`);
  });

  test('behavior: the validator set at a height and its diff are kept in the URL', async ({ page }) => {
    const subnet = (await subnets()).find((entry) => entry.managerAddress !== null)!;
    const top = await height();
    const answer = await platform<Record<string, unknown>>('getValidatorsAt', { subnetID: subnet.id, height: top });
    // The spec wraps the map in `validators`; reference nodes answer the bare map.
    const at = (answer.validators as Record<string, unknown> | undefined) ?? answer;
    await page.goto(`/local/subnets/${subnet.id}?at=${top}&vs=1`);
    const section = page.getByRole('region', { name: 'Validators at a height' });
    // The empty node ID holds the inactive validators' weight; it is named apart, not counted as a validator.
    const count = Object.keys(at).filter((nodeID) => nodeID !== EMPTY_NODE_ID).length;
    await expect(section.getByText(`${count} validators at height ${top}`)).toBeVisible();
    await expect(section.getByRole('table', { name: `Changes from height ${top} to height 1` })).toBeVisible();
    await section.getByLabel('Height').fill('proposed');
    await section.getByLabel('Compare with').fill('');
    await section.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/at=proposed/);
    await expect(page).not.toHaveURL(/vs=/);
    await expect(section.getByText(/validators at the proposed height/)).toBeVisible();
  });

  test('error: bad, unknown and primary subnet IDs', async ({ page }) => {
    await page.goto('/local/subnets/xyz');
    await expect(page.getByRole('heading', { name: 'This is not a subnet ID' })).toBeVisible();
    await page.goto('/local/subnets/2sbbDod9V4MJ4SXRGTzMbpAbzxPCaQKKKdreodNLtWabahZdWB');
    await expect(page.getByRole('heading', { name: 'Subnet not found' })).toBeVisible();
    await page.goto('/local/subnets/11111111111111111111111111111111LpoYY');
    await expect(page.getByRole('heading', { name: 'The Primary Network is not a subnet' })).toBeVisible();
  });
});

test.describe('blockchains', () => {
  test('default: name, VM, subnet, status and EVM links', async ({ page }) => {
    const { blockchains } = await platform<{ blockchains: { id: string; name: string; subnetID: string; vmID: string }[] }>('getBlockchains');
    const chain = blockchains.find((entry) => entry.subnetID !== '11111111111111111111111111111111LpoYY')!;
    const { status } = await platform<{ status: string }>('getBlockchainStatus', { blockchainID: chain.id });
    await page.goto(`/local/blockchains/${chain.id}`);
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText(chain.name);
    await expect(overview).toContainText('Subnet-EVM');
    await expect(idLink(overview, chain.subnetID)).toBeVisible();
    await expect(overview).toContainText(status);
    await expect(page.getByRole('navigation', { name: 'EVM pages' }).getByRole('link', { name: 'Chain config' })).toHaveAttribute(
      'href',
      `/local/chains/${chain.id}/config`,
    );
  });

  test('default: the C-Chain links to the C alias pages', async ({ page }) => {
    const { blockchains } = await platform<{ blockchains: { id: string; name: string }[] }>('getBlockchains');
    const cChain = blockchains.find((entry) => entry.name === 'C-Chain')!;
    await page.goto(`/local/blockchains/${cChain.id}`);
    await expect(page.getByRole('link', { name: 'Primary Network' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'EVM pages' }).getByRole('link', { name: 'Active rules' })).toHaveAttribute('href', '/local/chains/C/rules');
  });

  test('error: bad and unknown blockchain IDs', async ({ page }) => {
    await page.goto('/local/blockchains/abc');
    await expect(page.getByRole('heading', { name: 'This is not a blockchain ID' })).toBeVisible();
    await page.goto('/local/blockchains/2sbbDod9V4MJ4SXRGTzMbpAbzxPCaQKKKdreodNLtWabahZdWB');
    await expect(page.getByRole('heading', { name: 'Blockchain not found' })).toBeVisible();
  });
});
