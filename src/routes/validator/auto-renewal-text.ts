import { formatDuration } from '../../lib/format-time';

/** What the validator page says of an auto-renewed validator (Helicon, ACP-236). */
export const AUTO_RENEWAL_TEXT = {
  card: 'Auto-renewal',
  currentCycle: 'Current cycle',
  atCycleEnd: 'At the end of this cycle',
  atCycleEndHint: 'The next period, which the validator authority can change until then',
  renews: (seconds: bigint) => `Renews for ${formatDuration(Number(seconds))}`,
  exits: 'Exits: the stake comes back and every reward is paid out',
  restaked: 'Restaked share',
  restakedHint: "Of each cycle's rewards, added to the weight when the cycle renews (up to the maximum stake); the rest is paid out",
  ofEachCycle: "of each cycle's rewards",
  stakedAtStart: 'Staked at the start',
  grown: 'Grown by restaked rewards',
  grownHint: 'The weight now less the stake it started with',
  authority: 'Validator authority',
  authorityHint: 'Who can change the restaked share and the next period',
  cycles: 'Ended cycles',
  cyclesCaption: 'Ended cycles, newest first',
  noCycles: 'No cycle has ended yet: this is its first.',
  ended: 'Ended',
  outcome: 'Outcome',
  renewed: 'paid and renewed',
  rewardTx: 'Reward tx',
  cyclesNote: 'Found from the reward tx of each cycle; a cycle whose length is no longer known ends the list.',
} as const;
