/** What a staker reads about yearly yields and the uptime a reward needs, in one place for translation. */
import { t } from '@lingui/core/macro';

/** Each entry is read when it is shown (a getter or a function), so it is in the active locale. */
export const STAKING_TEXT = {
  get apr() { return t`Estimated APR`; },
  get aprHint() {
    return t`The yearly rate of the reward formula at the node's current supply, for this stake and period: simple, not compounded, and paid only if the uptime is enough`;
  },
  aprColumn: 'APR',
  get delegationAprColumnHint() { return t`The delegator's part after the fee as a yearly rate, from the reward formula at the node's current supply`; },
  get delegateNow() { return t`Delegating now (APR)`; },
  delegateNowHint: (fee: string) => t`A delegation from now until this validator ends, after its ${fee} fee, as a yearly rate at the node's current supply`,
  /** `minimum`: the Primary Network's minimum consumption rate, as a percent. */
  acp285: (minimum: string) => t`the minimum lowered from ${minimum} toward 7.5 % (ACP-285: a stake starting after Helicon, in step over its first 90 days)`,
  get acp273() { return t`ACP-273: a validation since Helicon`; },
  get requirementFilter() { return t`Below what its reward needs`; },
  get requirementFilterHint() { return t`Each validator against the uptime its reward needs: 80 %, or 90 % for one started once Helicon is active (ACP-267)`; },
  lowUptime: (uptime: string, requirement: string) =>
    t`Uptime ${uptime} (this node's view) is below the ${requirement} this validator needs to be rewarded. If it ends its period below that, neither it nor its delegators get their reward: delegating to it costs the delegation's reward too.`,
};
