// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeeHistoryControls } from './FeeHistoryControls';

const empty = { gas: [], validator: [], loaded: true, storage: 'indexeddb' as const, skipped: 0 };
const sample = { t: Date.UTC(2026, 0, 1), capacity: 1n, excess: 2n, price: 3n };

describe('FeeHistoryControls', () => {
  it('default', () => {
    render(<FeeHistoryControls history={{ ...empty, gas: [sample] }} range="1h" onRangeChange={() => {}} onClear={() => {}} network="local" />);
    expect(screen.getByRole('status')).toHaveTextContent('1 samples stored, going back to');
    expect(screen.getByRole('status').querySelector('time')).toHaveAttribute('datetime', '2026-01-01T00:00:00.000Z');
    expect(screen.getByRole('button', { name: 'Export P-Chain fee CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export L1 validator fee CSV' })).toBeDisabled();
  });

  it('behavior: picking a range reports it', () => {
    const onRangeChange = vi.fn();
    render(<FeeHistoryControls history={empty} range="1h" onRangeChange={onRangeChange} onClear={() => {}} network="local" />);
    fireEvent.change(screen.getByLabelText('Time range'), { target: { value: '24h' } });
    expect(onRangeChange).toHaveBeenCalledWith('24h');
    expect(screen.getByRole('status')).toHaveTextContent('No samples stored yet.');
  });

  it('behavior: without storage the page says samples will not last', () => {
    render(<FeeHistoryControls history={{ ...empty, storage: 'memory' }} range="1h" onRangeChange={() => {}} onClear={() => {}} network="local" />);
    expect(screen.getByRole('status')).toHaveTextContent('does not allow storage here, so samples last only while the page is open');
  });

  it('behavior: a full storage and skipped records are said', () => {
    render(<FeeHistoryControls history={{ ...empty, storage: 'full', skipped: 2 }} range="1h" onRangeChange={() => {}} onClear={() => {}} network="local" />);
    expect(screen.getByRole('status')).toHaveTextContent('storage is full, so new samples last only while the page is open');
    expect(screen.getByRole('status')).toHaveTextContent('2 unreadable stored samples were skipped.');
  });
});
