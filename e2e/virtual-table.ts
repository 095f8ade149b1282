import { expect, type Locator } from '@playwright/test';

/** How far one turn of the wheel scrolls; the loop turns it until the end is reached. */
const WHEEL_STEP_PX = 20_000;

/**
 * Scrolls a virtualised table to its end with the mouse wheel, as a reader does, and checks that its
 * last row (by `aria-rowcount`, read again each turn as a live set can grow) is drawn inside the
 * box the table scrolls in, while the rows held in the document stay few.
 */
export async function scrollToLastRow(table: Locator): Promise<void> {
  const page = table.page();
  const lastRow = table.getByRole('row').last();
  const scrollBox = table.locator('xpath=..');
  const rowCount = async () => Number(await table.getAttribute('aria-rowcount'));
  expect(await rowCount(), 'a virtualised table gives its length in aria-rowcount').toBeGreaterThan(1);
  await table.getByRole('row').nth(1).hover();
  await expect(async () => {
    await page.mouse.wheel(0, WHEEL_STEP_PX);
    await expect(lastRow).toHaveAttribute('aria-rowindex', String(await rowCount()), { timeout: 1000 });
  }).toPass();
  const [row, box] = await Promise.all([lastRow.boundingBox(), scrollBox.boundingBox()]);
  expect(row!.y, 'the last row is inside the scrolled box').toBeGreaterThanOrEqual(box!.y);
  expect(row!.y + row!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
  expect(await table.getByRole('row').count(), 'only the rows in view are drawn').toBeLessThan((await rowCount()) / 2);
}
