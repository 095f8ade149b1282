// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, preloadVirtualRows } from './DataTable';
import type { Column } from './column';

interface Row {
  name: string;
  stake: bigint;
}

const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, cell: (row) => row.name },
  { id: 'stake', header: 'Stake', value: (row) => row.stake, cell: (row) => row.stake.toString() },
  { id: 'note', header: 'Note', cell: () => 'n' },
];
const ROWS: Row[] = [
  { name: 'b', stake: 18446744073709551615n },
  { name: 'a', stake: 2n },
  { name: 'c', stake: 10n },
];

function bodyNames(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!).getAllByRole('row').map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

describe('DataTable', () => {
  it('default', () => {
    render(<DataTable caption="Stakers" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.name} />);
    expect(screen.getByRole('table', { name: 'Stakers' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(bodyNames()).toEqual(['b', 'a', 'c']);
  });
  it('behavior: sorting by a header toggles direction and sets aria-sort', () => {
    render(<DataTable caption="Stakers" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.name} />);
    fireEvent.click(screen.getByRole('button', { name: /Stake/ }));
    expect(bodyNames()).toEqual(['a', 'c', 'b']);
    expect(screen.getByRole('columnheader', { name: /Stake/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /Stake/ }));
    expect(bodyNames()).toEqual(['b', 'c', 'a']);
    expect(screen.getByRole('columnheader', { name: /Stake/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
  });
  it('args: controlled sort reports changes', () => {
    const changes: unknown[] = [];
    render(
      <DataTable caption="Stakers" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.name} sort={{ column: 'name', direction: 'desc' }} onSortChange={(next) => changes.push(next)} />,
    );
    expect(bodyNames()).toEqual(['c', 'b', 'a']);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(changes).toEqual([{ column: 'name', direction: 'asc' }]);
  });
  it('behavior: large sets render only the rows that fit the view', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ name: `n${index}`, stake: BigInt(index) }));
    render(<DataTable caption="Many" columns={COLUMNS} rows={many} rowKey={(row) => row.name} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1001');
    // The first 50 rows show while the virtualiser loads, then those that fit its 640 px view.
    expect(screen.getByText('n49')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('n49')).toBeNull());
    const names = bodyNames();
    expect(names[0]).toBe('n0');
    expect(names.length).toBeGreaterThan(10);
    expect(names.length).toBeLessThan(30);
  });
  it('behavior: rows mounted with their container, the virtualiser already loaded, follow its scrolling', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ name: `n${index}`, stake: BigInt(index) }));
    await preloadVirtualRows();
    render(<DataTable caption="Many" columns={COLUMNS} rows={many} rowKey={(row) => row.name} />);
    await waitFor(() => expect(bodyNames()[0]).toBe('n0'));
    const container = screen.getByRole('table').parentElement!;
    container.scrollTop = many.length * 37;
    fireEvent.scroll(container);
    await waitFor(() => expect(bodyNames().at(-1)).toBe('n999'));
  });
  it('behavior: a filter that leaves a few hundred rows of a large set still renders only those in view', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ name: `n${index}`, stake: BigInt(index) }));
    const { rerender } = render(<DataTable caption="Many" columns={COLUMNS} rows={many} rowKey={(row) => row.name} />);
    await waitFor(() => expect(screen.queryByText('n49')).toBeNull());
    const even = (row: Row) => row.stake % 8n === 0n;
    rerender(<DataTable caption="Many" columns={COLUMNS} rows={many} rowKey={(row) => row.name} rowFilter={even} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '126');
    const names = bodyNames();
    expect(names.slice(0, 2)).toEqual(['n0', 'n8']);
    expect(names.length).toBeLessThan(30);
    rerender(<DataTable caption="Many" columns={COLUMNS} rows={many} rowKey={(row) => row.name} rowFilter={(row) => row.name === 'n7'} />);
    expect(bodyNames()).toEqual(['n7']);
  });
  it('behavior: a sort of a large set fills the rows on screen in place', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ name: `n${index}`, stake: BigInt(index) }));
    render(<DataTable caption="Many" columns={COLUMNS} rows={many} rowKey={(row) => row.name} />);
    await waitFor(() => expect(screen.queryByText('n49')).toBeNull());
    const firstRow = screen.getByText('n0').closest('tr');
    fireEvent.click(screen.getByRole('button', { name: /Stake/ }));
    fireEvent.click(screen.getByRole('button', { name: /Stake/ }));
    expect(bodyNames()[0]).toBe('n999');
    expect(screen.getByText('n999').closest('tr')).toBe(firstRow);
  });
  it('args: rowFilter shows the passing rows in the sorted order, and sorts once per column and direction', () => {
    let keyReads = 0;
    const columns: Column<Row>[] = [
      COLUMNS[0]!,
      {
        id: 'stake',
        header: 'Stake',
        cell: (row) => row.stake.toString(),
        sortKey: (row) => {
          keyReads += 1;
          return row.stake;
        },
      },
    ];
    const table = (rowFilter?: (row: Row) => boolean) => (
      <DataTable caption="Stakers" columns={columns} rows={ROWS} rowKey={(row) => row.name} rowFilter={rowFilter} showCount />
    );
    const { rerender } = render(table());
    const stake = () => fireEvent.click(screen.getByRole('button', { name: /Stake/ }));
    stake();
    stake();
    stake();
    expect(bodyNames()).toEqual(['a', 'c', 'b']);
    expect(keyReads).toBe(2 * ROWS.length);
    rerender(table((row) => row.name !== 'c'));
    expect(bodyNames()).toEqual(['a', 'b']);
    expect(screen.getByRole('status')).toHaveTextContent('2 rows');
    expect(keyReads).toBe(2 * ROWS.length);
  });
  it('args: empty rows show the empty text; export buttons only with exportName', () => {
    render(<DataTable caption="None" columns={COLUMNS} rows={[]} rowKey={(row) => row.name} emptyText="No stakers." exportName="x" />);
    expect(screen.getByText('No stakers.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
  it('args: exportAll: a table showing one page exports every row given', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:export'), revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<DataTable caption="Page" columns={COLUMNS} rows={ROWS.slice(0, 1)} exportAll={ROWS} rowKey={(row) => row.name} exportName="all" />);
    expect(bodyNames()).toEqual(['b']);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await saved[0]?.text()).toBe('Name,Stake\r\nb,18446744073709551615\r\na,2\r\nc,10\r\n');
    click.mockRestore();
  });
});

