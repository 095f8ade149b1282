import { expect, test } from '@playwright/test';

/** A URL whose ID cannot name anything, the heading that names what was asked for, and the notice's title. */
const CASES: ReadonlyArray<{ url: string; heading: string; notice: string }> = [
  { url: '/local/tx/notanid', heading: 'Transaction notanid', notice: 'This is not a transaction ID' },
  { url: '/local/atomic-tx/notanid', heading: 'Atomic transaction notanid', notice: 'This is not a transaction ID' },
  { url: '/local/blocks/0xabc', heading: 'Block 0xabc', notice: 'This is not a block height or ID' },
  { url: '/local/validators/NodeID-xyz', heading: 'Validator NodeID-xyz', notice: 'This is not a node ID' },
  { url: '/local/validators?subnet=abc', heading: 'Validators of subnet abc', notice: 'This is not a subnet ID' },
  { url: '/local/subnets/abc', heading: 'Subnet abc', notice: 'This is not a subnet ID' },
  { url: '/local/blockchains/abc', heading: 'Blockchain abc', notice: 'This is not a blockchain ID' },
  { url: '/local/l1-validators/abc', heading: 'L1 validator abc', notice: 'This is not a validation ID' },
  { url: '/local/address/P-local1invalid', heading: 'Address P-local1invalid', notice: 'This address cannot be looked up' },
  { url: '/local/chains/NOPE', heading: 'Chain NOPE', notice: 'This is not an EVM chain' },
  { url: '/local/chains/NOPE/rules', heading: 'Chain NOPE', notice: 'This is not an EVM chain' },
  { url: '/local/chains/NOPE/blocks', heading: 'Chain NOPE', notice: 'This is not an EVM chain' },
  { url: '/local/chains/NOPE/blocks/1', heading: 'Chain NOPE', notice: 'This is not an EVM chain' },
  { url: `/local/chains/NOPE/tx/0x${'ab'.repeat(32)}`, heading: 'Chain NOPE', notice: 'This is not an EVM chain' },
  { url: `/local/chains/NOPE/address/0x${'ab'.repeat(20)}`, heading: 'Chain NOPE', notice: 'This is not an EVM chain' },
  { url: '/local/chains/C/nosuchsection', heading: 'C-Chain', notice: 'No such chain page' },
];

test.describe('malformed IDs in the URL', () => {
  for (const { url, heading, notice } of CASES) {
    test(`error: ${url} has one heading naming what was asked for, and says why`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 2, name: notice })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('error: the notice says what is wrong in plain words', async ({ page }) => {
    await page.goto('/local/validators/NodeID-xyz');
    await expect(page.getByRole('status').filter({ hasText: 'This is not a node ID' })).toContainText('NodeID-xyz: not a valid node ID: it is too short.');
    await page.goto('/local/tx/notanid');
    await expect(page.getByRole('status').filter({ hasText: 'This is not a transaction ID' })).toContainText(
      'notanid: not a valid ID: its checksum does not match, so a character is wrong, missing or extra.',
    );
  });
});
