import { expect, test, type Locator, type Page } from '@playwright/test';
import { SUBNET_EVM_ID_BYTES } from '../devnet/pchain/constants';
import { subnetEvmGenesis } from '../devnet/pchain/subnets';
import { formatInteger } from '../src/lib/amount';
import { parseId } from '../src/lib/ids';
import { blocksUntil, control, everyChainBuilt, platform, pollWithPageTimers } from './fixtures';
import { EWOQ_ADDRESS_BYTES, issueFromEwoq } from './p-chain-wallet';
import { allowServerStart } from './server-start';

/** Points drawn by a chart: the most vertices of any path in its SVG. */
async function chartPoints(chart: Locator): Promise<number> {
  const paths = await chart.locator('svg path[d]').evaluateAll((elements) => elements.map((element) => element.getAttribute('d') ?? ''));
  return Math.max(0, ...paths.map((d) => (d.match(/[ML]/g) ?? []).length));
}

const chart = (page: Page, title: RegExp) => page.getByRole('img', { name: title });
const EXCESS_CHART = /^Excess \(gas\)\./;

interface ChainJson {
  id: string;
  name: string;
  vmID: string;
}

const blockchains = async () => (await platform<{ blockchains: ChainJson[] }>('getBlockchains')).blockchains;

/** A subnet-EVM chain's ID the devnet's own chains never take. */
const NEW_CHAIN_EVM_ID = 99_900;
/** Rounds of 30 blocks made before the P-Chain's excess must have moved. */
const MAX_ROUNDS = 5;

/** A subnet-EVM chain created now, as a user would: a subnet owned by ewoq, then a chain on it. */
async function newChain(): Promise<ChainJson> {
  const subnetId = await issueFromEwoq((base) => ({ ...base, kind: 'CreateSubnetTx', owner: { locktime: 0n, threshold: 1n, addresses: [EWOQ_ADDRESS_BYTES] } }));
  const chainId = await issueFromEwoq(
    (base) => ({
      ...base,
      kind: 'CreateChainTx',
      subnetId: parseId(subnetId),
      chainName: 'feechain',
      vmId: SUBNET_EVM_ID_BYTES,
      fxIds: [],
      genesisData: subnetEvmGenesis(NEW_CHAIN_EVM_ID),
      subnetAuthorization: { signatureIndices: [0n] },
    }),
    1,
  );
  const created = (await blockchains()).find((chain) => chain.id === chainId);
  if (!created) throw new Error(`chain ${chainId} was not created`);
  return created;
}

