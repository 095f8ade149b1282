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

/** Where the focus is in a navigable table: the item's row, and which of its controls (the row itself for j/k). */
export interface RowFocus {
  rowId: string;
  /** Position among the row's controls; -1 for the row itself. */
  control: number;
  element: Element;
}

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const controlsOf = (row: HTMLTableRowElement): HTMLElement[] => Array.from(row.querySelectorAll<HTMLElement>(CONTROLS));

/** The first control Tab reaches after `table`. */
function firstControlAfter(table: HTMLTableElement): HTMLElement | undefined {
  return Array.from(table.ownerDocument.querySelectorAll<HTMLElement>(`${CONTROLS}, summary`)).find(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      (element.checkVisibility?.() ?? true) &&
      (table.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
      !table.contains(element),
  );
}

/** The item and control `element` is, when it sits in a navigable table's row. */
export function rowFocusOf(element: Element | null): RowFocus | undefined {
  const row = rowOf(element);
  const rowId = row?.getAttribute(ROW_ID_ATTRIBUTE);
  if (!element || !row || !rowId) return undefined;
  return { rowId, control: row === element ? -1 : controlsOf(row).indexOf(element as HTMLElement), element };
}

/**
 * Keeps the focus on the item it was put on. Rows keyed by position (a live list whose rows are
 * refilled in place as the head moves, so nothing shifts) keep their elements while their items
 * move down: the focus would stay at its position, on an item already passed, and Tab would visit
 * that item again; or, when the cell it was in now shows a newer item still loading, the focused
 * control is gone and the focus with it. The focus goes to the same control (or to the row, for
 * j/k) of the row now showing `followed`'s item. When that item has left the table (the last row
 * of a live list), a control's focus goes on to the first control after the table, as the next
 * Tab would have taken it; a row's stays where it is.
 */
export function refocusFollowedRow(table: HTMLTableElement, followed: RowFocus | undefined): void {
  if (!followed) return;
  const document = table.ownerDocument;
  const active = document.activeElement;
  const lost = !followed.element.isConnected && (active === null || active === document.body);
  if (!lost && !(active && table.contains(active))) return;
  if (!lost && rowIdOf(active) === followed.rowId) return;
  const target = navigableRows(table).find((row) => row.getAttribute(ROW_ID_ATTRIBUTE) === followed.rowId);
  if (!target) {
    if (followed.control >= 0) firstControlAfter(table)?.focus();
    return;
  }
  const control = followed.control < 0 ? undefined : controlsOf(target)[followed.control];
  if (control) control.focus();
  else focusRow(target);
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
