import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { spawnDevnet, type SpawnedDevnet } from '../devnet/testing/spawn-devnet';
import { callDevnet } from '../devnet/testing/test-wallet';
import { formatAbsolute } from '../src/lib/format-time';
import { uptimeRequirementPercent } from '../src/lib/staking';
import { E2E_CHAIN_ARGS } from '../playwright.config';
import { definitionOf } from './fixtures';
import { allowServerStart } from './server-start';

// A devnet whose upgrade file schedules Helicon a day ahead: the dashboard and the node page say it
// comes next, and its validators started before it need 80 % uptime; once the devnet's clock
// passes it, Helicon is active.

const DAY = 86_400;

interface Validator {
  startTime: string;
  uptime?: string;
}

let devnet: SpawnedDevnet;
let url: string;
let heliconSeconds: number;
let directory: string;

const call = <T>(path: string, method: string, params: unknown = {}) => callDevnet<T>(url, path, method, params);
const control = (method: string, params: unknown = {}) => call('/ext/devnet/control', `control.${method}`, params);

test.beforeAll(async () => {
  allowServerStart();
  directory = await mkdtemp(join(tmpdir(), 'upgrade-schedule-'));
  // On a whole hour a day from now: later than the chain's time once the devnet has caught up.
  heliconSeconds = (Math.floor(Date.now() / 1000 / 3600) + 1) * 3600 + DAY;
  const file = join(directory, 'upgrades.json');
  await writeFile(file, JSON.stringify({ heliconTime: new Date(heliconSeconds * 1000).toISOString().replace('.000Z', 'Z') }));
  devnet = spawnDevnet([...E2E_CHAIN_ARGS, '--port', '0', '--serve', 'dist', '--control', '--upgrade-file', file]);
  url = await devnet.listening;
  // A still chain: each page reads one state; only the test's advanceTime moves it.
  await control('pauseClock');
  await control('status');
});

test.afterAll(async () => {
  await devnet.stop();
  await rm(directory, { recursive: true, force: true });
});

const upgradesGlance = (page: Page) => page.getByRole('region', { name: 'Network upgrades' });
const heliconRow = (page: Page) => page.getByRole('region', { name: 'Upgrades' }).getByRole('row', { name: /^Helicon / });

test('behavior: the dashboard and the node page show Helicon next with its time, and active once the chain passes it', async ({ page }) => {
  await page.goto(`${url}/local`);
  const glance = upgradesGlance(page);
  await expect(definitionOf(glance, 'Active')).toHaveText('Durango, Etna, Fortuna, Granite');
  await expect(definitionOf(glance, 'Next')).toHaveText(`Helicon, ${formatAbsolute(new Date(heliconSeconds * 1000))}`);
  await glance.getByRole('link', { name: 'Schedule' }).click();
  await expect(heliconRow(page)).toContainText('next');

  const { timestamp } = await call<{ timestamp: string }>('/ext/bc/P', 'platform.getTimestamp');
  await control('advanceTime', { seconds: heliconSeconds - Math.floor(Date.parse(timestamp) / 1000) });
  await control('produceBlocks', { count: 1 });
  await page.reload();
  await expect(heliconRow(page)).toContainText('active');
  await page.goto(`${url}/local`);
  await expect(definitionOf(upgradesGlance(page), 'Active')).toHaveText('Durango, Etna, Fortuna, Granite, Helicon');
  await expect(definitionOf(upgradesGlance(page), 'Next')).toHaveText('none scheduled');
});

test("behavior: validators are filtered against what each one's reward needs: 80 % for one started before Helicon, 90 % after", async ({ page }) => {
  const { validators } = await call<{ validators: Validator[] }>('/ext/bc/P', 'platform.getCurrentValidators');
  const expected = validators.filter(
    (validator) => validator.uptime !== undefined && Number(validator.uptime) < uptimeRequirementPercent(BigInt(validator.startTime), BigInt(heliconSeconds)),
  ).length;
  expect(expected, 'a validator below its requirement to find').toBeGreaterThan(0);
  await page.goto(`${url}/local/validators`);
  await page.getByRole('checkbox', { name: 'Below what its reward needs' }).check();
  await expect(page).toHaveURL(/uptimeBelow=requirement/);
  const table = page.getByRole('table', { name: 'Validators' });
  // A long table renders only the rows in view and gives its length in aria-rowcount (header included).
  const rowsHeld = async () => {
    const rowCount = await table.getAttribute('aria-rowcount');
    return rowCount === null ? table.locator('tbody tr:not([aria-hidden])').count() : Number(rowCount) - 1;
  };
  await expect.poll(rowsHeld).toBe(expected);
});
