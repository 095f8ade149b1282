import { useMemo } from 'react';
import { PRIMARY_REWARD_CONFIG, rewardConfigForStakeStart, type RewardConfig } from '../lib/reward';
import { uptimeRequirementPercent } from '../lib/staking';
import { activationSeconds, presetUpgrades, type UpgradeTimes } from '../lib/upgrades';
import { useNetwork } from '../network/network-context';
import type { RpcClient } from '../rpc/client';
import { isTransientError } from '../rpc/errors';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork } from './rpc-query';
import { messageOf } from '../lib/error-message';

/** The network's upgrade schedule and where it comes from. */
export interface UpgradeSchedule {
  upgrades: UpgradeTimes;
  /** `node`: its `info.upgrades`; `preset`: the reference node's schedule for the network, as the node did not give one (`reason`). */
  source: 'node' | 'preset';
  reason?: string;
}

/**
 * The node's `info.upgrades`; when the node answers without one (the method or the info API absent,
 * an answer it cannot read), the reference node's schedule for the network where it has one. A
 * failure in transit is not an answer, so it stays a failure.
 */
export async function fetchUpgradeSchedule(client: RpcClient, signal: AbortSignal): Promise<UpgradeSchedule> {
  try {
    return { upgrades: await client.call('info.upgrades', {}, { signal }), source: 'node' };
  } catch (error) {
    const preset = presetUpgrades(client.settings.networkId);
    if (preset === undefined || isTransientError(error) || signal.aborted) throw error;
    return { upgrades: preset, source: 'preset', reason: messageOf(error) };
  }
}

/** The upgrade schedule; it changes only with the node's configuration. */
export function upgradeScheduleOptions(network: QueryNetwork) {
  return derivedQueryOptions(network, 'upgradeSchedule', {}, fetchUpgradeSchedule, { staleTime: Infinity });
}

export function useUpgradeSchedule() {
  return useRpcQuery(upgradeScheduleOptions(useNetwork()));
}

/** Helicon's activation (unix seconds) in a schedule; undefined when not scheduled, or with no schedule at all. */
export function heliconActivationOf(schedule: UpgradeSchedule | undefined): bigint | undefined {
  return activationSeconds(schedule?.upgrades.heliconTime);
}

/**
 * The uptime (percent) a Primary Network validation needs to be rewarded, by its start (unix
 * seconds) and the network's upgrade schedule; undefined while the schedule is asked for. Without a
 * schedule the network is taken to run without Helicon.
 */
export function useUptimeRequirementOf(): ((start: bigint) => number) | undefined {
  const { pending, activation } = useHeliconActivation();
  return useMemo(() => (pending ? undefined : (start: bigint) => uptimeRequirementPercent(start, activation)), [pending, activation]);
}

/** What `useUptimeRequirementOf` says for a validation started at `start`. */
export function useUptimeRequirement(start: bigint | undefined): number | undefined {
  const requirementOf = useUptimeRequirementOf();
  return start === undefined ? undefined : requirementOf?.(start);
}

/**
 * When Helicon activates on the network (unix seconds), by its upgrade schedule: undefined when it
 * is not scheduled or no schedule is known; `pending` while the node is asked.
 */
export function useHeliconActivation(): { pending: boolean; activation: bigint | undefined } {
  const schedule = useUpgradeSchedule();
  return { pending: schedule.isPending, activation: heliconActivationOf(schedule.data) };
}

/**
 * The Primary Network's reward config for a stake starting at `start` (ACP-285 after Helicon);
 * undefined while the upgrade schedule is asked for.
 */
export function useRewardConfig(start: bigint | undefined): RewardConfig | undefined {
  const helicon = useHeliconActivation();
  if (start === undefined || helicon.pending) return undefined;
  return rewardConfigForStakeStart(PRIMARY_REWARD_CONFIG, start, helicon.activation);
}
