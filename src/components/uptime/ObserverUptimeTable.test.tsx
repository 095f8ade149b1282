// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ObservedPeer } from '../../lib/observer-views';
import type { ObserverColumn, PeerViews } from '../../queries/observers';
import { ObserverUptimeTable } from './ObserverUptimeTable';

const TABLE = 'Uptime and connection of each Primary Network validator as each node sees them';

function column(name: string, state: { data?: Record<string, ObservedPeer>; error?: string; pending?: boolean }): ObserverColumn {
  const query = {
    data: state.data && new Map(Object.entries(state.data)),
    error: state.error === undefined ? null : new Error(state.error),
    isPending: state.pending ?? false,
    isError: state.error !== undefined,
    refetch: () => Promise.resolve(),
  } as unknown as UseQueryResult<PeerViews>;
  return { id: name, name, query };
}

const THIS_NODE = column('this node', {
  data: { 'NodeID-Calm': { uptime: 99, connected: true }, 'NodeID-Torn': { uptime: 98, connected: true } },
});
const SECOND = column('second', {
  data: { 'NodeID-Calm': { uptime: 98.5, connected: true }, 'NodeID-Torn': { uptime: 71, connected: false } },
});

const rowOf = (name: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!;

describe('ObserverUptimeTable', () => {
  it('default: a column per observer, the median and the disagreements marked', () => {
    render(<ObserverUptimeTable columns={[THIS_NODE, SECOND]} />);
    const table = screen.getByRole('table', { name: TABLE });
    expect(within(table).getByRole('columnheader', { name: /Uptime \(this node\)/ })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Uptime \(second\)/ })).toBeTruthy();
    expect(rowOf('Torn').textContent).toContain('84.50 %');
    expect(within(rowOf('Torn')).getByText(/Disagree/)).toBeTruthy();
    expect(within(rowOf('Calm')).getByText('Agree')).toBeTruthy();
  });

  it('behavior: "disagreements only" leaves the marked validators', () => {
    render(<ObserverUptimeTable columns={[THIS_NODE, SECOND]} />);
    fireEvent.click(screen.getByLabelText('Disagreements only'));
    expect(screen.getByText('1 row')).toBeTruthy();
    expect(screen.queryByText(/Calm/)).toBeNull();
  });

  it('error: an observer that is down shows its error in its cells; one still loading shows it is loading', () => {
    render(<ObserverUptimeTable columns={[THIS_NODE, column('down', { error: 'connection refused' }), column('slow', { pending: true })]} />);
    expect(within(rowOf('Calm')).getByLabelText('not answering: connection refused')).toBeTruthy();
    expect(within(rowOf('Calm')).getByLabelText('loading…')).toBeTruthy();
    expect(rowOf('Calm').textContent).toContain('99.00 %');
  });
});
