// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkContext } from '../../network/network-context';
import { testNetwork } from '../../network/testing/test-network';
import { SEARCH_INPUT_ID } from '../search/SearchBox';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { SEQUENCE_TIMEOUT_MS } from './key-sequence';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { C_CHAIN, SECTION_SHORTCUTS, sectionLabel } from './shortcut-list';
import { SHORTCUT_STRINGS } from './shortcut-strings';
import { MAIN_CONTENT_ID } from './SkipLink';

const NETWORK = testNetwork();

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

interface Row {
  name: string;
}
const ROWS: Row[] = [{ name: 'one' }, { name: 'two' }, { name: 'three' }];
const COLUMNS: Column<Row>[] = [{ id: 'name', header: 'Name', cell: (row) => <Link to={`/local/things/${row.name}`}>{row.name}</Link> }];

function renderShortcuts(content: ReactNode = null, defaultChain = C_CHAIN) {
  render(
    <MemoryRouter initialEntries={['/local']}>
      <NetworkContext.Provider value={NETWORK}>
        <input id={SEARCH_INPUT_ID} aria-label="Search" />
        <main id={MAIN_CONTENT_ID}>
          <button type="button">Before</button>
          <Where />
          {content}
        </main>
        <KeyboardShortcuts defaultChain={defaultChain} />
      </NetworkContext.Provider>
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;
const key = (target: Element, value: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(target, { key: value, ...init });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('KeyboardShortcuts', () => {
  it('default', () => {
    renderShortcuts();
    key(document.body, 'g');
    key(document.body, 'v');
    expect(location()).toBe('/local/validators');
  });

  it('behavior: every section key goes to its section', () => {
    renderShortcuts();
    for (const section of SECTION_SHORTCUTS) {
      key(document.body, 'g');
      key(document.body, section.key);
      expect(location()).toBe(section.path(NETWORK.ref, C_CHAIN));
    }
  });

  it('behavior: g e opens the home of the deployment’s default chain, which the list names', () => {
    const chain = { id: '2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt', name: 'Acme' };
    renderShortcuts(null, chain);
    key(document.body, 'g');
    key(document.body, 'e');
    expect(location()).toBe(`/local/chains/${chain.id}`);
    key(document.body, 'g');
    key(document.body, 'x');
    expect(location()).toBe('/local/tools/decode');
    key(document.body, 'g');
    key(document.body, 'r');
    expect(location()).toBe('/local/tools/rewards');
    key(document.body, '?', { shiftKey: true });
    expect(within(screen.getByRole('dialog')).getByText('Acme: latest blocks and transactions')).toBeInTheDocument();
  });

  it('behavior: the second key counts only soon after g', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000);
    renderShortcuts();
    key(document.body, 'g');
    now.mockReturnValue(1_000 + SEQUENCE_TIMEOUT_MS + 1);
    key(document.body, 'b');
    expect(location()).toBe('/local');
  });

  it('behavior: / and g / focus the search', () => {
    renderShortcuts();
    const search = screen.getByRole('textbox', { name: 'Search' });
    key(document.body, '/');
    expect(search).toHaveFocus();
    search.blur();
    key(document.body, 'g');
    key(document.body, '/');
    expect(search).toHaveFocus();
  });

  it('behavior: keys typed into a field or held with a modifier are not shortcuts', () => {
    renderShortcuts();
    const search = screen.getByRole('textbox', { name: 'Search' });
    key(search, 'g');
    key(search, 'v');
    key(document.body, 'g', { ctrlKey: true });
    key(document.body, 'v');
    key(document.body, 'g');
    key(document.body, 'v', { metaKey: true });
    key(document.body, '?', { shiftKey: true, altKey: true });
    expect(location()).toBe('/local');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('behavior: ? opens the list of shortcuts; closing it returns the focus', () => {
    renderShortcuts();
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    key(before, '?', { shiftKey: true });
    const dialog = screen.getByRole('dialog', { name: SHORTCUT_STRINGS.dialogTitle });
    const close = within(dialog).getByRole('button', { name: SHORTCUT_STRINGS.close });
    expect(close).toHaveFocus();
    for (const section of SECTION_SHORTCUTS) expect(within(dialog).getByText(sectionLabel(section, C_CHAIN))).toBeInTheDocument();
    // Shortcuts rest while the dialog is open.
    key(close, 'g');
    key(close, 'v');
    expect(location()).toBe('/local');
    act(() => close.click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(before).toHaveFocus();
  });

  it('behavior: j and k move through the rows of a table that opts in, Enter opens the focused one', () => {
    renderShortcuts(<DataTable caption="Things" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.name} rowNavigation />);
    const rows = within(screen.getByRole('table', { name: 'Things' })).getAllByRole('row').slice(1);
    key(document.body, 'j');
    expect(rows[0]).toHaveFocus();
    key(rows[0]!, 'j');
    key(rows[1]!, 'j');
    key(rows[2]!, 'ArrowLeft');
    expect(rows[1]).toHaveFocus();
    key(rows[1]!, 'Enter');
    expect(location()).toBe('/local/things/two');
  });

  it('behavior: a table that does not opt in is left alone', () => {
    renderShortcuts(<DataTable caption="Things" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.name} />);
    key(document.body, 'j');
    expect(document.body).toHaveFocus();
  });

  it('behavior: shortcuts rest while another modal dialog is open', () => {
    renderShortcuts(
      <div role="alertdialog" aria-modal="true" aria-label="Confirm">
        <button type="button">Cancel</button>
      </div>,
    );
    key(screen.getByRole('button', { name: 'Cancel' }), 'g');
    key(screen.getByRole('button', { name: 'Cancel' }), 'v');
    expect(location()).toBe('/local');
  });
});
