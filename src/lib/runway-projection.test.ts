import { describe, expect, it } from 'vitest';
import { projectRunway } from './runway-projection';

const FROM = new Date('2026-01-01T00:00:00Z');

describe('projectRunway', () => {
  it('default: the balance falls by the price each second until the run-out date', () => {
    const projection = projectRunway(1_000n, 3n, FROM, 4);
    expect(projection.seconds).toBe(333n);
    expect(projection.end).toEqual(new Date(FROM.getTime() + 333_000));
    expect(projection.points[0]).toEqual({ t: FROM.getTime(), balance: 1_000n });
    expect(projection.points.at(-1)).toEqual({ t: FROM.getTime() + 333_000, balance: 1n });
    expect(projection.points).toHaveLength(5);
    const balances = projection.points.map((point) => point.balance);
    expect([...balances].sort((a, b) => (a < b ? 1 : -1))).toEqual(balances);
  });

  it('behavior: at a zero price it never runs out', () => {
    const projection = projectRunway(10n, 0n, FROM);
    expect(projection.end).toBeNull();
    expect(projection.points).toEqual([{ t: FROM.getTime(), balance: 10n }]);
  });
});
