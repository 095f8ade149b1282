/** Put on a table (via DataTable's `rowNavigation`) so j/k move a focus through its rows. */
export const ROW_NAVIGATION_ATTRIBUTE = 'data-row-navigation';
/** Put on a navigable table's rows: what the row shows (a block's height), which the focus follows. */
export const ROW_ID_ATTRIBUTE = 'data-row-id';
/** Put on a page's link to its next or previous item (block, transaction): j/k follow it. */
export const ITEM_LINK_ATTRIBUTE = 'data-item-link';

export type Direction = 'next' | 'previous';

/** Props that mark a link as the page's next or previous item. */
export const itemLinkProps = (direction: Direction) => ({ [ITEM_LINK_ATTRIBUTE]: direction }) as const;

const NAVIGABLE_TABLE = `table[${ROW_NAVIGATION_ATTRIBUTE}]`;
const LINK = 'a[href]';

/** Rows that lead somewhere (virtualiser spacers and "nothing to show" rows do not). */
function navigableRows(table: HTMLTableElement): HTMLTableRowElement[] {
  return Array.from(table.tBodies)
    .flatMap((body) => Array.from(body.rows))
    .filter((row) => row.getAttribute('aria-hidden') !== 'true' && row.querySelector(LINK) !== null);
}

function focusRow(row: HTMLTableRowElement): void {
  // Focusable by script only: Tab still goes through the links, not through every row.
  row.tabIndex = -1;
  row.focus();
}

function rowOf(element: Element | null): HTMLTableRowElement | null {
  return element?.closest<HTMLTableRowElement>(`${NAVIGABLE_TABLE} > tbody > tr`) ?? null;
}

/**
 * j/k: inside a navigable table, the focus moves one row; else a page with next/previous item links
 * follows the one asked for (when it exists); else the focus goes to the first row of the page's
 * first navigable table. Returns whether anything happened.
 */
export function moveItem(direction: Direction, root: ParentNode, active: Element | null): boolean {
  const table = active?.closest<HTMLTableElement>(NAVIGABLE_TABLE);
  if (table) {
    const rows = navigableRows(table);
    const current = rowOf(active ?? null);
    const index = current ? rows.indexOf(current) : -1;
    const target = index < 0 ? rows[0] : rows[direction === 'next' ? index + 1 : index - 1];
    if (!target) return false;
    focusRow(target);
    return true;
  }
  if (root.querySelector(`[${ITEM_LINK_ATTRIBUTE}]`)) {
    const link = root.querySelector<HTMLElement>(`[${ITEM_LINK_ATTRIBUTE}="${direction}"]`);
    link?.click();
    return link !== null;
  }
  const first = root.querySelector<HTMLTableElement>(NAVIGABLE_TABLE);
  const firstRow = first ? navigableRows(first)[0] : undefined;
  if (!firstRow) return false;
  focusRow(firstRow);
  return true;
}

/** What the row holding `element` shows, in a navigable table. */
export function rowIdOf(element: Element | null): string | undefined {
  return rowOf(element)?.getAttribute(ROW_ID_ATTRIBUTE) ?? undefined;
}

/**
 * Keeps the focus on the item it was put on. Rows keyed by position (a live list whose rows are
 * refilled in place as the head moves) keep their elements while their items change: the focus
 * would stay at its position and land on another item. It goes to the row now showing `followed`;
 * when that item has left the table, it stays where it is.
 */
export function refocusFollowedRow(table: HTMLTableElement, followed: string | undefined): void {
  const active = table.ownerDocument.activeElement;
  if (followed === undefined || !active || !table.contains(active)) return;
  const current = rowOf(active);
  if (!current || current.getAttribute(ROW_ID_ATTRIBUTE) === followed) return;
  const target = navigableRows(table).find((row) => row.getAttribute(ROW_ID_ATTRIBUTE) === followed);
  if (target) focusRow(target);
}

/**
 * Enter on a focused row, or `o` anywhere in one, follows the row's first link. Enter on a link or
 * button inside a row is left to the browser.
 */
export function openRow(active: Element | null, onlyWhenRowFocused: boolean): boolean {
  const row = rowOf(active);
  if (!row || (onlyWhenRowFocused && row !== active)) return false;
  const link = row.querySelector<HTMLElement>(LINK);
  link?.click();
  return link !== null;
}
