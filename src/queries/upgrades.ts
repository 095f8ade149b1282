import { PRIMARY_REWARD_CONFIG, rewardConfigForStakeStart, type RewardConfig } from '../lib/reward';
import { uptimeRequirementPercent } from '../lib/staking';
import { activationSeconds } from '../lib/upgrades';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions } from './rpc-query';

/** The node's upgrade schedule (`info.upgrades`); it changes only with the node's configuration. */
export function useUpgrades() {
  return useRpcQuery(rpcQueryOptions(useNetwork(), { method: 'info.upgrades', params: {} }, { staleTime: Infinity }));
}

/**
 * The uptime a Primary Network validation started at `start` needs to be rewarded, by the node's
 * upgrade schedule; undefined while the schedule is asked for. A node that does not say its schedule
 * is taken to run without Helicon.
 */
export function useUptimeRequirement(start: bigint | undefined): number | undefined {
  const helicon = useHeliconActivation();
  if (start === undefined || helicon.pending) return undefined;
  return uptimeRequirementPercent(start, helicon.activation);
}

/**
 * When Helicon activates on the node's network (unix seconds), by its `info.upgrades`: undefined
 * when it is not scheduled or the node does not say; `pending` while the node is asked.
 */
export function useHeliconActivation(): { pending: boolean; activation: bigint | undefined } {
  const upgrades = useUpgrades();
  return { pending: upgrades.isPending, activation: activationSeconds(upgrades.data?.heliconTime) };
}

/**
 * The Primary Network's reward config for a stake starting at `start` (ACP-285 after Helicon);
 * undefined while the node's upgrade schedule is asked for.
 */
export function useRewardConfig(start: bigint | undefined): RewardConfig | undefined {
  const helicon = useHeliconActivation();
  if (start === undefined || helicon.pending) return undefined;
  return rewardConfigForStakeStart(PRIMARY_REWARD_CONFIG, start, helicon.activation);
}
