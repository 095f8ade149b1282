// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LowUptimeWarning } from './LowUptimeWarning';

describe('LowUptimeWarning', () => {
  it('default: below 80 % it says the delegators lose their reward too', () => {
    render(<LowUptimeWarning uptime={79.994} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Uptime 79\.99 % \(this node's view\) is below the 80 % .*neither it nor its delegators get their reward/);
  });
  it('behavior: at or above the requirement, or unknown, nothing is said', () => {
    const { rerender } = render(<LowUptimeWarning uptime={80} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<LowUptimeWarning uptime={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
