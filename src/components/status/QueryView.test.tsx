// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NodeError, NotOfferedError, TimeoutError } from '../../rpc/errors';
import { QueryView } from './QueryView';

function query<T>(state: Partial<UseQueryResult<T>>): UseQueryResult<T> {
  return { isPending: false, isError: false, data: undefined, error: null, dataUpdatedAt: Date.now(), refetch: async () => ({}), ...state } as UseQueryResult<T>;
}

describe('QueryView', () => {
  it('default', () => {
    render(<QueryView query={query({ data: 'hello' })} what="Greeting">{(data) => <p>{data}</p>}</QueryView>);
    expect(screen.getByText('hello')).toBeInTheDocument();
  });
  it('behavior: loading shows the skeleton', () => {
    render(<QueryView query={query({ isPending: true })} what="Block 1">{() => 'x'}</QueryView>);
    expect(screen.getByRole('status', { name: 'Loading Block 1' })).toBeInTheDocument();
  });
  it('error: a failure shows what failed with a retry', () => {
    render(<QueryView query={query({ isError: true, error: new TimeoutError(5) })} what="Block 1">{() => 'x'}</QueryView>);
    expect(screen.getByRole('alert')).toHaveTextContent('Block 1 could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
  it('behavior: a node not-found error and a not-found value both show not found', () => {
    const { unmount } = render(
      <QueryView query={query({ isError: true, error: new NodeError(-32000, "couldn't get tx: not found", null) })} what="Transaction">{() => 'x'}</QueryView>,
    );
    expect(screen.getByText('Transaction not found')).toBeInTheDocument();
    unmount();
    render(<QueryView query={query({ data: { status: 'Unknown' } })} what="Tx" isNotFound={(data) => data.status === 'Unknown'}>{() => 'x'}</QueryView>);
    expect(screen.getByText('Tx not found')).toBeInTheDocument();
  });
  it('behavior: an API the node does not offer is one line, with no error box and no retry', () => {
    render(<QueryView query={query({ isError: true, error: new NotOfferedError('key-store', { method: 'avax.exportKey' }) })} what="Keys">{() => 'x'}</QueryView>);
    expect(screen.getByRole('status')).toHaveTextContent('This node does not offer the key store (avax.exportKey).');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
  it('behavior: a failed refetch keeps the data with a stale hint', () => {
    render(<QueryView query={query({ data: 'kept', isError: true, error: new TimeoutError(5) })} what="Head">{(data) => <p>{data}</p>}</QueryView>);
    expect(screen.getByText('kept')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/refreshing failed/);
  });
});
