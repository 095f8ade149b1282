// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveItem, openRow, refocusFollowedRow, rowFocusOf, rowIdOf } from './row-navigation';

const TABLE = `
  <table data-row-navigation>
    <thead><tr><th><button id="sort">Sort</button></th></tr></thead>
    <tbody>
      <tr aria-hidden="true"></tr>
      <tr id="r1"><td><a id="l1" href="/one">one</a></td></tr>
      <tr id="r2"><td><a id="l2" href="/two">two</a></td></tr>
      <tr id="r3"><td><a id="l3" href="/three">three</a></td></tr>
      <tr id="empty"><td>Nothing</td></tr>
    </tbody>
  </table>`;

function mount(html: string): HTMLElement {
  document.body.innerHTML = `<main>${html}</main>`;
  return document.querySelector('main')!;
}

const byId = (id: string) => document.getElementById(id)!;

/** Records the links followed (jsdom does not navigate). */
function followed(): string[] {
  const hrefs: string[] = [];
  document.querySelectorAll('a').forEach((link) =>
    link.addEventListener('click', (event) => {
      event.preventDefault();
      hrefs.push(link.getAttribute('href')!);
    }),
  );
  return hrefs;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('moveItem', () => {
  it('default', () => {
    const main = mount(TABLE);
    expect(moveItem('next', main, document.body)).toBe(true);
    expect(document.activeElement).toBe(byId('r1'));
    moveItem('next', main, document.activeElement);
    expect(document.activeElement).toBe(byId('r2'));
    moveItem('previous', main, document.activeElement);
    expect(document.activeElement).toBe(byId('r1'));
    // Focusable by script, not a Tab stop.
    expect(byId('r1').tabIndex).toBe(-1);
  });

  it('behavior: stops at the first and the last row that leads somewhere', () => {
    const main = mount(TABLE);
    byId('r1').tabIndex = -1;
    byId('r1').focus();
    expect(moveItem('previous', main, document.activeElement)).toBe(false);
    byId('r3').tabIndex = -1;
    byId('r3').focus();
    expect(moveItem('next', main, document.activeElement)).toBe(false);
    expect(document.activeElement).toBe(byId('r3'));
  });

  it('behavior: from a link in a row, moves from that row; from the header, to the first row', () => {
    const main = mount(TABLE);
    byId('l2').focus();
    moveItem('next', main, document.activeElement);
    expect(document.activeElement).toBe(byId('r3'));
    byId('sort').focus();
    moveItem('previous', main, document.activeElement);
    expect(document.activeElement).toBe(byId('r1'));
  });

  it('behavior: a page with next and previous item links follows them instead', () => {
    const main = mount(`<nav><a id="prev" data-item-link="previous" href="/block/4">4</a><a id="next" data-item-link="next" href="/block/6">6</a></nav>${TABLE}`);
    const hrefs = followed();
    expect(moveItem('next', main, document.body)).toBe(true);
    expect(moveItem('previous', main, document.body)).toBe(true);
    expect(hrefs).toEqual(['/block/6', '/block/4']);
    expect(document.activeElement).toBe(document.body);
  });

  it('behavior: at the last item there is no next one, and the table is left alone', () => {
    const main = mount(`<nav><a data-item-link="previous" href="/block/4">4</a></nav>${TABLE}`);
    const hrefs = followed();
    expect(moveItem('next', main, document.body)).toBe(false);
    expect(hrefs).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });

  it('behavior: inside a table, rows move even on a page with item links', () => {
    const main = mount(`<nav><a data-item-link="next" href="/block/6">6</a></nav>${TABLE}`);
    const hrefs = followed();
    byId('l1').focus();
    moveItem('next', main, document.activeElement);
    expect(document.activeElement).toBe(byId('r2'));
    expect(hrefs).toEqual([]);
  });

  it('error: a page without tables or item links does nothing', () => {
    const main = mount('<table><tbody><tr><td><a href="/x">x</a></td></tr></tbody></table>');
    expect(moveItem('next', main, document.body)).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('openRow', () => {
  it('default', () => {
    mount(TABLE);
    const hrefs = followed();
    byId('r2').tabIndex = -1;
    byId('r2').focus();
    expect(openRow(document.activeElement, true)).toBe(true);
    expect(hrefs).toEqual(['/two']);
  });

  it('behavior: Enter on a link is the browser’s; o opens the row from anywhere in it', () => {
    mount(TABLE);
    const hrefs = followed();
    byId('l3').focus();
    expect(openRow(document.activeElement, true)).toBe(false);
    expect(openRow(document.activeElement, false)).toBe(true);
    expect(hrefs).toEqual(['/three']);
  });

  it('error: outside a navigable table nothing opens', () => {
    mount('<table><tbody><tr id="plain" tabindex="-1"><td><a href="/x">x</a></td></tr></tbody></table>');
    const click = vi.fn();
    document.querySelector('a')!.addEventListener('click', click);
    byId('plain').focus();
    expect(openRow(document.activeElement, false)).toBe(false);
    expect(click).not.toHaveBeenCalled();
  });
});

describe('refocusFollowedRow', () => {
  const LIVE = `
    <table data-row-navigation>
      <tbody>
        <tr id="s0" data-row-id="11"><td><a id="a0" href="/b/11">11</a></td><td><button id="c0">Copy</button></td></tr>
        <tr id="s1" data-row-id="10"><td><a id="a1" href="/b/10">10</a></td><td><button id="c1">Copy</button></td></tr>
        <tr id="s2" data-row-id="9"><td><a id="a2" href="/b/9">9</a></td><td><button id="c2">Copy</button></td></tr>
      </tbody>
    </table>`;
  const table = () => document.querySelector('table')!;
  /** The rows refilled in place as a new head arrives: each slot shows the next newer item. */
  const shiftDown = () => {
    ['s0', 's1', 's2'].forEach((id, slot) => byId(id).setAttribute('data-row-id', String(12 - slot)));
  };

  it('default: the focus goes to the row now showing the item it was on', () => {
    mount(LIVE);
    byId('s1').tabIndex = -1;
    byId('s1').focus();
    const followed = rowFocusOf(document.activeElement);
    expect(followed).toMatchObject({ rowId: '10', control: -1 });
    shiftDown();
    refocusFollowedRow(table(), followed);
    expect(document.activeElement).toBe(byId('s2'));
  });

  it('behavior: from a control in a row, to the same control of the item’s new row, so the next Tab goes on from it', () => {
    mount(LIVE);
    byId('c0').focus();
    const followed = rowFocusOf(document.activeElement);
    expect(followed).toMatchObject({ rowId: '11', control: 1 });
    refocusFollowedRow(table(), followed);
    expect(document.activeElement).toBe(byId('c0'));
    shiftDown();
    refocusFollowedRow(table(), followed);
    expect(document.activeElement).toBe(byId('c1'));
  });

  it('behavior: a focused control removed as its cell shows a newer item still loading comes back on its item’s row', () => {
    mount(LIVE);
    byId('c1').focus();
    const followed = rowFocusOf(document.activeElement);
    shiftDown();
    byId('c1').remove();
    expect(document.activeElement).toBe(document.body);
    refocusFollowedRow(table(), followed);
    expect(document.activeElement).toBe(byId('c2'));
  });

  it('behavior: a control whose item has left the table hands the focus on to the first control after it', () => {
    mount(`<button id="before">x</button>${LIVE}<a id="after" href="/after">after</a>`);
    byId('c2').focus();
    const followed = rowFocusOf(document.activeElement);
    shiftDown();
    refocusFollowedRow(table(), followed);
    expect(document.activeElement).toBe(byId('after'));
  });

  it('error: a row whose item is no longer shown, or a focus outside the table, is left alone', () => {
    mount(`${LIVE}<button id="outside">x</button>`);
    byId('s2').tabIndex = -1;
    byId('s2').focus();
    const followed = rowFocusOf(document.activeElement);
    byId('s2').setAttribute('data-row-id', '10');
    byId('s1').setAttribute('data-row-id', '11');
    byId('s0').setAttribute('data-row-id', '12');
    refocusFollowedRow(table(), followed);
    expect(document.activeElement).toBe(byId('s2'));
    const inside = rowFocusOf(byId('a0'));
    byId('outside').focus();
    refocusFollowedRow(table(), inside);
    expect(document.activeElement).toBe(byId('outside'));
    expect(rowIdOf(byId('a1'))).toBe('11');
  });
});
