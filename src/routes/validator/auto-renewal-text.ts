import { t } from '@lingui/core/macro';

/** What the validator page says of an auto-renewed validator (Helicon, ACP-236); each entry is read when shown, in the active locale. */
export const AUTO_RENEWAL_TEXT = {
  get card() { return t`Auto-renewal`; },
  get currentCycle() { return t`Current cycle`; },
  get atCycleEnd() { return t`At the end of this cycle`; },
  get atCycleEndHint() { return t`The next period, which the validator authority can change until then`; },
  renews: (duration: string) => t`Renews for ${duration}`,
  get exits() { return t`Exits: the stake comes back and every reward is paid out`; },
  get restaked() { return t`Restaked share`; },
  get restakedHint() { return t`Of each cycle's rewards, added to the weight when the cycle renews (up to the maximum stake); the rest is paid out`; },
  ofEachCycle: (share: string) => t`${share} of each cycle's rewards`,
  get stakedAtStart() { return t`Staked at the start`; },
  get grown() { return t`Grown by restaked rewards`; },
  get grownHint() { return t`The weight now less the stake it started with`; },
  get authority() { return t`Validator authority`; },
  get authorityHint() { return t`Who can change the restaked share and the next period`; },
  get cycles() { return t`Ended cycles`; },
  get cyclesCaption() { return t`Ended cycles, newest first`; },
  get noCycles() { return t`No cycle has ended yet: this is its first.`; },
  get ended() { return t`Ended`; },
  get outcome() { return t`Outcome`; },
  get renewed() { return t`paid and renewed`; },
  get rewardTx() { return t`Reward tx`; },
  get cyclesNote() { return t`Found from the reward tx of each cycle; a cycle whose length is no longer known ends the list.`; },
  get loadingCycles() { return t`Loading ended cycles`; },
};
