import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { spawnDevnet, type SpawnedDevnet } from '../devnet/testing/spawn-devnet';
import { callDevnet } from '../devnet/testing/test-wallet';
import { nodeIdFromBytes } from '../src/lib/ids';
import { estimateReward } from '../src/lib/reward-estimate';
import { ACP267_UPTIME_REQUIREMENT_PERCENT, feePercentToShares } from '../src/lib/staking';
import { allowServerStart } from './server-start';
import { chainNow, control, definitionOf, platform, idLink, rewardConfigAt } from './fixtures';
import { settledLayoutShift, MAX_SHIFT, watchLayoutShift } from './layout-shift';
import { activeL1Validator, currentValidators, lowUptimeValidator, totalWeight, validatorWithDelegator } from './validators-fixtures';
import { scrollToLastRow } from './virtual-table';
import { itemAt } from '../src/lib/lists';

const table = (page: Page, name: string) => page.getByRole('table', { name });
/** Basis points as the page writes them: two decimals, then the percent sign. */
const percentText = (basisPoints: bigint) => `${(Number(basisPoints) / 100).toFixed(2)} %`;
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr:not([aria-hidden])');
/**
 * How many rows the table holds: a long table renders only the rows in view and gives its
 * length in `aria-rowcount` (header row included), so the count reads that when it is there.
 */
const rowsHeld = async (page: Page, name: string) => {
  const rowCount = await table(page, name).getAttribute('aria-rowcount');
  return rowCount === null ? bodyRows(page, name).count() : Number(rowCount) - 1;
};

