/** Every string users read about an L1 validator's runway, in one place for translation. */
import { formatAbsolute } from '../../lib/format-time';

export const RUNWAY_TEXT = {
  atCurrent: 'At the current price',
  atMinimum: 'At the minimum price',
  unbounded: 'unbounded (the price is zero)',
  until: 'until',
  /** A fee price in the token's base unit (`nAVAX`), a unit symbol: the same for one or many. */
  loading: 'Loading the L1 validator fee',
  feeState: 'L1 validator fee state',
  feeConfig: 'L1 validator fee configuration',
  chartsTitle: 'Projected balance',
  chartsIntro: 'The balance drops by the fee price every second; each chart holds the price constant until the balance runs out.',
  chartTitle: (which: string, price: bigint, baseUnit: string) => `Balance ${which.toLowerCase()} (${price} ${baseUnit}/s)`,
  chartSummary: (start: string, symbol: string, end: string) => `Falls from ${start} ${symbol} now to zero on ${end}.`,
  neverRunsOut: 'At a price of zero the balance never runs out.',
  runsOut: 'Runs out',
  runsOutOn: (end: Date) => `runs out ${formatAbsolute(end)}`,
  xLabel: 'Date (UTC)',
  yLabel: (symbol: string) => `Balance (${symbol})`,
} as const;
