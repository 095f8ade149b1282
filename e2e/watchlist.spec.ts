import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chainNow, control, platform, pollWithPageTimers } from './fixtures';
import { ewoqAuthorized, sendConfig } from './auto-renewed-fixtures';
import { currentValidators, lowUptimeValidator, subnets } from './validators-fixtures';

// Alerts become browser notifications only with permission; granted here, never asked for.
test.use({ permissions: ['notifications'] });

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
/**
 * Time jumps stay minutes: the devnet is shared with the other specs, and every block of a jump may
 * change an L1 validator (its weight, balance or removal). The clock is paused meanwhile, so only
 * the jump moves chain time.
 */
const JUMP = 10 * MINUTE;
/** A rule set this far below the current value holds once the jump is made. */
const MARGIN = 5 * MINUTE;
/**
 * An L1 validator drains one base unit a second at the minimum price, while every block the devnet
 * makes may top up, disable or remove one at random: a short jump (one block a second) keeps the
 * odds of that low, and several validators are watched so one left alone shows the drain.
 */
const RUNWAY_JUMP = MINUTE;
const RUNWAY_MARGIN = 30;
const L1_WATCHED = 5;

/** Waits until the app has checked the rules again after this moment (shown on the watchlist page). */
async function checkedAfterNow(page: Page): Promise<void> {
  const since = Date.now();
  if (!new URL(page.url()).pathname.endsWith('/watchlist')) await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Watchlist' }).click();
  // Each alert's time is a <time> too: the check's is the one in its sentence.
  const checkedAt = page.getByRole('region', { name: 'Alerts' }).getByText(/^Rules last checked at /).locator('time');
  // The page's timers run ahead of the wall clock, so a check after `since` is one made after this moment.
  await pollWithPageTimers(page, async () => Date.parse((await checkedAt.getAttribute('datetime')) ?? '') > since).toBe(true);
}

async function advance(seconds: number): Promise<void> {
  await control('advanceTime', { seconds });
  await control('produceBlocks', { count: 6 });
}

const DAY_DIGITS = 6;
/** Days as the rule input takes them, rounded down so the rule does not hold yet. */
const daysBelow = (seconds: number): string => (Math.floor((seconds / DAY) * 10 ** DAY_DIGITS) / 10 ** DAY_DIGITS).toFixed(DAY_DIGITS);

/** The active L1 validators with the largest balances. */
async function richestL1Validators(count: number): Promise<string[]> {
  const found: Array<{ validationID: string; balance: bigint }> = [];
  for (const subnet of await subnets()) {
    if (subnet.managerAddress === null) continue;
    for (const validator of await currentValidators(subnet.id)) {
      if (validator.validationID) found.push({ validationID: validator.validationID, balance: BigInt(validator.balance ?? '0') });
    }
  }
  return found
    .sort((a, b) => (a.balance > b.balance ? -1 : a.balance < b.balance ? 1 : 0))
    .slice(0, count)
    .map((entry) => entry.validationID);
}

const rulesForm = (page: Page, id: string) => page.getByRole('form', { name: `Alert rules: ${id}` });
const alerts = (page: Page) => page.getByRole('list', { name: 'Alerts' });

/** The IDs the page's stored watchlist holds (the write outlives the click that starts it). */
function storedIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('node-explorer-watchlist');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('networks', 'readonly').objectStore('networks').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => resolve((all.result as Array<{ items: Array<{ id: string }> }>).flatMap((record) => record.items.map((item) => item.id)));
        };
      }),
  );
}

async function dismissAll(page: Page): Promise<void> {
  const buttons = alerts(page).getByRole('button', { name: /^Dismiss/ });
  while ((await buttons.count()) > 0) await buttons.first().click();
}

