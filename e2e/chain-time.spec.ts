import { expect, test } from '@playwright/test';
import { chainNow, control } from './fixtures';
import { currentValidators, type WireValidator } from './validators-fixtures';

const HOUR_SECONDS = 3_600;
/** The picked validator's period ends this long after the chain's time, well within the hour. */
const ENDS_IN_SECONDS = 600;
/** Ends later than this are brought nearer by advancing the chain. */
const FAR_SECONDS = 1_800;

/** A current Primary Network validator ending soonest after `from` plus a margin the test needs. */
async function endingSoonest(from: number): Promise<WireValidator | undefined> {
  const later = (await currentValidators()).filter((validator) => Number(validator.endTime) > from + 2 * 60);
  return later.sort((a, b) => Number(a.endTime) - Number(b.endTime))[0];
}

test.describe('chain time, not the browser’s', () => {
  // A paused chain keeps the validator current, and the chain's time where it was read.
  test.beforeEach(async () => {
    await control('pauseClock');
  });
  test.afterEach(async () => {
    await control('resumeClock');
  });

  test('behavior: with the browser’s clock an hour ahead, a validator ending within the hour is not "ended"', async ({ page }) => {
    let now = await chainNow();
    let validator = await endingSoonest(now);
    if (!validator) throw new Error('the devnet has no current validator');
    if (Number(validator.endTime) - now > FAR_SECONDS) {
      await control('advanceTime', { seconds: Number(validator.endTime) - now - ENDS_IN_SECONDS });
      now = await chainNow();
      validator = await endingSoonest(now);
    }
    const endsIn = Number(validator!.endTime) - now;
    expect(endsIn).toBeLessThan(HOUR_SECONDS);
    // An hour past the chain's time (and the machine's): by this clock the validator has ended.
    await page.clock.setFixedTime(new Date((Math.max(now, Date.now() / 1000) + HOUR_SECONDS) * 1000));

    await page.goto(`/local/validators?q=${validator!.nodeID}`);
    const row = page.getByRole('table', { name: 'Validators' }).locator('tbody tr:not([aria-hidden])');
    await expect(row).toHaveCount(1);
    const timeLeft = row.getByRole('cell').filter({ hasText: /^(\d+ (d|h|min|s) ?)+$|^ended$|^ending$/ });
    await expect(timeLeft).toHaveText(/^(\d+ (d|h|min|s) ?)+$/);

    await page.goto(`/local/validators/${validator!.nodeID}`);
    const period = page.getByRole('meter', { name: 'Staking period elapsed' });
    await expect(period).toHaveAttribute('aria-valuetext', / left$/);
  });
});
