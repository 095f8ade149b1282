/** Editing is inherited; the attribute check also covers environments without `isContentEditable`. */
const EDITABLE = '[contenteditable]:not([contenteditable="false" i])';
const TEXT_ENTRY_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** Widgets whose own keyboard model uses the arrow keys. */
const ARROW_WIDGET_ROLES = new Set(['grid', 'listbox', 'menu', 'menubar', 'radiogroup', 'slider', 'spinbutton', 'tablist', 'tree', 'treegrid']);
const SCROLLING_OVERFLOW = new Set(['auto', 'scroll']);

/** Keys typed here are text, not shortcuts. */
export function isTypingTarget(target: Element | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || TEXT_ENTRY_TAGS.has(target.tagName) || target.closest(EDITABLE) !== null;
}

function scrollsSideways(element: Element): boolean {
  return element.scrollWidth > element.clientWidth && SCROLLING_OVERFLOW.has(getComputedStyle(element).overflowX);
}

/**
 * Whether left and right arrows already do something where the focus is: move within a widget or
 * scroll a box (or the page) sideways.
 */
export function arrowsTaken(target: Element | null): boolean {
  for (let element = target; element; element = element.parentElement) {
    const role = element.getAttribute('role');
    if (role !== null && ARROW_WIDGET_ROLES.has(role)) return true;
    if (element !== document.documentElement && scrollsSideways(element)) return true;
  }
  const page = document.scrollingElement ?? document.documentElement;
  return page.scrollWidth > page.clientWidth;
}
