import { decodeFunctionResult, encodeFunctionData, type Hex } from 'viem';
import { ALLOW_LIST_ABI, FEE_MANAGER_ABI, PRECOMPILE_ADDRESSES, REWARD_MANAGER_ABI } from '../lib/abi/well-known';
import type { EvmFeeConfig } from '../lib/evm-fee';
import { NATIVE_COIN_MINTED_TOPIC, precompileEventsOf, ROLE_SET_TOPIC, type PrecompileEvent } from '../lib/precompile-permissions';
import { useLogScan, type LogScan } from './evm-log-scan';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork as Network } from './rpc-query';

/**
 * A subnet-EVM chain's permissions read from its precompiles: the role events found by a backward
 * scan, every candidate's role confirmed by `readAllowList` at the head, and the fee and reward
 * managers' current state, all by `eth_call`.
 */
export const usePrecompileEventScan = (chain: string, precompiles: readonly string[], head: bigint | undefined): LogScan<PrecompileEvent> =>
  useLogScan(
    chain,
    { kind: 'precompileEvents', subject: precompiles.join(','), emitter: [...precompiles], filters: [[[ROLE_SET_TOPIC, NATIVE_COIN_MINTED_TOPIC]]], read: precompileEventsOf },
    precompiles.length > 0 ? head : undefined,
  );

/** Each candidate's role on each list, as `readAllowList` answers at `head`. */
export interface ConfirmedRoles {
  /** precompile address → account → role. */
  roles: Record<string, Record<string, bigint>>;
}

export function allowListRolesOptions(network: Network, chain: string, candidates: Record<string, string[]>, head: bigint | undefined) {
  return derivedQueryOptions(
    network,
    'allowListRoles',
    { chain, candidates },
    async (client, signal): Promise<ConfirmedRoles> => {
      const entries = Object.entries(candidates).flatMap(([precompile, accounts]) => accounts.map((account) => [precompile, account] as const));
      const answers = await Promise.all(
        entries.map(([precompile, account]) =>
          client.call('eth_call', [{ to: precompile, data: encodeFunctionData({ abi: ALLOW_LIST_ABI, functionName: 'readAllowList', args: [account as Hex] }) }, head ?? 0n], { chain, signal }),
        ),
      );
      const roles: ConfirmedRoles['roles'] = {};
      entries.forEach(([precompile, account], index) => {
        (roles[precompile] ??= {})[account] = decodeFunctionResult({ abi: ALLOW_LIST_ABI, functionName: 'readAllowList', data: answers[index] as Hex });
      });
      return { roles };
    },
    { live: { head }, immutable: true },
  );
}

/** While more candidates are confirmed, the roles already confirmed on this chain stay shown. */
export const useAllowListRoles = (chain: string, candidates: Record<string, string[]>, head: bigint | undefined) =>
  useRpcQuery({
    ...allowListRolesOptions(useNetwork(), chain, candidates, head),
    enabled: head !== undefined && Object.keys(candidates).length > 0,
    placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[2] as { chain?: string } | undefined)?.chain === chain ? previous : undefined),
  });

export interface FeeManagerState {
  config: EvmFeeConfig;
  lastChangedAt: bigint;
}

export function feeManagerStateOptions(network: Network, chain: string, head: bigint | undefined) {
  const to = PRECOMPILE_ADDRESSES.feeManager;
  return derivedQueryOptions(
    network,
    'feeManagerState',
    { chain },
    async (client, signal): Promise<FeeManagerState> => {
      const [config, lastChanged] = await Promise.all([
        client.call('eth_call', [{ to, data: encodeFunctionData({ abi: FEE_MANAGER_ABI, functionName: 'getFeeConfig' }) }, head ?? 0n], { chain, signal }),
        client.call('eth_call', [{ to, data: encodeFunctionData({ abi: FEE_MANAGER_ABI, functionName: 'getFeeConfigLastChangedAt' }) }, head ?? 0n], { chain, signal }),
      ]);
      const [gasLimit, targetBlockRate, minBaseFee, targetGas, baseFeeChangeDenominator, minBlockGasCost, maxBlockGasCost, blockGasCostStep] = decodeFunctionResult({
        abi: FEE_MANAGER_ABI,
        functionName: 'getFeeConfig',
        data: config as Hex,
      });
      return {
        config: { gasLimit, targetBlockRate, minBaseFee, targetGas, baseFeeChangeDenominator, minBlockGasCost, maxBlockGasCost, blockGasCostStep },
        lastChangedAt: decodeFunctionResult({ abi: FEE_MANAGER_ABI, functionName: 'getFeeConfigLastChangedAt', data: lastChanged as Hex }),
      };
    },
    { live: { head }, immutable: true },
  );
}

export const useFeeManagerState = (chain: string, head: bigint | undefined, enabled: boolean) =>
  useRpcQuery({ ...feeManagerStateOptions(useNetwork(), chain, head), enabled: enabled && head !== undefined });

export interface RewardManagerState {
  rewardAddress: string;
  feeRecipientsAllowed: boolean;
}

export function rewardManagerStateOptions(network: Network, chain: string, head: bigint | undefined) {
  const to = PRECOMPILE_ADDRESSES.rewardManager;
  return derivedQueryOptions(
    network,
    'rewardManagerState',
    { chain },
    async (client, signal): Promise<RewardManagerState> => {
      const [address, allowed] = await Promise.all([
        client.call('eth_call', [{ to, data: encodeFunctionData({ abi: REWARD_MANAGER_ABI, functionName: 'currentRewardAddress' }) }, head ?? 0n], { chain, signal }),
        client.call('eth_call', [{ to, data: encodeFunctionData({ abi: REWARD_MANAGER_ABI, functionName: 'areFeeRecipientsAllowed' }) }, head ?? 0n], { chain, signal }),
      ]);
      return {
        rewardAddress: decodeFunctionResult({ abi: REWARD_MANAGER_ABI, functionName: 'currentRewardAddress', data: address as Hex }),
        feeRecipientsAllowed: decodeFunctionResult({ abi: REWARD_MANAGER_ABI, functionName: 'areFeeRecipientsAllowed', data: allowed as Hex }),
      };
    },
    { live: { head }, immutable: true },
  );
}

export const useRewardManagerState = (chain: string, head: bigint | undefined, enabled: boolean) =>
  useRpcQuery({ ...rewardManagerStateOptions(useNetwork(), chain, head), enabled: enabled && head !== undefined });
