/** Every string users read about an L1 validator's runway, in one place for translation. */
import { groupDigits } from '../../lib/amount';

export const RUNWAY_TEXT = {
  atCurrent: 'At the current price',
  atMinimum: 'At the minimum price',
  /** Today's price when it is the minimum: one projection stands for both. */
  atCurrentMinimum: 'At the current price, the minimum',
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
  atZeroTitle: 'When the balance runs out',
  atZeroDeactivated:
    'The validator is deactivated: it stops validating and cannot sign, and its weight no longer counts toward the L1’s active weight. The node keeps that weight in the L1’s total (under the empty node ID), so Warp quorums still count it.',
  atZeroRemaining:
    'Whatever balance is left goes to its remaining-balance owner when it is disabled (a DisableL1ValidatorTx signed by its deactivation owner) or its weight is set to 0; a validator that ran out has nothing left to return.',
  topUpBefore: 'To top it up, anyone can issue an IncreaseL1ValidatorBalanceTx for this validation ID: it adds to the balance and reactivates a deactivated validator. Sign it in a wallet, then send it with ',
  topUpLink: 'the broadcast tool',
  yLabel: (symbol: string) => `Balance (${symbol})`,
} as const;
