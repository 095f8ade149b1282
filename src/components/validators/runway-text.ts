/** Every string users read about an L1 validator's runway, in one place for translation. */
import { groupDigits } from '../../lib/amount';

export const RUNWAY_TEXT = {
  atCurrent: 'At the current price',
  atMinimum: 'At the minimum price',
  unbounded: 'unbounded (the price is zero)',
  until: 'until',
  loading: 'Loading the L1 validator fee',
  feeState: 'L1 validator fee state',
  feeConfig: 'L1 validator fee configuration',
  chartsTitle: 'Projected balance',
  chartsIntro: 'The balance drops by the fee price every second; each chart holds the price constant until the balance runs out.',
  chartTitle: (which: string, price: bigint, baseUnit: string) => `Balance ${which.toLowerCase()} (${groupDigits(price)} ${baseUnit}/s)`,
  chartSummary: (start: string, symbol: string, end: string) => `Falls from ${start} ${symbol} now to zero on ${end}.`,
  neverRunsOut: 'At a price of zero the balance never runs out.',
  runsOut: 'Runs out',
  runsOutOn: (end: string) => `runs out ${end}`,
  xLabel: (zone: string) => `Date (${zone})`,
  yLabel: (symbol: string) => `Balance (${symbol})`,
} as const;
