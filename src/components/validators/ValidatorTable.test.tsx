// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkContext, type NetworkContextValue } from '../../network/network-context';
import type { RpcClient } from '../../rpc/client';
import type { CurrentValidator } from '../../rpc/methods/platform-types';
import type { ColumnTiers } from '../ui/column-choice';
import { STAKING_COLUMN_TIERS, STAKING_COLUMNS } from './validator-columns';
import { toValidatorRows } from './validator-rows';
import { useShallowSearchParams } from '../ui/use-shallow-search-params';
import { ValidatorTable } from './ValidatorTable';

const AVAX = 1_000_000_000n;
const owner = { locktime: 0n, threshold: 1n, addresses: ['P-local1owner'] };

function validator(nodeID: string, stake: bigint, connected: boolean, delegationFee = 2): CurrentValidator {
  return {
    nodeID,
    txID: `tx${nodeID}`,
    weight: stake * AVAX,
    startTime: 1_700_000_000n,
    endTime: 1_900_000_000n,
    validationRewardOwner: owner,
    delegationRewardOwner: owner,
    potentialReward: AVAX,
    delegationFee,
    uptime: connected ? 99 : 40,
    connected,
    delegatorCount: 0n,
    delegatorWeight: 0n,
  };
}

const ROWS = toValidatorRows([
  validator('NodeID-Beta', 3_000n, true, 2),
  validator('NodeID-Alpha', 5_000n, false, 5),
  validator('NodeID-Gamma', 2_000n, true, 1.5),
]);

function Table({ tiers = {}, rows = ROWS }: { tiers?: ColumnTiers; rows?: typeof ROWS }) {
  const [search, setSearch] = useShallowSearchParams();
  return (
    <ValidatorTable
      title="Validators"
      kind="staking"
      rows={rows}
      columns={STAKING_COLUMNS}
      columnTiers={tiers}
      columnsParam="cols"
      exportName="validators"
      minDelegationSeconds={86_400n}
      primary
      search={search}
      setSearch={setSearch}
    />
  );
}

/** Every validator ends at 1,900,000,000; the chain's time is 1,000 s before that. */
const CHAIN_TIME_SECONDS = 1_899_999_000;

/** Helicon activates between the validators' starts of the requirement test. */
const HELICON_SECONDS = 1_800_000_000;

/** A node that answers the head, the chain's time (the table counts from it) and its upgrade schedule. */
function nodeContext(): NetworkContextValue {
  const client = {
    settings: {},
    call(method: string) {
      if (method === 'platform.getHeight') return Promise.resolve({ height: 7n });
      if (method === 'platform.getTimestamp') return Promise.resolve({ timestamp: new Date(CHAIN_TIME_SECONDS * 1000) });
      if (method === 'info.upgrades') return Promise.resolve({ heliconTime: new Date(HELICON_SECONDS * 1000) });
      return new Promise(() => {});
    },
  } as unknown as RpcClient;
  return { client, scope: 'test', ref: { id: 'test' }, settings: { tokenSymbol: 'NATIVE' } } as NetworkContextValue;
}

