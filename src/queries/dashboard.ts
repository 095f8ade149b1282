import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RpcClient } from '../rpc/client';
import { useChainHead } from './chain-head';
import { previousOfScope, rpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

/** Staking parameters rarely change: kept for this long before asking again. */
const SLOW_STALE_MS = 10 * 60_000;

export interface ValidatorSummary {
  count: number;
  totalWeight: bigint;
}

/** Values that move with every block are keyed on the chain head. */
function live<M extends Parameters<RpcClient['call']>[0]>(network: Network, method: M, head: bigint | undefined) {
  return { key: rpcKey(network.scope, method, {}, head ?? 0n), enabled: head !== undefined };
}

export function proposedHeightOptions(network: Network, head: bigint | undefined) {
  const { key, enabled } = live(network, 'platform.getProposedHeight', head);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await network.client.call('platform.getProposedHeight', {}, { signal })).height,
    enabled,
    placeholderData: previousOfScope(network.scope),
  });
}

export function timestampOptions(network: Network, head: bigint | undefined) {
  const { key, enabled } = live(network, 'platform.getTimestamp', head);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await network.client.call('platform.getTimestamp', {}, { signal })).timestamp,
    enabled,
    placeholderData: previousOfScope(network.scope),
  });
}

export function currentSupplyOptions(network: Network, head: bigint | undefined) {
  const { key, enabled } = live(network, 'platform.getCurrentSupply', head);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await network.client.call('platform.getCurrentSupply', {}, { signal })).supply,
    enabled,
    placeholderData: previousOfScope(network.scope),
  });
}

/** Without a subnet ID the node answers for the Primary Network. */
export function totalStakeOptions(network: Network, head: bigint | undefined) {
  const { key, enabled } = live(network, 'platform.getTotalStake', head);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const result = await network.client.call('platform.getTotalStake', {}, { signal });
      return result.stake ?? result.weight;
    },
    enabled,
    placeholderData: previousOfScope(network.scope),
  });
}

/**
 * The full validator list is large at mainnet scale, and the set changes only when stakers start
 * or end: the summary follows the head in steps of this many blocks.
 */
const VALIDATOR_SUMMARY_EVERY_BLOCKS = 15n;

export function validatorSummaryOptions(network: Network, head: bigint | undefined) {
  const step = head === undefined ? undefined : head - (head % VALIDATOR_SUMMARY_EVERY_BLOCKS);
  const { key, enabled } = live(network, 'platform.getCurrentValidators', step);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }): Promise<ValidatorSummary> => {
      const { validators } = await network.client.call('platform.getCurrentValidators', {}, { signal });
      return { count: validators.length, totalWeight: validators.reduce((sum, validator) => sum + validator.weight, 0n) };
    },
    enabled,
    placeholderData: previousOfScope(network.scope),
  });
}

export function stakingAssetOptions(network: Network) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getStakingAssetID'),
    queryFn: async ({ signal }) => (await network.client.call('platform.getStakingAssetID', {}, { signal })).assetID,
    staleTime: Infinity,
  });
}

export function minStakeOptions(network: Network) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getMinStake'),
    queryFn: ({ signal }) => network.client.call('platform.getMinStake', {}, { signal }),
    staleTime: SLOW_STALE_MS,
  });
}

export function subnetCountOptions(network: Network, head: bigint | undefined) {
  const { key, enabled } = live(network, 'platform.getSubnets', head);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await network.client.call('platform.getSubnets', {}, { signal })).subnets.length,
    enabled,
    placeholderData: previousOfScope(network.scope),
  });
}

export function blockchainCountOptions(network: Network, head: bigint | undefined) {
  const { key, enabled } = live(network, 'platform.getBlockchains', head);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await network.client.call('platform.getBlockchains', {}, { signal })).blockchains.length,
    enabled,
    placeholderData: previousOfScope(network.scope),
  });
}

export function feeStateOptions(network: Network, head: bigint | undefined) {
  const { key, enabled } = live(network, 'platform.getFeeState', head);
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => network.client.call('platform.getFeeState', {}, { signal }),
    enabled,
    placeholderData: previousOfScope(network.scope),
  });
}

export function feeConfigOptions(network: Network) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getFeeConfig'),
    queryFn: ({ signal }) => network.client.call('platform.getFeeConfig', {}, { signal }),
    staleTime: SLOW_STALE_MS,
  });
}

export function validatorFeeStateOptions(network: Network, head: bigint | undefined) {
  const { key, enabled } = live(network, 'platform.getValidatorFeeState', head);
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => network.client.call('platform.getValidatorFeeState', {}, { signal }),
    enabled,
    placeholderData: previousOfScope(network.scope),
  });
}

export function validatorFeeConfigOptions(network: Network) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getValidatorFeeConfig'),
    queryFn: ({ signal }) => network.client.call('platform.getValidatorFeeConfig', {}, { signal }),
    staleTime: SLOW_STALE_MS,
  });
}

/** Thin hooks: each dashboard section owns one of these. */
function useLive<T>(options: (network: Network, head: bigint | undefined) => T) {
  const network = useNetwork();
  const head = useChainHead();
  return options(network, head.data);
}

export const useProposedHeight = () => useQuery(useLive(proposedHeightOptions));
export const useChainTime = () => useQuery(useLive(timestampOptions));
export const useCurrentSupply = () => useQuery(useLive(currentSupplyOptions));
export const useTotalStake = () => useQuery(useLive(totalStakeOptions));
export const useValidatorSummary = () => useQuery(useLive(validatorSummaryOptions));
export const useSubnetCount = () => useQuery(useLive(subnetCountOptions));
export const useBlockchainCount = () => useQuery(useLive(blockchainCountOptions));
export const useFeeState = () => useQuery(useLive(feeStateOptions));
export const useValidatorFeeState = () => useQuery(useLive(validatorFeeStateOptions));
export const useStakingAsset = () => useQuery(stakingAssetOptions(useNetwork()));
export const useMinStake = () => useQuery(minStakeOptions(useNetwork()));
export const useFeeConfig = () => useQuery(feeConfigOptions(useNetwork()));
export const useValidatorFeeConfig = () => useQuery(validatorFeeConfigOptions(useNetwork()));
