import type { TxBlockSource } from '../../queries/tx-block';

/** Every string users read about a tx's block and a reward tx's payment, in one place for translation. */
export const TX_BLOCK_TEXT = {
  blockLabel: 'Block',
  blockHint: 'The node does not say which block holds a tx: it is found from the block you came from, blocks this browser has read, or a time the tx names',
  loadingBlock: 'Loading the block',
  blockUnknown: 'The node does not say which block holds a tx.',
  blockUnknownNearTime: 'The node does not say which block holds a tx, and no block near the time it names does.',
  notYetInBlock: 'Not in an accepted block yet.',
  blockWithoutTime: 'no time (a block from before Banff)',
  source: {
    link: undefined,
    seen: 'read before in this browser',
    startTime: 'found by its start time',
    stakerEnd: 'found by the staker’s end time',
  } satisfies Record<TxBlockSource, string | undefined>,
  rewardCard: 'Reward',
  stakerTx: 'Staker tx',
  stakerKind: 'Staker kind',
  node: 'Node',
  outcome: 'Outcome',
  paid: 'Paid',
  stakerNotFound: 'This node does not have the staker tx.',
  notStakerTx: 'The tx it names is not a staking tx.',
  rewarded: 'rewarded',
  notRewarded: 'not rewarded: its proposal was aborted',
  undecided: 'not decided yet',
  cycleCommitted: 'commit: the cycle was rewarded; the validator renewed or exited as configured',
  cycleAborted: 'abort: the validator exited with its stake, without this cycle’s reward',
  nothingPaid: 'nothing',
  paidTo: 'to',
} as const;
