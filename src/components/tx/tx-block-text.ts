import { t } from '@lingui/core/macro';
import type { TxBlockSource } from '../../queries/tx-block';

/** Every string users read about a tx's block and a reward tx's payment, each read when shown (in the active locale). */
export const TX_BLOCK_TEXT = {
  get blockLabel() { return t`Block`; },
  get blockHint() { return t`The node does not say which block holds a tx: it is found from the block you came from, blocks this browser has read, or a time the tx names`; },
  get loadingBlock() { return t`Loading the block`; },
  get blockUnknown() { return t`The node does not say which block holds a tx.`; },
  get blockUnknownNearTime() { return t`The node does not say which block holds a tx, and no block near the time it names does.`; },
  get notYetInBlock() { return t`Not in an accepted block yet.`; },
  get blockWithoutTime() { return t`no time (a block from before Banff)`; },
  source: {
    link: undefined,
    get seen() { return t`read before in this browser`; },
    get startTime() { return t`found by its start time`; },
    get stakerEnd() { return t`found by the staker’s end time`; },
  } satisfies Record<TxBlockSource, string | undefined>,
  get rewardCard() { return t`Reward`; },
  get stakerTx() { return t`Staker tx`; },
  get stakerKind() { return t`Staker kind`; },
  get node() { return t`Node`; },
  get outcome() { return t`Outcome`; },
  get paid() { return t`Paid`; },
  get stakerNotFound() { return t`This node does not have the staker tx.`; },
  get notStakerTx() { return t`The tx it names is not a staking tx.`; },
  get rewarded() { return t`rewarded`; },
  get notRewarded() { return t`not rewarded: its proposal was aborted`; },
  get undecided() { return t`not decided yet`; },
  get cycleCommitted() { return t`commit: the cycle was rewarded; the validator renewed or exited as configured`; },
  get cycleAborted() { return t`abort: the validator exited with its stake, without this cycle’s reward`; },
  get nothingPaid() { return t`nothing`; },
  get paidTo() { return t`to`; },
};
