import { expect, type Locator } from '@playwright/test';

/** How far one turn of the wheel scrolls; the loop turns it until the end is reached. */
const WHEEL_STEP_PX = 20_000;

interface Drawn {
  /** `aria-rowcount`: the rows the table has. */
  rowCount: number;
  /** The rows held in the document. */
  rowsHeld: number;
  /** The last row held: its `aria-rowindex` and where it is drawn. */
  last: { index: number; top: number; bottom: number };
  /** The box the table scrolls in. */
  box: { top: number; bottom: number };
}

/** What the table draws, read in one step in the page, so no re-render falls between two reads. */
const drawn = (table: Locator): Promise<Drawn> =>
  table.evaluate((element) => {
    const rows = element.querySelectorAll('tr');
    const lastRow = rows[rows.length - 1];
    if (!lastRow) throw new Error('the table draws no row');
    const last = lastRow.getBoundingClientRect();
    const box = element.parentElement!.getBoundingClientRect();
    return {
      rowCount: Number(element.getAttribute('aria-rowcount')),
      rowsHeld: rows.length,
      last: { index: Number(lastRow.getAttribute('aria-rowindex')), top: last.top, bottom: last.bottom },
      box: { top: box.top, bottom: box.bottom },
    };
  });

/**
 * Scrolls a virtualised table to its end with the mouse wheel, as a reader does, and checks that its
 * last row (by `aria-rowcount`, read again each turn as a live set can grow) is drawn inside the
 * box the table scrolls in, while the rows held in the document stay few.
 */
export async function scrollToLastRow(table: Locator): Promise<void> {
  const page = table.page();
  expect((await drawn(table)).rowCount, 'a virtualised table gives its length in aria-rowcount').toBeGreaterThan(1);
  await table.getByRole('row').nth(1).hover();
  let atEnd: Drawn | undefined;
  // One turn of the wheel a poll, until the last row drawn is the table's last.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, WHEEL_STEP_PX);
      const now = await drawn(table);
      atEnd = now.last.index === now.rowCount ? now : undefined;
      return atEnd !== undefined;
    })
    .toBe(true);
  const { last, box, rowsHeld, rowCount } = atEnd!;
  expect(last.top, 'the last row is inside the scrolled box').toBeGreaterThanOrEqual(box.top);
  expect(last.bottom).toBeLessThanOrEqual(box.bottom + 1);
  expect(rowsHeld, 'only the rows in view are drawn').toBeLessThan(rowCount / 2);
}
