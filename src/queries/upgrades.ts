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
  const upgrades = useUpgrades();
  if (start === undefined || upgrades.isPending) return undefined;
  return uptimeRequirementPercent(start, activationSeconds(upgrades.data?.heliconTime));
}
