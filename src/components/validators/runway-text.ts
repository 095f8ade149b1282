/** Every string users read about an L1 validator's runway, in one place for translation. */
import { t } from '@lingui/core/macro';

/** Each entry is read when it is shown (a getter or a function), so it is in the active locale. */
export const RUNWAY_TEXT = {
  get atCurrent() { return t`At the current price`; },
  get atMinimum() { return t`At the minimum price`; },
  /** Today's price when it is the minimum: one projection stands for both. */
  get atCurrentMinimum() { return t`At the current price, the minimum`; },
  get unbounded() { return t`unbounded (the price is zero)`; },
  get until() { return t`until`; },
  get loading() { return t`Loading the L1 validator fee`; },
  get feeState() { return t`L1 validator fee state`; },
  get feeConfig() { return t`L1 validator fee configuration`; },
  get chartsTitle() { return t`Projected balance`; },
  get chartsIntro() { return t`The balance drops by the fee price every second; each chart holds the price constant until the balance runs out.`; },
  chartTitle: (which: string, price: string, baseUnit: string) => {
    const at = which.toLowerCase();
    return t`Balance ${at} (${price} ${baseUnit}/s)`;
  },
  chartSummary: (start: string, symbol: string, end: string) => t`Falls from ${start} ${symbol} now to zero on ${end}.`,
  get neverRunsOut() { return t`At a price of zero the balance never runs out.`; },
  get runsOut() { return t`Runs out:`; },
  runsOutOn: (end: string) => t`runs out ${end}`,
  xLabel: (zone: string) => t`Date (${zone})`,
  get atZeroTitle() { return t`When the balance runs out`; },
  get atZeroDeactivated() {
    return t`The validator is deactivated: it stops validating and cannot sign, and its weight no longer counts toward the L1’s active weight. The node keeps that weight in the L1’s total (under the empty node ID), so Warp quorums still count it.`;
  },
  get atZeroRemaining() {
    return t`Whatever balance is left goes to its remaining-balance owner when it is disabled (a DisableL1ValidatorTx signed by its deactivation owner) or its weight is set to 0; a validator that ran out has nothing left to return.`;
  },
  /** The sentence around `link`, the place of the link to the broadcast tool. */
  topUp: (link: string) =>
    t`To top it up, anyone can issue an IncreaseL1ValidatorBalanceTx for this validation ID: it adds to the balance and reactivates a deactivated validator. Sign it in a wallet, then send it with ${link}.`,
  get topUpLink() { return t`the broadcast tool`; },
  yLabel: (symbol: string) => t`Balance (${symbol})`,
};
