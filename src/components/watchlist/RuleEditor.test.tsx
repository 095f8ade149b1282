// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newWatchItem } from '../../lib/watchlist';
import { RuleEditor } from './RuleEditor';

const NODE = 'NodeID-7deoFLnuF2GcAhyKYxtfEXW6UALJFnyYm';

describe('RuleEditor', () => {
  it('default: saves the edited threshold and leaves off the rules turned off', () => {
    const onSave = vi.fn();
    render(<RuleEditor kind="validator" rules={{ endingWithinDays: 7, uptimeBelowPercent: 80, disconnected: true }} label={NODE} onSave={onSave} />);
    fireEvent.input(screen.getByRole('spinbutton', { name: `Ends within (days): ${NODE}` }), { target: { value: '0.25' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Node not connected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(onSave).toHaveBeenCalledWith({ endingWithinDays: 0.25, uptimeBelowPercent: 80 });
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('default: a new validator alerts below what its reward needs, not below a number; a threshold turned on is offered at 95 %', () => {
    const onSave = vi.fn();
    render(<RuleEditor kind="validator" rules={newWatchItem('validator', NODE, undefined, 0).rules} label={NODE} onSave={onSave} />);
    expect(screen.getByRole('checkbox', { name: 'Uptime below what its reward needs' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Exits at the end of its cycle' })).toBeChecked();
    const threshold = screen.getByRole('spinbutton', { name: `Uptime below (%): ${NODE}` });
    expect(threshold).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Uptime below (%)' }));
    expect(threshold).toHaveValue(95);
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(onSave).toHaveBeenCalledWith({ endingWithinDays: 7, uptimeBelowRequirement: true, uptimeBelowPercent: 95, disconnected: true, exitsAtCycleEnd: true });
  });

  it('error: a threshold out of bounds is refused with the reason', () => {
    const onSave = vi.fn();
    render(<RuleEditor kind="validator" rules={{ uptimeBelowPercent: 80 }} label={NODE} onSave={onSave} />);
    fireEvent.input(screen.getByRole('spinbutton', { name: `Uptime below (%): ${NODE}` }), { target: { value: '140' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('uptimeBelowPercent is outside 0–100');
  });

  it('edge: a kind changed under the editor shows and saves that kind\'s saved rules', () => {
    const onSave = vi.fn();
    const { rerender } = render(<RuleEditor kind="validator" rules={{ uptimeBelowPercent: 80 }} label={NODE} onSave={onSave} />);
    rerender(<RuleEditor kind="l1Validator" rules={{ runwayBelowDays: 14 }} label={NODE} onSave={onSave} />);
    expect(screen.getByRole('spinbutton')).toHaveValue(14);
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(onSave).toHaveBeenCalledWith({ runwayBelowDays: 14 });
  });

  it('behavior: a kind without rules says so', () => {
    render(<RuleEditor kind="subnet" rules={{}} label="subnet" onSave={vi.fn()} />);
    expect(screen.getByText('No alert rule for this kind.')).toBeVisible();
  });
});
