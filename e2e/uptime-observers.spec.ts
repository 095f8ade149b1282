import { expect, test, type Page } from '@playwright/test';
import { spawnDevnet, type SpawnedDevnet } from '../devnet/testing/spawn-devnet';
import { callDevnet } from '../devnet/testing/test-wallet';
import { E2E_CHAIN_ARGS } from '../playwright.config';
import { DISAGREEMENT_SPREAD_POINTS } from '../src/lib/observer-views';
import { allowServerStart } from './server-start';
import { NODE_URL, pollWithPageTimers } from './fixtures';

const TABLE = 'Uptime and connection of each Primary Network validator as each node sees them';

interface ValidatorJson {
  nodeID: string;
  connected: boolean;
  uptime: string;
  endTime: string;
}

const validators = async (url: string) => (await callDevnet<{ validators: ValidatorJson[] }>(url, '/ext/bc/P', 'platform.getCurrentValidators', {})).validators;

/**
 * A validator the observer sees as offline with a much lower uptime, for as long as it validates.
 * The uptime gap tells it from a peer whose `connected` differs only for a moment: each node's
 * view follows its own chain time, and two nodes' chain times can straddle a change.
 */
async function disputedValidator(observerUrl: string): Promise<string> {
  const [ours, theirs] = await Promise.all([validators(NODE_URL), validators(observerUrl)]);
  const seen = new Map(theirs.map((validator) => [validator.nodeID, validator]));
  const divergent = (validator: ValidatorJson) => {
    const other = seen.get(validator.nodeID);
    return other !== undefined && other.connected !== validator.connected && Number(validator.uptime) - Number(other.uptime) > DISAGREEMENT_SPREAD_POINTS;
  };
  // The one that validates longest, so it is still there while the test looks at it.
  const disputed = ours
    .filter(divergent)
    .sort((a, b) => Number(b.endTime) - Number(a.endTime))[0];
  if (!disputed) throw new Error('the observer devnet sees every validator as this node does');
  return disputed.nodeID;
}

async function addObserver(page: Page, url: string, label: string): Promise<void> {
  const card = page.getByRole('region', { name: 'Observing nodes' });
  await card.getByLabel('Node URL').fill(url);
  await card.getByLabel('Label (optional)').fill(label);
  await card.getByRole('button', { name: 'Add node' }).click();
}

const table = (page: Page) => page.getByRole('table', { name: TABLE });

test.describe('uptime from several nodes', () => {
  /** A second node of the run's network (same seed and genesis time) that sees its peers as observer 1. */
  let observer: SpawnedDevnet;
  let observerUrl: string;
  /** A devnet of another seed: the same network ID, another P-Chain. */
  let otherNetwork: SpawnedDevnet;
  let otherNetworkUrl: string;

  test.beforeAll(async () => {
    allowServerStart();
    observer = spawnDevnet([...E2E_CHAIN_ARGS, '--port', '0', '--observer', '1']);
    otherNetwork = spawnDevnet([...E2E_CHAIN_ARGS, '--port', '0', '--seed', 'another network']);
    [observerUrl, otherNetworkUrl] = await Promise.all([observer.listening, otherNetwork.listening]);
  });

  test.afterAll(async () => {
    await Promise.all([observer.stop(), otherNetwork.stop()]);
  });

  test('default: an added node of the same network gets its own column beside this node, with the median and the disagreements marked', async ({ page }) => {
    const disputed = await disputedValidator(observerUrl);
    await page.goto('/local/validators');
    await page.getByRole('link', { name: 'Compare uptime seen from several nodes' }).click();
    await expect(page).toHaveURL(/\/local\/validators\/uptime$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Uptime seen from several nodes' })).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: /^Uptime \(127\.0\.0\.1:\d+ \(this node\)\)/ })).toBeVisible();

    await addObserver(page, observerUrl, 'second');
    await expect(page.getByText('second added.')).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: /^Uptime \(second\)/ })).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: /^Median uptime/ })).toBeVisible();

    const row = table(page).getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(disputed.slice(7, 13)) }) });
    await expect(row.getByText('Disagree')).toBeVisible();
    await expect(row.getByText('connected', { exact: true })).toHaveCount(1);
    await expect(row.getByText('not connected', { exact: true })).toHaveCount(1);
    await expect(row).toContainText('1 of 2');

    const total = Number((await page.getByText(/^\d+ rows?$/).innerText()).replace(/\D/g, ''));
    await page.getByLabel('Disagreements only').check();
    const disagreeing = Number((await page.getByText(/^\d+ rows?$/).innerText()).replace(/\D/g, ''));
    expect(disagreeing).toBeGreaterThan(0);
    expect(disagreeing).toBeLessThan(total);
    await expect(table(page).locator('tbody tr').filter({ hasText: 'Disagree' })).toHaveCount(disagreeing);

    // Saved for this network: still there after a reload, and on the validator page.
    await page.reload();
    await expect(table(page).getByRole('columnheader', { name: /^Uptime \(second\)/ })).toBeVisible();
    await page.goto(`/local/validators/${disputed}`);
    const seen = page.getByRole('region', { name: 'Seen from 2 nodes' });
    await expect(seen.getByRole('rowheader', { name: 'second' })).toBeVisible();
    await expect(seen.getByRole('rowheader', { name: 'Median' })).toBeVisible();
    await expect(seen.getByText('Disagree')).toBeVisible();
  });

  test('error: a devnet of another network is refused with the reason, and nothing is saved', async ({ page }) => {
    await page.goto('/local/validators/uptime');
    await addObserver(page, otherNetworkUrl, 'stranger');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This node was not added.');
    await expect(alert).toContainText('different genesis block');
    await expect(table(page).getByRole('columnheader', { name: /stranger/ })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('explorer.observers.local'))).toBeNull();

    await addObserver(page, NODE_URL, '');
    await expect(alert).toContainText('already using');
  });

  test('error: an observer that is down shows its error while the other columns still work', async ({ page }) => {
    await page.goto('/local/validators/uptime');
    await addObserver(page, observerUrl, 'second');
    await expect(table(page).getByRole('columnheader', { name: /^Uptime \(second\)/ })).toBeVisible();
    await observer.stop();
    await page.clock.install();
    await page.reload();
    const observers = page.getByRole('list', { name: 'Observing nodes' });
    // The page's retries of the stopped node run on its own timers.
    await pollWithPageTimers(page, () => observers.getByRole('listitem').filter({ hasText: 'second' }).textContent()).toContain('not answering');
    await expect(observers.getByRole('listitem').filter({ hasText: 'this node' })).toContainText(/\d+ validators/);
    await expect(table(page).locator('tbody tr').first().getByLabel(/^not answering/)).toBeVisible();
  });
});
