import { figure, notRun, type Row } from './report';
import { median } from './stats';

/** A page's mobile LCP may be at most this many times the bare page's, measured in the same run. */
export const LCP_RATIO_BUDGET = 1.3;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/**
 * For each page, the median of its mobile LCP runs over the median of the bare page's, against
 * `LCP_RATIO_BUDGET`; "not run" when either side has no runs.
 */
export function lcpRatioRows(bareMs: readonly number[], pages: ReadonlyMap<string, readonly number[]>): Row[] {
  return [...pages].map(([page, pageMs]) => {
    const label = `Lighthouse mobile, ${page}: LCP over the bare page's`;
    if (bareMs.length === 0 || pageMs.length === 0) return notRun(label, `no LCP of ${bareMs.length === 0 ? 'the bare page' : page} in this run`);
    const [pageMedian, bareMedian] = [median(pageMs), median(bareMs)];
    return figure(label, [pageMedian / bareMedian], {
      unit: '',
      digits: 2,
      budget: { at: 'most', limit: LCP_RATIO_BUDGET },
      note: `median LCP ${seconds(pageMedian)} against ${seconds(bareMedian)}, ${pageMs.length} and ${bareMs.length} runs`,
    });
  });
}
