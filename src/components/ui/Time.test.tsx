// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AbsoluteTime, Time } from './Time';
import { TIME_ZONE_STORAGE_KEY, useTimeZoneChoice } from './use-time-zone';

const NOW = new Date('2024-12-16T17:01:40Z');
const zoneBefore = process.env.TZ;

function ZoneControl() {
  const [, setChoice] = useTimeZoneChoice();
  return (
    <button type="button" onClick={() => setChoice('local')}>
      Local
    </button>
  );
}

describe('Time', () => {
  beforeEach(() => {
    process.env.TZ = 'Europe/Paris';
    localStorage.clear();
  });
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  it('default: relative and absolute in UTC, named', () => {
    render(<Time value={new Date('2024-12-16T16:56:40Z')} now={NOW} />);
    expect(screen.getByText('5 min ago')).toBeTruthy();
    expect(screen.getByText('2024-12-16 16:56:40 UTC')).toBeTruthy();
  });

  it('behavior: a time more than 30 days back shows as its date only', () => {
    const { container } = render(<Time value={new Date('2018-12-16T16:56:40Z')} now={NOW} />);
    expect(container.textContent).toBe('2018-12-16 16:56:40 UTC');
  });

  it('behavior: the chosen zone applies at once to every time and is remembered', () => {
    const { container } = render(
      <>
        <ZoneControl />
        <Time value={new Date('2024-12-16T16:56:40Z')} now={NOW} mode="absolute" />
        <AbsoluteTime value={new Date('2024-07-01T12:00:00Z')} withSeconds={false} />
      </>,
    );
    expect(container.textContent).toBe('Local2024-12-16 16:56:40 UTC2024-07-01 12:00 UTC');
    fireEvent.click(screen.getByRole('button', { name: 'Local' }));
    expect(container.textContent).toBe('Local2024-12-16 17:56:40 UTC+01:002024-07-01 14:00 UTC+02:00');
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('local');
    expect(screen.getByText('2024-07-01 14:00 UTC+02:00').getAttribute('title')).toBe('2024-07-01 14:00:00 UTC+02:00');
  });
});
