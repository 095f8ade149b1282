import { describe, expect, it } from 'vitest';
import { lcpRatioRows } from './lcp-ratios';
import { itemAt } from '../../src/lib/lists';

describe('lcpRatioRows', () => {
  it('default: each page’s median LCP over the bare page’s, marked against 1.3', () => {
    const rows = lcpRatioRows(
      [1500, 1400, 1600],
      new Map([
        ['dashboard', [1800, 1700, 2100]],
        ['tx page', [2000, 1950, 2400]],
      ]),
    );
    expect(rows.map(({ figure, value, budget, mark }) => ({ figure, value, budget, mark }))).toEqual([
      { figure: "Lighthouse mobile, dashboard: LCP over the bare page's", value: '1.20', budget: '≤ 1.3', mark: 'met' },
      { figure: "Lighthouse mobile, tx page: LCP over the bare page's", value: '1.33', budget: '≤ 1.3', mark: 'MISSED' },
    ]);
    expect(itemAt(rows, 0).note).toBe('median LCP 1.80 s against 1.50 s, 3 and 3 runs');
  });

  it('error: a page or a bare page without runs is not run, with the reason', () => {
    const rows = lcpRatioRows([], new Map([['dashboard', [1800]]]));
    expect(rows).toEqual([expect.objectContaining({ mark: 'not run', note: 'no LCP of the bare page in this run' })]);
    expect(lcpRatioRows([1500], new Map([['tx page', []]]))[0]).toMatchObject({ mark: 'not run', note: 'no LCP of tx page in this run' });
  });
});