test.describe('watchlist and alerts', () => {
  test.afterEach(async () => {
    await control('resumeClock');
  });

  test('default: an empty watchlist says how to star things', async ({ page }) => {
    await page.goto('/local/watchlist');
    await expect(page.getByRole('heading', { name: 'Nothing is watched yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: '0 alerts' })).toBeVisible();
  });

  test('behavior: a validation ending within the window raises one alert linking to the validator, shown as a notification', async ({ page }) => {
    await control('pauseClock');
    // The app checks its rules on a timer of its own: the test runs the page's timers while it waits for a check.
    await page.clock.install();
    const now = await chainNow();
    const candidates = (await platform<{ validators: Array<{ nodeID: string; endTime: string }> }>('getCurrentValidators')).validators
      .map((validator) => ({ nodeID: validator.nodeID, left: Number(validator.endTime) - now }))
      .filter((validator) => validator.left > JUMP + HOUR)
      .sort((a, b) => a.left - b.left);
    const target = candidates[0]!;
    const window = daysBelow(target.left - MARGIN);

    await page.goto(`/local/validators/${target.nodeID}`);
    const star = page.getByRole('button', { name: `Watch validator ${target.nodeID}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Watchlist' }).click();
    await expect(page.getByText('Alerts are also shown as browser notifications.')).toBeVisible();
    const form = rulesForm(page, target.nodeID);
    await form.getByRole('checkbox', { name: 'Uptime below what its reward needs' }).uncheck();
    await form.getByRole('checkbox', { name: 'Node not connected' }).uncheck();
    await form.getByRole('checkbox', { name: 'Exits at the end of its cycle' }).uncheck();
    await form.getByRole('spinbutton', { name: `Ends within (days): ${target.nodeID}` }).fill(window);
    await form.getByRole('button', { name: 'Save rules' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved.');
    // A default 7-day window may have fired already: that episode ends with the narrower window.
    const ending = alerts(page).getByRole('link', { name: /ends soon/ });
    const ongoing = alerts(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: /ends soon/ }) }).filter({ hasNotText: 'no longer holds' });
    await pollWithPageTimers(page, () => ongoing.count()).toBe(0);
    await dismissAll(page);

    await advance(JUMP);
    await pollWithPageTimers(page, () => ending.count()).toBe(1);
    await expect(ending).toHaveAttribute('href', `/local/validators/${target.nodeID}`);
    await expect(page.getByRole('link', { name: '1 alert' })).toBeVisible();
    await expect(alerts(page).getByText('browser notification shown')).toBeVisible();
    // Shown by the app's service worker (a file of its own origin, under its script policy).
    const shown = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const notifications = (await registration?.getNotifications()) ?? [];
      return { worker: registration?.active?.scriptURL, titles: notifications.map((notification) => notification.title) };
    });
    expect(shown.worker).toMatch(/\/alert-worker\.js$/);
    expect(shown.titles).toContain(await ending.innerText());

    // Later checks do not fire it again while the condition holds.
    await control('produceBlocks', { count: 6 });
    await checkedAfterNow(page);
    await expect(ending).toHaveCount(1);

    await ending.click();
    await expect(page).toHaveURL(new RegExp(`/local/validators/${target.nodeID}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Validator' })).toBeVisible();
  });

  test("behavior: a watched auto-renewed validator that asks to exit at the end of its cycle, and one below what its reward needs (90 % with Helicon active), alert with links to them", async ({ page }) => {
    await control('pauseClock');
    await page.clock.install();
    const exiting = await ewoqAuthorized();
    const low = await lowUptimeValidator();
    for (const nodeID of [exiting.nodeID, low.nodeID]) {
      await page.goto(`/local/validators/${nodeID}`);
      await page.getByRole('button', { name: `Watch validator ${nodeID}` }).click();
      await expect.poll(() => storedIds(page)).toContain(nodeID);
    }
    await page.goto('/local/watchlist');
    // Only the rules under test: the exit for the one, the uptime requirement for the other.
    for (const [nodeID, kept] of [
      [exiting.nodeID, 'Exits at the end of its cycle'],
      [low.nodeID, 'Uptime below what its reward needs'],
    ] as const) {
      const form = rulesForm(page, nodeID);
      for (const rule of ['Ends within (days)', 'Uptime below what its reward needs', 'Node not connected', 'Exits at the end of its cycle']) {
        if (rule !== kept) await form.getByRole('checkbox', { name: rule, exact: true }).uncheck();
      }
      await form.getByRole('button', { name: 'Save rules' }).click();
      await expect(form.getByRole('status')).toHaveText('Saved.');
    }
    const exitTitle = { name: /will exit at the end of its cycle$/ };
    const exits = alerts(page).getByRole('link', exitTitle);
    const uptime = alerts(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: /uptime below what its reward needs$/ }) });
    await pollWithPageTimers(page, () => uptime.count()).toBe(1);
    await expect(uptime).toContainText(`below the 90 % its reward needs`);
    await expect(uptime.getByRole('link')).toHaveAttribute('href', `/local/validators/${low.nodeID}`);
    await expect(exits).toHaveCount(0);

    await sendConfig(exiting.txID, 500_000n, 0n);
    await pollWithPageTimers(page, () => exits.count()).toBe(1);
    await expect(exits).toHaveAttribute('href', `/local/validators/${exiting.nodeID}`);
    const exitAlert = alerts(page).getByRole('listitem').filter({ has: page.getByRole('link', exitTitle) });
    await expect(exitAlert).toContainText('Its next period is 0');

    // Renewing again ends the episode; the validator stays for the specs after this one.
    await sendConfig(exiting.txID, 500_000n, 86_400n);
    await pollWithPageTimers(page, () => exitAlert.getByText('no longer holds').count()).toBe(1);
    await exits.click();
    await expect(page).toHaveURL(new RegExp(`/local/validators/${exiting.nodeID}$`));
  });

  test('behavior: L1 validators draining below their runway threshold alert, and the page charts the run-out date', async ({ page }) => {
    await control('pauseClock');
    await page.clock.install();
    const { price } = await platform<{ price: string }>('getValidatorFeeState');
    const watched: Array<{ validationID: string; threshold: string }> = [];
    for (const validationID of await richestL1Validators(L1_WATCHED)) {
      // The balance as the app reads it (the validator set may report it at another time).
      const { balance } = await platform<{ balance: string }>('getL1Validator', { validationID });
      watched.push({ validationID, threshold: daysBelow(Number(BigInt(balance) / BigInt(price)) - RUNWAY_MARGIN) });
    }

    const first = watched[0]!.validationID;
    await page.goto(`/local/l1-validators/${first}`);
    await expect(page.getByRole('img', { name: /^Balance at the current price/ })).toBeVisible();
    for (const { validationID } of watched) {
      await page.goto(`/local/l1-validators/${validationID}`);
      const star = page.getByRole('button', { name: `Watch l1 validator ${validationID}` });
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      // The next page load must not cut the write short.
      await expect.poll(() => storedIds(page)).toContain(validationID);
    }

    await page.goto('/local/watchlist');
    for (const { validationID, threshold } of watched) {
      const form = rulesForm(page, validationID);
      await form.getByRole('spinbutton', { name: `Runway below (days): ${validationID}` }).fill(threshold);
      await form.getByRole('button', { name: 'Save rules' }).click();
      await expect(form.getByRole('status')).toHaveText('Saved.');
    }
    const alertOf = (validationID: string) => alerts(page).locator(`a[href="/local/l1-validators/${validationID}"]`);
    const alertText = async (validationID: string) => ((await alertOf(validationID).count()) > 0 ? alertOf(validationID).innerText() : '');
    // The default 7-day rule may have fired for a short runway: those episodes end with the new thresholds.
    await pollWithPageTimers(page, () => alerts(page).getByRole('listitem').filter({ hasNotText: 'no longer holds' }).count()).toBe(0);
    await dismissAll(page);
    await checkedAfterNow(page);
    await expect(alerts(page).getByRole('link')).toHaveCount(0);

    await advance(RUNWAY_JUMP);
    // The devnet's own activity may have removed, disabled or topped up a validator meanwhile: the
    // app must say what the node says.
    const drained: string[] = [];
    for (const { validationID, threshold } of watched) {
      const now = await platform<{ balance: string }>('getL1Validator', { validationID }).catch(() => null);
      if (now === null) continue;
      if (BigInt(now.balance) === 0n) {
        await pollWithPageTimers(page, () => alertText(validationID)).toMatch(/is deactivated$/);
      } else if (BigInt(now.balance) / BigInt(price) < BigInt(Math.round(Number(threshold) * DAY))) {
        drained.push(validationID);
        await pollWithPageTimers(page, () => alertText(validationID)).toBe(`L1 validator ${validationID.slice(0, 6)}…${validationID.slice(-6)}: runway below ${Number(threshold)} days`);
      }
    }
    expect(drained.length).toBeGreaterThan(0);

    const target = drained[0]!;
    await alertOf(target).click();
    await expect(page).toHaveURL(new RegExp(`/local/l1-validators/${target}$`));
    // The clock is paused: the page and this read see the same balance, price and chain time.
    const validator = await platform<{ balance: string }>('getL1Validator', { validationID: target });
    const state = await platform<{ price: string; timestamp: string }>('getValidatorFeeState');
    const seconds = BigInt(validator.balance) / BigInt(state.price);
    const end = new Date(Date.parse(state.timestamp) + Number(seconds) * 1000);
    const expected = `${end.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
    const chart = page.getByRole('region', { name: 'Projected balance' });
    await expect(chart.getByText(`Runs out: ${expected}`).first()).toBeVisible();
    await expect(chart.getByRole('img', { name: new RegExp(`zero on ${expected}`) }).first()).toBeVisible();
  });

  test('behavior: an exported watchlist imports back, merged by key, refusing bad entries without losing any', async ({ page }) => {
    const [validator] = await currentValidators();
    const address = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
    await page.goto(`/local/address/${address}`);
    await page.getByRole('button', { name: `Watch address ${address}` }).click();
    await expect.poll(() => storedIds(page)).toContain(address);
    await page.goto(`/local/validators/${validator!.nodeID}`);
    await page.getByRole('button', { name: `Watch validator ${validator!.nodeID}` }).click();
    await expect.poll(() => storedIds(page)).toContain(validator!.nodeID);

    await page.goto('/local/watchlist');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('watchlist-local.json');
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { format: string; version: number; items: Array<{ kind: string; id: string }> };
    expect(file.format).toBe('node-explorer-watchlist');
    expect(file.version).toBe(1);
    expect(file.items.map((item) => [item.kind, item.id])).toEqual([
      ['address', address],
      ['validator', validator!.nodeID],
    ]);

    await page.getByRole('button', { name: `Stop watching ${address}` }).click();
    const table = page.getByRole('table', { name: 'Watched items' });
    await expect(table.getByTitle(address)).toHaveCount(0);
    const edited = { ...file, items: [...file.items, { kind: 'validator', id: 'NodeID-notanode' }] };
    await page.getByLabel('Import JSON').setInputFiles({ name: 'watchlist.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(edited)) });
    const report = page.getByRole('status').filter({ hasText: 'Imported:' });
    await expect(report).toContainText('Imported: 1 added, 1 updated.');
    await expect(report).toContainText('1 entry was refused:');
    await expect(report).toContainText('entry 3: NodeID-notanode: not a node ID');
    await expect(table.getByTitle(address)).toBeVisible();
    await expect(table.getByTitle(validator!.nodeID)).toBeVisible();
  });
});
