// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentValidator } from '../../rpc/methods/platform-types';
import { STAKING_COLUMNS } from './validator-columns';
import { toValidatorRows } from './validator-rows';
import { useShallowSearchParams } from '../ui/use-shallow-search-params';
import { ValidatorTable } from './ValidatorTable';

const AVAX = 1_000_000_000n;
const owner = { locktime: 0n, threshold: 1n, addresses: ['P-local1owner'] };

function validator(nodeID: string, stake: bigint, connected: boolean): CurrentValidator {
  return {
    nodeID,
    txID: `tx${nodeID}`,
    weight: stake * AVAX,
    startTime: 1_700_000_000n,
    endTime: 1_900_000_000n,
    validationRewardOwner: owner,
    delegationRewardOwner: owner,
    potentialReward: AVAX,
    delegationFee: 2,
    uptime: connected ? 99 : 40,
    connected,
    delegatorCount: 0n,
    delegatorWeight: 0n,
  };
}

const ROWS = toValidatorRows([
  validator('NodeID-Beta', 3_000n, true),
  validator('NodeID-Alpha', 5_000n, false),
  validator('NodeID-Gamma', 2_000n, true),
]);

function Table() {
  const [search, setSearch] = useShallowSearchParams();
  return <ValidatorTable title="Validators" kind="staking" rows={ROWS} columns={STAKING_COLUMNS} exportName="validators" minDelegationSeconds={86_400n} search={search} setSearch={setSearch} />;
}

/** The table at `url`, which is also the address bar's, as in the browser. */
function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const router = createMemoryRouter([{ path: '/local/validators', element: <Table /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const nodeIds = () =>
  within(screen.getByRole('table', { name: 'Validators' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

afterEach(() => vi.restoreAllMocks());

describe('ValidatorTable', () => {
  it('default: every row in answer order', () => {
    renderAt('/local/validators');
    expect(nodeIds()).toEqual(['NodeID-Beta', 'NodeID-Alpha', 'NodeID-Gamma']);
    expect(screen.getByText('3 rows')).toBeInTheDocument();
  });
  it('behavior: a header click sorts and writes the sort to the URL', () => {
    renderAt('/local/validators?subnet=x');
    fireEvent.click(screen.getByRole('button', { name: /Own stake/ }));
    expect(nodeIds()).toEqual(['NodeID-Alpha', 'NodeID-Beta', 'NodeID-Gamma']);
    expect(window.location.search).toBe('?subnet=x&sort=ownStake&dir=desc');
    fireEvent.click(screen.getByRole('button', { name: /Own stake/ }));
    expect(nodeIds()).toEqual(['NodeID-Gamma', 'NodeID-Beta', 'NodeID-Alpha']);
  });
  it('behavior: filters are read from and written to the URL', () => {
    renderAt('/local/validators?connected=no');
    expect(nodeIds()).toEqual(['NodeID-Alpha']);
    fireEvent.change(screen.getByLabelText('Connected'), { target: { value: 'yes' } });
    expect(window.location.search).toBe('?connected=yes');
    expect(nodeIds()).toEqual(['NodeID-Beta', 'NodeID-Gamma']);
  });
  it('behavior: CSV export holds the rows shown, in the order shown', async () => {
    let exported: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      exported = blob as Blob;
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt('/local/validators?sort=nodeID&dir=asc&connected=yes');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await exported!.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['NodeID-Beta', 'NodeID-Gamma']);
    expect(lines[1]).toContain(',3000000000000,');
  });
  it('behavior: nothing matching says so', () => {
    renderAt('/local/validators?q=nobody');
    expect(screen.getByText('No validator matches these filters.')).toBeInTheDocument();
  });
});

describe('ValidatorTable filters', () => {
  it('behavior: clearing removes every filter from the URL but keeps the rest', () => {
    renderAt('/local/validators?subnet=x&connected=no&q=alp');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('?subnet=x');
    expect(nodeIds()).toHaveLength(3);
  });
});
