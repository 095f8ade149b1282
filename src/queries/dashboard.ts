import { countSubnets } from '../lib/subnet-count';
import type { MethodResult } from '../rpc/client';
import { useChainHead } from './chain-head';
import { useNetwork } from '../network/network-context';
import { useNeverBack } from './never-back';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

/** Staking parameters rarely change: kept for this long before asking again. */
const SLOW_STALE_MS = 10 * 60_000;

export interface ValidatorSummary {
  count: number;
  totalWeight: bigint;
}

const live = (head: bigint | undefined) => ({ live: { head } });

export const proposedHeightOptions = (network: Network, head: bigint | undefined) =>
  rpcQueryOptions(network, { method: 'platform.getProposedHeight', params: {} }, { ...live(head), select: (result) => result.height });

export const timestampOptions = (network: Network, head: bigint | undefined) =>
  rpcQueryOptions(network, { method: 'platform.getTimestamp', params: {} }, { ...live(head), select: (result) => result.timestamp });

export const currentSupplyOptions = (network: Network, head: bigint | undefined) =>
  rpcQueryOptions(network, { method: 'platform.getCurrentSupply', params: {} }, { ...live(head), select: (result) => result.supply });

/** Without a subnet ID the node answers for the Primary Network. */
export const totalStakeOptions = (network: Network, head: bigint | undefined) =>
  rpcQueryOptions(network, { method: 'platform.getTotalStake', params: {} }, { ...live(head), select: (result) => result.stake ?? result.weight });

/**
 * The full validator list is large at mainnet scale, and the set changes only when stakers start
 * or end: the summary follows the head in steps of this many blocks.
 */
const VALIDATOR_SUMMARY_EVERY_BLOCKS = 15n;

const summarise = ({ validators }: MethodResult<'platform.getCurrentValidators'>): ValidatorSummary => ({
  count: validators.length,
  totalWeight: validators.reduce((sum, validator) => sum + validator.weight, 0n),
});

export function validatorSummaryOptions(network: Network, head: bigint | undefined) {
  const step = head === undefined ? undefined : head - (head % VALIDATOR_SUMMARY_EVERY_BLOCKS);
  return rpcQueryOptions(network, { method: 'platform.getCurrentValidators', params: {} }, { ...live(step), select: summarise });
}

export const stakingAssetOptions = (network: Network) =>
  rpcQueryOptions(network, { method: 'platform.getStakingAssetID', params: {} }, { staleTime: Infinity, select: (result) => result.assetID });

export const minStakeOptions = (network: Network) =>
  rpcQueryOptions(network, { method: 'platform.getMinStake', params: {} }, { staleTime: SLOW_STALE_MS });

/** Subnets other than the Primary Network, which `getSubnets` also lists. */
export const subnetCountOptions = (network: Network, head: bigint | undefined) =>
  rpcQueryOptions(network, { method: 'platform.getSubnets', params: {} }, { ...live(head), select: (result) => countSubnets(result.subnets) });

export const blockchainCountOptions = (network: Network, head: bigint | undefined) =>
  rpcQueryOptions(network, { method: 'platform.getBlockchains', params: {} }, { ...live(head), select: (result) => result.blockchains.length });

export const feeStateOptions = (network: Network, head: bigint | undefined) =>
  rpcQueryOptions(network, { method: 'platform.getFeeState', params: {} }, live(head));

export const feeConfigOptions = (network: Network) =>
  rpcQueryOptions(network, { method: 'platform.getFeeConfig', params: {} }, { staleTime: SLOW_STALE_MS });

/** Thin hooks: each dashboard section owns one of these. */
function useLive<T>(options: (network: Network, head: bigint | undefined) => T) {
  const network = useNetwork();
  const head = useChainHead();
  return options(network, head.data);
}

const laterHeight = (next: bigint, shown: bigint) => next > shown;
const laterTime = (next: Date, shown: Date) => next.getTime() > shown.getTime();
export const useProposedHeight = () => useNeverBack(useRpcQuery(useLive(proposedHeightOptions)), laterHeight, useNetwork().scope);
/** The chain's time at the head: never earlier than a time shown before, whichever endpoint answered. */
export const useChainTime = () => useNeverBack(useRpcQuery(useLive(timestampOptions)), laterTime, useNetwork().scope);
export const useCurrentSupply = () => useRpcQuery(useLive(currentSupplyOptions));
export const useTotalStake = () => useRpcQuery(useLive(totalStakeOptions));
export const useValidatorSummary = () => useRpcQuery(useLive(validatorSummaryOptions));
export const useSubnetCount = () => useRpcQuery(useLive(subnetCountOptions));
export const useBlockchainCount = () => useRpcQuery(useLive(blockchainCountOptions));
export const useFeeState = () => useRpcQuery(useLive(feeStateOptions));
export const useStakingAsset = () => useRpcQuery(stakingAssetOptions(useNetwork()));
export const useMinStake = () => useRpcQuery(minStakeOptions(useNetwork()));
export const useFeeConfig = () => useRpcQuery(feeConfigOptions(useNetwork()));
