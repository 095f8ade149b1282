/** What a staker reads about yearly yields and the uptime a reward needs, in one place for translation. */
import { formatPartsPerMillion } from '../../lib/percent';
import { PRIMARY_REWARD_CONFIG } from '../../lib/reward';

export const STAKING_TEXT = {
  apr: 'Estimated APR',
  aprHint:
    "The yearly rate of the reward formula at the node's current supply, for this stake and period: simple, not compounded, and paid only if the uptime is enough",
  aprColumn: 'APR',
  delegationAprColumnHint: "The delegator's part after the fee as a yearly rate, from the reward formula at the node's current supply",
  delegateNow: 'Delegating now (APR)',
  delegateNowHint: (fee: string) => `A delegation from now until this validator ends, after its ${fee} fee, as a yearly rate at the node's current supply`,
  acp285: `the minimum lowered from ${formatPartsPerMillion(PRIMARY_REWARD_CONFIG.minConsumptionRate)} toward 7.5 % (ACP-285: a stake starting after Helicon, in step over its first 90 days)`,
  acp273: 'ACP-273: a validation since Helicon',
  requirementFilter: 'Below what its reward needs',
  requirementFilterHint: 'Each validator against the uptime its reward needs: 80 %, or 90 % for one started once Helicon is active (ACP-267)',
  lowUptime: (uptime: string, requirement: number) =>
    `Uptime ${uptime} (this node's view) is below the ${requirement} % this validator needs to be rewarded. If it ends its period below that, neither it nor its delegators get their reward: delegating to it costs the delegation's reward too.`,
};
