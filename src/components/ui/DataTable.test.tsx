// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './DataTable';

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
  it('behavior: large sets render only some rows', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ name: `n${index}`, stake: BigInt(index) }));
    render(<DataTable caption="Many" columns={COLUMNS} rows={many} rowKey={(row) => row.name} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1001');
    // The first rows show while the virtualiser loads, then only those in view (none in jsdom,
    // which has no layout; e2e checks the rows in view in Chromium).
    expect(screen.getByText('n0')).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
    await waitFor(() => expect(screen.queryByText('n0')).toBeNull());
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
  });
  it('args: empty rows show the empty text; export buttons only with exportName', () => {
    render(<DataTable caption="None" columns={COLUMNS} rows={[]} rowKey={(row) => row.name} emptyText="No stakers." exportName="x" />);
    expect(screen.getByText('No stakers.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
