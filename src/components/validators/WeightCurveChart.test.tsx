// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeightCurveChart } from './WeightCurveChart';

const POINTS = [
  { validators: 1, percent: 20 },
  { validators: 5, percent: 60 },
  { validators: 10, percent: 100 },
];

describe('WeightCurveChart', () => {
  it('default: a named image with a summary, the curve drawn without a charting library', () => {
    const { container } = render(<WeightCurveChart points={POINTS} />);
    expect(screen.getByRole('img', { name: 'Stake distribution. Cumulative share of the weight held by the heaviest of 10 validators; the heaviest 5 hold more than a third.' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
    expect(screen.getByRole('figure', { name: 'Stake distribution' })).toBeInTheDocument();
  });
  it('behavior: the data table opens on demand with every point', () => {
    render(<WeightCurveChart points={POINTS} />);
    expect(screen.queryByRole('table')).toBeNull();
    const details = screen.getByText('Data table').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const rows = within(screen.getByRole('table', { name: 'Stake distribution' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['Heaviest validatorsShare of weight', '120.00 %', '560.00 %', '10100.00 %']);
  });
});