test.describe('fees page', () => {
  // The page asks every EVM chain at once. The specs before may have left the chain days ahead, and
  // a chain first asked makes every block it missed: each does that here, before any page asks.
  test.beforeAll(async () => {
    allowServerStart();
    await everyChainBuilt();
  });

  test('default: live P-Chain fee charts draw real points and survive a reload', async ({ page }) => {
    await page.goto('/local/fees');
    await expect(page.getByRole('heading', { name: 'Fees', level: 1 })).toBeVisible();
    const excess = chart(page, EXCESS_CHART);
    await blocksUntil([page], () => chartPoints(excess), 4);
    for (const title of [/^Gas price \(nNATIVE per gas\)\./, /^Capacity left \(gas\)\./, /^Fee \(nNATIVE per validator per second\)\./]) {
      await expect.poll(() => chartPoints(chart(page, title))).toBeGreaterThanOrEqual(4);
    }
    // The reference lines carry their configured values.
    const config = await platform<{ maxCapacity: number; minPrice: number }>('getFeeConfig');
    await expect(chart(page, /^Capacity left/).getByText(`max capacity ${config.maxCapacity.toLocaleString('en-US')}`)).toBeVisible();
    await expect(chart(page, /^Gas price/).getByText(`min price ${config.minPrice}`)).toBeVisible();

    const status = page.getByRole('region', { name: 'Fee history' }).getByRole('status');
    const oldest = await status.locator('time').getAttribute('datetime');
    expect(oldest).not.toBeNull();
    await page.reload();
    // Stored samples come back from IndexedDB: the history still starts at the same chain time.
    await expect(page.getByRole('region', { name: 'Fee history' }).getByRole('status').locator('time')).toHaveAttribute('datetime', oldest!);
    await expect.poll(() => chartPoints(chart(page, EXCESS_CHART))).toBeGreaterThanOrEqual(4);
  });

  test('behavior: a chain created after the devnet started has its base fee chart, and no chain’s fees fail to load', async ({ page }) => {
    const created = await newChain();
    // The new chain is built (control.status waits for every chain), so the page is not waiting on its first-use build.
    await everyChainBuilt();
    // The chains there are when the page opens: the devnet's activity may create more meanwhile.
    const chains = (await blockchains()).filter((entry) => entry.vmID === created.vmID);
    await page.goto('/local/fees');
    const section = page.getByRole('region', { name: `${created.name} base fee` });
    await expect(section.getByRole('img', { name: new RegExp(`^${created.name}: base fee per block`) })).toBeVisible();
    const evmFees = page.getByRole('region', { name: 'EVM base fees' });
    for (const chain of chains) {
      await expect(evmFees.getByRole('img', { name: new RegExp(`^${chain.name}: base fee per block`) })).toBeVisible();
    }
    await expect(evmFees.getByText('could not be loaded')).toHaveCount(0);
  });

  test('behavior: the fee state moves as blocks consume gas', async ({ page }) => {
    // With the clock paused the node's fee state is the one of its newest block until the test
    // makes more: the page is compared with that state, not with a guess of what blocks hold.
    await control('pauseClock');
    try {
      await page.clock.install();
      await page.goto('/local/fees');
      const section = page.getByRole('region', { name: 'P-Chain dynamic fee' });
      const excessValue = section.getByRole('definition').filter({ hasText: /^[\d,]+ gas$/ }).first();
      const shown = (excess: bigint) => `${formatInteger(excess, 'en')} gas`;
      const before = await platform<{ excess: number }>('getFeeState');
      await expect(excessValue).toHaveText(shown(BigInt(before.excess)));
      let after = before;
      for (let round = 0; round < MAX_ROUNDS && after.excess === before.excess; round++) {
        await control('produceBlocks', { count: 30 });
        after = await platform<{ excess: number }>('getFeeState');
      }
      expect(after.excess).not.toBe(before.excess);
      // The page reads the fee state again once its head poll sees the new blocks.
      await pollWithPageTimers(page, () => excessValue.textContent()).toBe(shown(BigInt(after.excess)));
    } finally {
      await control('resumeClock');
    }
  });

  test('behavior: the range is kept in the URL and history exports as CSV', async ({ page }) => {
    await page.goto('/local/fees');
    await blocksUntil([page], () => chartPoints(chart(page, EXCESS_CHART)), 2);
    await page.getByLabel('Time range').selectOption('15m');
    await expect(page).toHaveURL(/range=15m/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export P-Chain fee CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('local-p-chain-fee.csv');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('timestamp,capacity,excess,price');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d+,\d+,\d+$/);
  });

  test('default: the what-if curves mark today and every EVM chain charts its base fee', async ({ page }) => {
    await page.goto('/local/fees');
    const curve = chart(page, /^P-Chain gas price \(nNATIVE per gas\)\./);
    await expect.poll(() => chartPoints(curve)).toBeGreaterThanOrEqual(50);
    await expect(curve.getByText(/^today: \d+$/)).toBeVisible();
    for (const name of ['C-Chain', 'dexchain', 'gamechain', 'l1chain']) {
      await expect.poll(() => chartPoints(chart(page, new RegExp(`^${name}: base fee per block\\.`)))).toBeGreaterThanOrEqual(10);
    }
  });
});
