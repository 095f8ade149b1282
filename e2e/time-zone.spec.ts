import { expect, test } from '@playwright/test';
import { definitionOf, height, rpc } from './fixtures';

/** India has no daylight saving time: its offset is UTC+05:30 all year, half an hour included. */
const ZONE = 'Asia/Kolkata';
const ZONE_NAME = 'UTC+05:30';
const ZONE_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE_MS = 60_000;
const WEI_PER_GWEI = 10n ** 9n;
const BASIS_POINTS = 10_000n;

test.use({ timezoneId: ZONE });

/** "2024-12-16 17:01:40" of a moment, `offsetMinutes` east of UTC. */
const wallClock = (date: Date, offsetMinutes: number) => new Date(date.getTime() + offsetMinutes * MINUTE_MS).toISOString().slice(0, 19).replace('T', ' ');

test('default: times are in UTC; the switch shows them in the viewer’s zone, named, and it is remembered after a reload', async ({ page }) => {
  await page.goto(`/local/blocks/${Math.max(1, (await height()) - 1)}`);
  const time = definitionOf(page.getByRole('region', { name: 'Overview' }), 'Time').locator('time');
  await expect(time).toHaveAttribute('datetime', /Z$/);
  const moment = new Date((await time.getAttribute('datetime'))!);
  const utcText = `${wallClock(moment, 0)} UTC`;
  const localText = `${wallClock(moment, ZONE_OFFSET_MINUTES)} ${ZONE_NAME}`;
  await expect(time).toContainText(utcText);

  const zones = page.getByRole('combobox', { name: 'Times' });
  await expect(zones).toHaveValue('utc');
  await zones.selectOption({ label: `Local (${ZONE_NAME})` });
  await expect(time).toContainText(localText);
  await expect(time).not.toContainText(utcText);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Times' })).toHaveValue('local');
  await expect(definitionOf(page.getByRole('region', { name: 'Overview' }), 'Time').locator('time')).toContainText(localText);

  // A chart's time axis names the zone too (the fee charts sample while the page is open).
  await page.goto('/local/fees');
  await expect(page.getByText(`Chain time (${ZONE_NAME})`).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Times' }).selectOption('utc');
  await expect(page.getByText('Chain time (UTC)').first()).toBeVisible();
});

interface EvmBlockJson {
  number: string;
  gasUsed: string;
  gasLimit: string;
  baseFeePerGas: string;
}

test('default: an EVM block shows its gas use as a percent rounded half-up and its base fee in gwei, the wei on hover', async ({ page }) => {
  const block = await rpc<EvmBlockJson>('/ext/bc/C/rpc', 'eth_getBlockByNumber', ['latest', false]);
  const used = BigInt(block.gasUsed);
  const limit = BigInt(block.gasLimit);
  const baseFee = BigInt(block.baseFeePerGas);
  // Half-up in hundredths of a percent, from the integers.
  const hundredths = (used * BASIS_POINTS * 2n + limit) / (2n * limit);
  const percent = `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')} %`;
  const fraction = (baseFee % WEI_PER_GWEI).toString().padStart(9, '0').replace(/0+$/, '');
  const gwei = `${(baseFee / WEI_PER_GWEI).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;

  await page.goto(`/local/chains/C/blocks/${BigInt(block.number)}`);
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(definitionOf(overview, 'Gas used')).toContainText(percent);
  await expect(definitionOf(overview, 'Gas limit')).toHaveText(limit.toLocaleString('en-US'));
  const fee = definitionOf(overview, 'Base fee').getByTitle(`${baseFee} wei`);
  await expect(fee).toHaveText(new RegExp(`^${gwei.replaceAll('.', '\\.')}\\s*gwei$`));
});
