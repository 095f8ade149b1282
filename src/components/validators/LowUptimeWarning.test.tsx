// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LowUptimeWarning } from './LowUptimeWarning';

describe('LowUptimeWarning', () => {
  it('default: below the requirement it says the delegators lose their reward too', () => {
    render(<LowUptimeWarning uptime={79.994} requirement={80} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Uptime 79\.99 % \(this node's view\) is below the 80 % this validator needs .*neither it nor its delegators get their reward/);
  });
  it('behavior: the requirement in force for the validator is the one said (90 % after Helicon)', () => {
    render(<LowUptimeWarning uptime={85} requirement={90} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Uptime 85\.00 % \(this node's view\) is below the 90 % this validator needs/);
  });
  it('behavior: at or above the requirement, or with either unknown, nothing is said', () => {
    const { rerender } = render(<LowUptimeWarning uptime={80} requirement={80} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<LowUptimeWarning uptime={undefined} requirement={80} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<LowUptimeWarning uptime={50} requirement={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