test.describe('validators page', () => {
  test('default: a deep link shows the whole set and its summary', async ({ page }) => {
    // A paused chain: the devnet's activity adds validators as its chain moves.
    await control('pauseClock');
    try {
      const validators = await currentValidators();
      await page.goto('/local/validators');
      await expect(page.getByRole('heading', { name: 'Primary Network validators' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect(summary.getByRole('definition').first()).toHaveText(String(validators.length));
      await expect(page.getByText(`${validators.length} rows`)).toBeVisible();
      await expect.poll(() => rowsHeld(page, 'Validators')).toBe(validators.length);
      await expect(page.getByRole('img', { name: /Stake distribution/ })).toBeVisible();
    } finally {
      await control('resumeClock');
    }
  });

  test('behavior: sorting is written to the URL and restored from it', async ({ page }) => {
    const validators = await currentValidators();
    const heaviest = validators.reduce((best, entry) => (totalWeight(entry) > totalWeight(best) ? entry : best));
    await page.goto('/local/validators');
    await table(page, 'Validators').getByRole('button', { name: /Total weight/ }).click();
    await expect(page).toHaveURL(/sort=totalWeight&dir=desc/);
    await expect(bodyRows(page, 'Validators').first().getByRole('link').first()).toHaveAttribute('title', heaviest.nodeID);
    await page.reload();
    await expect(table(page, 'Validators').getByRole('columnheader', { name: /Total weight/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(page, 'Validators').first().getByRole('link').first()).toHaveAttribute('title', heaviest.nodeID);
  });

  test('behavior: filters and search live in the URL', async ({ page }) => {
    // A paused chain, while the count read here is compared with the page's.
    await control('pauseClock');
    const validators = await currentValidators();
    try {
      const disconnected = validators.filter((validator) => validator.connected === false).length;
      await page.goto('/local/validators');
      await page.getByLabel('Connected').selectOption('no');
      await expect(page).toHaveURL(/connected=no/);
      await expect.poll(() => rowsHeld(page, 'Validators')).toBe(disconnected || 1);
    } finally {
      await control('resumeClock');
    }
    await page.goto(`/local/validators?q=${encodeURIComponent(validators[0]!.nodeID.slice(7, 15))}`);
    await expect(page.getByRole('searchbox', { name: 'Search validators' })).toHaveValue(validators[0]!.nodeID.slice(7, 15));
    await expect(bodyRows(page, 'Validators')).toHaveCount(1);
    await page.goto('/local/validators?connected=no&bls=yes');
    await expect(page.getByLabel('Connected')).toHaveValue('no');
    await expect(page.getByLabel('BLS key')).toHaveValue('yes');
  });

  test('behavior: CSV and JSON export hold the rows shown', async ({ page }) => {
    // A paused chain keeps the set the test reads the one the page shows.
    await control('pauseClock');
    try {
      const validators = await currentValidators();
      await page.goto('/local/validators?sort=nodeID&dir=asc');
      await expect.poll(() => rowsHeld(page, 'Validators')).toBe(validators.length);
      const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      const csv = await readFile((await csvDownload.path())!, 'utf8');
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toMatch(/^Node ID,Own stake,Delegated,Delegators,Total weight,Share,/);
      expect(lines).toHaveLength(validators.length + 1);
      const sortedIds = validators.map((validator) => validator.nodeID).sort();
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(sortedIds);
      const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
      const rows = JSON.parse(await readFile((await jsonDownload.path())!, 'utf8')) as { nodeID: string; ownStake: string }[];
      expect(rows.map((row) => row.nodeID)).toEqual(sortedIds);
      const first = validators.find((validator) => validator.nodeID === sortedIds[0])!;
      expect(rows[0]!.ownStake).toBe(first.weight);
    } finally {
      await control('resumeClock');
    }
  });

  test('error: a malformed subnet ID says so', async ({ page }) => {
    await page.goto('/local/validators?subnet=nope');
    await expect(page.getByRole('heading', { name: 'This is not a subnet ID' })).toBeVisible();
  });
});

test.describe('validator page', () => {
  test('default: a validator with its delegators, owners and BLS key', async ({ page }) => {
    const { validator } = await validatorWithDelegator();
    await page.goto(`/local/validators/${validator.nodeID}`);
    await expect(page.getByRole('region', { name: 'Stake and rewards' })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Staking period elapsed' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Validation reward owner' })).toContainText('must sign');
    await expect(page.getByRole('region', { name: 'BLS key' })).toBeVisible();
    await expect(bodyRows(page, 'Delegators')).toHaveCount(validator.delegators!.length);
    await expect(page.getByRole('region', { name: 'Subnets it validates' })).not.toContainText('Checking');
  });

  test("behavior: the estimated APR of the validation and of delegating now follow the reward formula at the node's supply", async ({ page }) => {
    const { validator } = await validatorWithDelegator();
    await control('pauseClock');
    try {
      const currentSupply = BigInt((await platform<{ supply: string }>('getCurrentSupply')).supply);
      const stake = BigInt(validator.weight);
      const end = BigInt(validator.endTime!);
      const start = BigInt(validator.startTime!);
      const now = BigInt(await chainNow());
      const validation = estimateReward({ kind: 'validator', config: await rewardConfigAt(start), stake, durationSeconds: end - start, currentSupply });
      const shares = feePercentToShares(Number(validator.delegationFee));
      const delegateNow = estimateReward({ kind: 'delegator', config: await rewardConfigAt(now), stake, durationSeconds: end - now, currentSupply, shares });
      await page.goto(`/local/validators/${validator.nodeID}`);
      const card = page.getByRole('region', { name: 'Stake and rewards' });
      await expect(definitionOf(card, 'Estimated APR')).toHaveText(percentText(validation.annualYield));
      await expect(definitionOf(card, /^Delegating now/)).toHaveText(percentText(delegateNow.annualYield));
      expect(delegateNow.annualYield).toBeLessThan(validation.annualYield);
      const delegators = page.getByRole('table', { name: 'Delegators' });
      await expect(delegators.getByRole('columnheader', { name: /APR/ })).toBeVisible();
    } finally {
      await control('resumeClock');
    }
  });

  test('behavior: a validator below the uptime requirement warns that its delegators lose their reward too', async ({ page }) => {
    const low = await lowUptimeValidator();
    await page.goto(`/local/validators/${low.nodeID}`);
    const warning = page.getByRole('region', { name: 'Stake and rewards' }).getByRole('alert');
    // The devnet runs with Helicon active from genesis: its validators need 90 % (ACP-267).
    await expect(warning).toContainText(/is below the 90 % this validator needs to be rewarded/);
    await expect(warning).toContainText('neither it nor its delegators get their reward');

    await page.goto(`/local/tools/rewards?stake=25&kind=delegator&node=${low.nodeID}&duration=1d`);
    await expect(page.getByRole('region', { name: 'Reward' }).getByRole('alert')).toContainText('neither it nor its delegators get their reward');

    const healthySet = (await currentValidators()).filter((validator) => Number(validator.uptime) >= ACP267_UPTIME_REQUIREMENT_PERCENT).sort((a, b) => Number(b.endTime) - Number(a.endTime));
    const healthy = itemAt(healthySet, 0);
    await page.goto(`/local/validators/${healthy.nodeID}`);
    const card = page.getByRole('region', { name: 'Stake and rewards' });
    await expect(definitionOf(card, 'Estimated APR')).toHaveText(/^\d+\.\d\d %$/);
    await expect(card.getByRole('alert')).toHaveCount(0);
  });

  test('error: a bad node ID and a node that is not validating', async ({ page }) => {
    await page.goto('/local/validators/NodeID-xyz');
    await expect(page.getByRole('heading', { name: 'This is not a node ID' })).toBeVisible();
    const stranger = nodeIdFromBytes(new Uint8Array(20).fill(7));
    await page.goto(`/local/validators/${stranger}`);
    await expect(page.getByRole('heading', { name: 'Not a current validator' })).toBeVisible();
  });
});

test.describe('L1 validator page', () => {
  test('behavior: the runway is the balance divided by the fee price', async ({ page }) => {
    const { subnetID, validationID } = await activeL1Validator();
    await control('pauseClock');
    try {
      const validator = await platform<{ balance: string; subnetID: string }>('getL1Validator', { validationID });
      const state = await platform<{ price: number }>('getValidatorFeeState');
      const config = await platform<{ minPrice: number }>('getValidatorFeeConfig');
      const balance = BigInt(validator.balance);
      await page.goto(`/local/l1-validators/${validationID}`);
      await expect(page.getByText('Active', { exact: true })).toBeVisible();
      const runway = page.getByRole('region', { name: 'Runway' });
      const current = (balance / BigInt(state.price)).toString();
      const minimum = (balance / BigInt(config.minPrice)).toString();
      // The first value is at the current price, the second at the minimum price; one stands for both when they are the same.
      const atMinimum = state.price === config.minPrice;
      await expect(definitionOf(runway, atMinimum ? 'At the current price, the minimum' : 'At the current price')).toContainText(`(${current} s at ${state.price} nNATIVE/s)`);
      await expect(definitionOf(runway, 'At the minimum price')).toHaveCount(atMinimum ? 0 : 1);
      if (!atMinimum) await expect(definitionOf(runway, 'At the minimum price')).toContainText(`(${minimum} s at ${config.minPrice} nNATIVE/s)`);
      expect(validator.subnetID).toBe(subnetID);
      await expect(idLink(page, subnetID)).toBeVisible();
    } finally {
      await control('resumeClock');
    }
  });

  test('layout: the projected balance is charted in the token, its run-out label inside the chart, wide and narrow', async ({ page }) => {
    const { validationID } = await activeL1Validator();
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/local/l1-validators/${validationID}`);
      const chart = page.getByRole('region', { name: 'Projected balance' }).getByRole('img', { name: /^Balance at the current price/ });
      await expect(chart).toHaveAccessibleName(/\(\d+ nNATIVE\/s\)\. Falls from [\d.]+ NATIVE now to zero on /);
      const label = chart.getByText(/^runs out /);
      await expect(label).toBeVisible();
      const box = (await chart.boundingBox())!;
      const text = (await label.boundingBox())!;
      expect(text.x, `left edge at ${width} px`).toBeGreaterThanOrEqual(box.x);
      expect(text.x + text.width, `right edge at ${width} px`).toBeLessThanOrEqual(box.x + box.width);
      expect(text.y, `top edge at ${width} px`).toBeGreaterThanOrEqual(box.y);
    }
  });

  test('default: the page says what happens at zero, where the rest goes, and links the top-up to the broadcast tool', async ({ page }) => {
    const { validationID } = await activeL1Validator();
    await page.goto(`/local/l1-validators/${validationID}`);
    const atZero = page.getByRole('region', { name: 'When the balance runs out' });
    await expect(atZero).toContainText('The validator is deactivated: it stops validating and cannot sign');
    await expect(atZero).toContainText('no longer counts toward the L1’s active weight');
    await expect(atZero).toContainText('goes to its remaining-balance owner when it is disabled');
    await expect(atZero).toContainText('IncreaseL1ValidatorBalanceTx');
    await atZero.getByRole('link', { name: 'the broadcast tool' }).click();
    await expect(page).toHaveURL(/\/local\/tools\/broadcast$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Broadcast a signed transaction' })).toBeVisible();
  });

  test('behavior: at the minimum price the balance is projected once, not twice alike', async ({ page }) => {
    const { validationID } = await activeL1Validator();
    await control('pauseClock');
    try {
      const state = await platform<{ price: number }>('getValidatorFeeState');
      const config = await platform<{ minPrice: number }>('getValidatorFeeConfig');
      // The devnet's few L1 validators keep the price at its minimum.
      expect(state.price).toBe(config.minPrice);
      await page.goto(`/local/l1-validators/${validationID}`);
      const projections = page.getByRole('region', { name: 'Projected balance' }).getByRole('img', { name: /^Balance at/ });
      await expect(projections).toHaveCount(1);
      await expect(projections).toHaveAccessibleName(/^Balance at the current price, the minimum \(/);
    } finally {
      await control('resumeClock');
    }
  });

  test('error: bad and unknown validation IDs', async ({ page }) => {
    await page.goto('/local/l1-validators/not-an-id');
    await expect(page.getByRole('heading', { name: 'This is not a validation ID' })).toBeVisible();
    await page.goto('/local/l1-validators/2sbbDod9V4MJ4SXRGTzMbpAbzxPCaQKKKdreodNLtWabahZdWB');
    await expect(page.getByRole('heading', { name: 'L1 validator not found' })).toBeVisible();
  });
});

const INTERACTIVE_MS = 1000;
const NAVIGATION_TRIES = 3;

test.describe('mainnet profile', () => {
  let devnet: SpawnedDevnet;
  let mainnetUrl: string;

  test.beforeAll(async () => {
    allowServerStart();
    devnet = spawnDevnet(['--profile', 'mainnet', '--port', '0', '--serve', 'dist', '--control']);
    mainnetUrl = await devnet.listening;
    // Its clock paused, so every page reads one state and the node's answers to it, made once. The
    // pages here read the P-Chain; an EVM chain one of them asks for is built on that first use.
    await callDevnet(mainnetUrl, '/ext/devnet/control', 'control.pauseClock', {});
  });

  test.afterAll(() => devnet.stop());

  const mainnetPlatform = <T>(method: string, params: unknown = {}) => callDevnet<T>(mainnetUrl, '/ext/bc/P', `platform.${method}`, params);

  /** The L1 with the most validators, and its chain. */
  async function largestL1(): Promise<{ subnetID: string; chainID: string; size: number }> {
    const { subnets } = await mainnetPlatform<{ subnets: { id: string }[] }>('getSubnets');
    let largest = { subnetID: '', size: 0 };
    for (const { id } of subnets) {
      const { validators } = await mainnetPlatform<{ validators: { validationID?: string }[] }>('getCurrentValidators', { subnetID: id });
      if (validators.some((validator) => validator.validationID) && validators.length > largest.size) largest = { subnetID: id, size: validators.length };
    }
    const { blockchains } = await mainnetPlatform<{ blockchains: { id: string; subnetID: string }[] }>('getBlockchains');
    const chain = blockchains.find((blockchain) => blockchain.subnetID === largest.subnetID);
    if (!chain) throw new Error('the largest L1 has no chain');
    return { ...largest, chainID: chain.id };
  }

  test('behavior: the validators table and the uptime table scroll to their last row', async ({ page }) => {
    await page.goto(`${mainnetUrl}/local/validators`);
    await expect(page.getByText(/^[\d,]+ rows$/)).toBeVisible();
    await scrollToLastRow(table(page, 'Validators'));

    await page.goto(`${mainnetUrl}/local/validators/uptime`);
    await scrollToLastRow(page.getByRole('table', { name: /^Uptime and connection of each Primary Network validator/ }));
  });

  test('behavior: the validator tables of an L1 page (its set, at a height, the changes), of the validators page and of its chain scroll to their last row', async ({ page }) => {
    const l1 = await largestL1();
    expect(l1.size, 'an L1 large enough to be virtualised').toBeGreaterThan(200);
    // Reached from another large table within the app, so the virtualiser is loaded before these tables mount.
    await page.goto(`${mainnetUrl}/local/validators`);
    await expect(page.getByText(/^[\d,]+ rows$/)).toBeVisible();
    await page.getByRole('link', { name: 'Subnets', exact: true }).first().click();
    await idLink(table(page, 'Subnets'), l1.subnetID).click();
    await scrollToLastRow(table(page, 'L1 validators'));
    await scrollToLastRow(page.getByRole('table', { name: 'Validators at the proposed height' }));

    // Against a height before the L1 had validators, every validator is a change.
    await page.getByRole('textbox', { name: 'Compare with' }).fill('1');
    await page.getByRole('button', { name: 'Show' }).click();
    await scrollToLastRow(page.getByRole('table', { name: 'Changes from the proposed height to height 1' }));

    await page.goto(`${mainnetUrl}/local/validators?subnet=${l1.subnetID}`);
    await scrollToLastRow(table(page, 'L1 validators'));

    await page.goto(`${mainnetUrl}/local/chains/${l1.chainID}/validators`);
    await scrollToLastRow(page.getByRole('table', { name: /validators, as this node sees them/ }));
  });

  test('behavior: nothing below the set moves as it replaces its placeholder', async ({ page }) => {
    // Lighthouse's desktop screen: tall enough that what follows the set is in view while it loads.
    await page.setViewportSize({ width: 1350, height: 940 });
    await watchLayoutShift(page);
    await page.goto(`${mainnetUrl}/local/validators`);
    await expect(bodyRows(page, 'Validators').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    expect(await settledLayoutShift(page)).toBeLessThanOrEqual(MAX_SHIFT);
  });

  test('behavior: about 2,000 validators are interactive quickly and sort and filter from the URL', async ({ page }) => {
    // The set's answer, over the 1 MB threshold, is read in a Worker, not on the page's main thread.
    const answerReader = page.waitForEvent('worker', { predicate: (worker) => /answer\.worker/.test(worker.url()) });
    await page.goto(`${mainnetUrl}/local/validators`);
    await expect(page.getByText(/^[\d,]+ rows$/)).toBeVisible();
    await answerReader;
    const count = Number((await page.getByText(/^[\d,]+ rows$/).innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(1500);
    // Virtualised: far fewer rows are in the document than in the set.
    expect(await bodyRows(page, 'Validators').count()).toBeLessThan(100);

    // Navigating back to the page (the set is cached by the app) until the first row is drawn. The
    // machine is shared, so the best of a few tries is compared with the budget.
    const timings: number[] = [];
    for (let attempt = 0; attempt < NAVIGATION_TRIES; attempt++) {
      await page.getByRole('link', { name: 'Subnets', exact: true }).first().click();
      await expect(page).toHaveURL(/\/subnets$/);
      await page.waitForLoadState('networkidle');
      const started = Date.now();
      await page.getByRole('link', { name: 'Validators', exact: true }).first().click();
      await expect(bodyRows(page, 'Validators').first()).toBeVisible();
      timings.push(Date.now() - started);
    }
    expect(Math.min(...timings)).toBeLessThan(INTERACTIVE_MS);

    const sortStarted = Date.now();
    await table(page, 'Validators').getByRole('button', { name: /Own stake/ }).click();
    await expect(page).toHaveURL(/sort=ownStake&dir=desc/);
    await expect(table(page, 'Validators').getByRole('columnheader', { name: /Own stake/ })).toHaveAttribute('aria-sort', 'descending');
    expect(Date.now() - sortStarted).toBeLessThan(INTERACTIVE_MS);

    await page.goto(`${mainnetUrl}/local/validators?open=yes&sort=uptime&dir=asc`);
    await expect(page.getByLabel('Delegation open')).toBeChecked();
    await expect(table(page, 'Validators').getByRole('columnheader', { name: /Uptime/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('behavior: typing fast in the filter keeps every keystroke, and the table and the URL follow', async ({ page }) => {
    await page.goto(`${mainnetUrl}/local/validators`);
    await expect(page.getByText(/^[\d,]+ rows$/)).toBeVisible();
    // A validator of the set the page shows (the node's set moves on as its chain does).
    const nodeID = (await bodyRows(page, 'Validators').first().getByRole('link').first().getAttribute('title'))!;
    const field = page.getByRole('searchbox', { name: 'Search validators' }).first();
    await field.click();
    // No delay between keys: each keystroke lands while the 2,000-row table is still filtering for the last.
    await page.keyboard.type(nodeID, { delay: 0 });
    await expect(field).toHaveValue(nodeID);
    await expect(page.getByText(/^1 row$/)).toBeVisible();
    await expect(idLink(table(page, 'Validators'), nodeID)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${nodeID}`));
  });
});