describe('DataTable: j/k focus on rows refilled in place', () => {
  interface Slot {
    slot: number;
    height: number;
  }
  const LINKED: Column<Slot>[] = [{ id: 'height', header: 'Height', cell: (row) => <a href={`/blocks/${row.height}`}>{row.height}</a> }];
  const live = (top: number): Slot[] => [0, 1, 2, 3].map((slot) => ({ slot, height: top - slot }));
  const table = (top: number) => (
    <DataTable caption="Blocks" columns={LINKED} rows={live(top)} rowKey={(row) => String(row.slot)} rowId={(row) => String(row.height)} rowNavigation />
  );
  const focusedHeight = () => document.activeElement?.textContent;

  it('behavior: a new head leaves the focus on the block it was on, not on its row', () => {
    const { rerender } = render(table(10));
    const row = screen.getByRole('link', { name: '9' }).closest('tr')!;
    row.tabIndex = -1;
    row.focus();
    rerender(table(11));
    expect(focusedHeight()).toBe('9');
    rerender(table(12));
    expect(focusedHeight()).toBe('9');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '9' }).closest('tr'));
  });

  it('behavior: once the block has left the table, the focus stays where it is', () => {
    const { rerender } = render(table(10));
    const last = screen.getByRole('link', { name: '7' }).closest('tr')!;
    last.tabIndex = -1;
    last.focus();
    rerender(table(11));
    expect(document.activeElement).toBe(last);
  });
});
