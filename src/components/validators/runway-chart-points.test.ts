import { describe, expect, it } from 'vitest';
import { runwayChartPoints } from './runway-chart-points';

describe('runwayChartPoints', () => {
  it('plots the balance in tokens (9 decimals), not in base units', () => {
    const points = runwayChartPoints([
      { t: 1_000, balance: 3_009n },
      { t: 2_000, balance: 2_500_000_000n },
      { t: 3_000, balance: 0n },
    ]);
    expect(points).toEqual([
      { x: 1_000, y: 0.000003009 },
      { x: 2_000, y: 2.5 },
      { x: 3_000, y: 0 },
    ]);
  });
  it('args: another number of decimals', () => {
    expect(runwayChartPoints([{ t: 0, balance: 1_500n }], 3)).toEqual([{ x: 0, y: 1.5 }]);
  });
});