/** The table at `url`, which is also the address bar's, as in the browser. */
function renderAt(url: string, tiers?: ColumnTiers, rows?: typeof ROWS) {
  window.history.replaceState(null, '', url);
  const router = createMemoryRouter([{ path: '/local/validators', element: <Table tiers={tiers} rows={rows} /> }], { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <NetworkContext.Provider value={nodeContext()}>
        <RouterProvider router={router} />
      </NetworkContext.Provider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const nodeIds = () =>
  within(screen.getByRole('table', { name: 'Validators' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

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
  it('behavior: the first click on Fee sorts the lowest fee first, the next the highest', () => {
    renderAt('/local/validators');
    fireEvent.click(screen.getByRole('button', { name: /Fee/ }));
    expect(nodeIds()).toEqual(['NodeID-Gamma', 'NodeID-Beta', 'NodeID-Alpha']);
    expect(window.location.search).toBe('?sort=fee&dir=asc');
    fireEvent.click(screen.getByRole('button', { name: /Fee/ }));
    expect(nodeIds()).toEqual(['NodeID-Alpha', 'NodeID-Beta', 'NodeID-Gamma']);
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
  it('behavior: time left counts from the chain\'s time, not the browser\'s clock', async () => {
    // The browser's clock is a day past every validator's end; the node still lists them as current.
    vi.useFakeTimers({ toFake: ['Date'], now: (1_900_000_000 + 86_400) * 1000 });
    renderAt('/local/validators');
    const table = screen.getByRole('table', { name: 'Validators' });
    expect(await within(table).findAllByText('16 min 40 s')).toHaveLength(3);
    expect(within(table).queryByText('ended')).toBeNull();
  });
  it('behavior: the rows\' countdowns share one reading of the chain\'s time', async () => {
    const queryClient = renderAt('/local/validators');
    expect(await within(screen.getByRole('table', { name: 'Validators' })).findAllByText('16 min 40 s')).toHaveLength(3);
    const observers = (method: string) =>
      queryClient
        .getQueryCache()
        .findAll()
        .filter((query) => query.queryHash.includes(`"${method}"`))
        .reduce((sum, query) => sum + query.getObserversCount(), 0);
    // The table's own reading and the one its rows share; a reading per row would subscribe each row
    // to the head and the chain's time whenever a filter mounts it.
    expect(observers('platform.getTimestamp')).toBe(2);
    expect(observers('platform.getHeight')).toBe(2);
  });
  it('behavior: "ending within" counts from the chain\'s time', async () => {
    // The browser's clock is a year behind: by it, no validator would end within a day.
    vi.useFakeTimers({ toFake: ['Date'], now: (1_900_000_000 - 365 * 86_400) * 1000 });
    renderAt('/local/validators?endingWithin=1');
    expect(await screen.findByText('3 rows')).toBeInTheDocument();
  });
  it('behavior: nothing matching says so', () => {
    renderAt('/local/validators?q=nobody');
    expect(screen.getByText('No validator matches these filters.')).toBeInTheDocument();
  });
});

describe('ValidatorTable columns', () => {
  const headers = () => within(screen.getByRole('table', { name: 'Validators' })).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[↕▲▼]/, ''));
  it('default: a narrow screen (jsdom matches no width) shows the columns that matter most', () => {
    renderAt('/local/validators', STAKING_COLUMN_TIERS);
    expect(headers()).toEqual(['Node ID', 'Total weight', 'Fee', 'Uptime', 'Time left']);
  });
  it('behavior: showing a column draws it and writes the choice to the URL; the choice is read back', () => {
    renderAt('/local/validators?sort=fee', STAKING_COLUMN_TIERS);
    fireEvent.click(screen.getByRole('button', { name: /^Columns/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'BLS' }));
    expect(headers()).toEqual(['Node ID', 'Total weight', 'Fee', 'Uptime', 'Time left', 'BLS']);
    expect(new URLSearchParams(window.location.search).get('cols')).toBe('nodeID,totalWeight,fee,uptime,timeLeft,bls');
    cleanup();
    renderAt(`/local/validators${window.location.search}`, STAKING_COLUMN_TIERS);
    expect(headers()).toEqual(['Node ID', 'Total weight', 'Fee', 'Uptime', 'Time left', 'BLS']);
  });
  it('behavior: hidden columns stay in the CSV export', async () => {
    let exported: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      exported = blob as Blob;
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt('/local/validators', STAKING_COLUMN_TIERS);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await exported!.text()).split('\r\n')[0]).toContain('BLS');
  });
});

describe('ValidatorTable filters', () => {
  it('behavior: clearing removes every filter from the URL but keeps the rest', () => {
    renderAt('/local/validators?subnet=x&connected=no&q=alp');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('?subnet=x');
    expect(nodeIds()).toHaveLength(3);
  });

  it("behavior: uptime below what each one's reward needs: 80 % for a validation started before Helicon, 90 % after (ACP-267)", async () => {
    const at = (nodeID: string, start: number, uptime: number) => ({ ...validator(nodeID, 2_000n, true), startTime: BigInt(start), uptime });
    const rows = toValidatorRows([at('NodeID-Before', HELICON_SECONDS - 1, 85), at('NodeID-After', HELICON_SECONDS, 85), at('NodeID-Healthy', HELICON_SECONDS, 95)]);
    renderAt('/local/validators?uptimeBelow=requirement', {}, rows);
    const requirement = screen.getByRole('checkbox', { name: 'Below what its reward needs' });
    expect(requirement).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /Uptime below/ })).toHaveValue(null);
    await waitFor(() => expect(nodeIds()).toEqual(['NodeID-After']));
    fireEvent.click(requirement);
    expect(window.location.search).toBe('');
    expect(nodeIds()).toHaveLength(3);
  });
});
