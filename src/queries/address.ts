import { useCallback, useEffect, useRef, useState } from 'react';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PRIMARY_NETWORK_ID } from '../lib/ids';
import { ownedBy, runBounded } from '../lib/staking-scan';
import type { CurrentValidator, Delegator } from '../rpc/methods/platform-types';
import type { UtxoIndex, UtxoPage } from '../rpc/methods/shared';
import { useChainHead } from './chain-head';
import { previousOfScope, rpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

/** The node's page size cap for getUTXOs. */
export const UTXO_PAGE_LIMIT = 1024;
/** Per-validator calls in flight at once during a delegation scan. */
export const SCAN_CONCURRENCY = 6;

export function balanceOptions(network: Network, address: string, head: bigint | undefined) {
  const params = { addresses: [address] };
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getBalance', params, head ?? 0n),
    queryFn: ({ signal }) => network.client.call('platform.getBalance', params, { signal }),
    enabled: head !== undefined,
    placeholderData: previousOfScope(network.scope),
  });
}

export function useBalance(address: string) {
  const head = useChainHead();
  return useQuery(balanceOptions(useNetwork(), address, head.data));
}

/**
 * `getStake` scans every staker; `validatorsOnly` skips delegators, which makes it much faster on a
 * large network. The full form is asked for only when the user wants it.
 */
export function stakeOptions(network: Network, address: string, validatorsOnly: boolean) {
  const params = { addresses: [address], validatorsOnly };
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getStake', params),
    queryFn: ({ signal }) => network.client.call('platform.getStake', params, { signal }),
  });
}

export function useStake(address: string, validatorsOnly: boolean) {
  return useQuery(stakeOptions(useNetwork(), address, validatorsOnly));
}

/** Pages of UTXOs of one address on `chain` ('P', or 'C' for atomic UTXOs coming from `sourceChain`). */
export function useUtxoPages(address: string, options: { chain: 'P' | 'C'; sourceChain?: string; limit?: number }) {
  const network = useNetwork();
  const { chain, sourceChain, limit = UTXO_PAGE_LIMIT } = options;
  const method = chain === 'P' ? 'platform.getUTXOs' : 'native.getUTXOs';
  return useInfiniteQuery({
    queryKey: rpcKey(network.scope, method, { addresses: [address], sourceChain, limit }),
    initialPageParam: undefined as UtxoIndex | undefined,
    queryFn: ({ pageParam, signal }): Promise<UtxoPage> => {
      const base = { addresses: [address], limit, ...(pageParam ? { startIndex: pageParam } : {}) };
      return chain === 'P'
        ? network.client.call('platform.getUTXOs', sourceChain ? { ...base, sourceChain } : base, { signal })
        : network.client.call('native.getUTXOs', { ...base, sourceChain: sourceChain ?? 'P' }, { signal });
    },
    // A page shorter than the limit is the last one.
    getNextPageParam: (last) => (last.numFetched < BigInt(limit) ? undefined : last.endIndex),
  });
}

export function rewardUtxosOptions(network: Network, txID: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getRewardUTXOs', { txID }),
    queryFn: async ({ signal }) => (await network.client.call('platform.getRewardUTXOs', { txID }, { signal })).utxos,
  });
}

export function useRewardUtxos(txID: string | undefined) {
  const network = useNetwork();
  return useQuery({ ...rewardUtxosOptions(network, txID ?? ''), enabled: txID !== undefined });
}

/** The current validations whose validation or delegation-fee reward goes to `address`. */
export function validationsOwnedBy(validators: readonly CurrentValidator[], address: string): CurrentValidator[] {
  return validators.filter(
    (validator) => ownedBy(validator.validationRewardOwner, address) || ownedBy(validator.delegationRewardOwner, address),
  );
}

export interface FoundDelegation extends Delegator {
  /** Delegation fee of the validator, percent. */
  delegationFee?: number;
}

export interface DelegationScan {
  status: 'idle' | 'running' | 'stopped' | 'done';
  /** Validators asked so far, and how many there are to ask. */
  checked: number;
  total: number;
  failed: number;
  found: FoundDelegation[];
}

const IDLE: DelegationScan = { status: 'idle', checked: 0, total: 0, failed: 0, found: [] };

/**
 * Finds the delegations whose reward goes to `address`. The node lists delegators only per validator,
 * so each validator with delegators is asked in turn, a few at a time; results show as they come and
 * the scan can be stopped.
 */
export function useDelegationScan(address: string, validators: readonly CurrentValidator[] | undefined) {
  const { client } = useNetwork();
  const [scan, setScan] = useState<DelegationScan>(IDLE);
  const controller = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setScan((current) => (current.status === 'running' ? { ...current, status: 'stopped' } : current));
  }, []);

  const start = useCallback(() => {
    if (!validators) return;
    controller.current?.abort();
    const run = new AbortController();
    controller.current = run;
    const targets = validators.filter((validator) => (validator.delegatorCount ?? 0n) > 0n);
    setScan({ status: 'running', checked: 0, total: targets.length, failed: 0, found: [] });
    void runBounded(
      targets,
      async (validator, signal) => {
        const params = { subnetID: PRIMARY_NETWORK_ID, nodeIDs: [validator.nodeID] };
        const answer = await client.call('platform.getCurrentValidators', params, { signal });
        return answer.validators[0];
      },
      {
        concurrency: SCAN_CONCURRENCY,
        signal: run.signal,
        onResult: (_, outcome) =>
          setScan((current) => {
            if ('error' in outcome) return { ...current, checked: current.checked + 1, failed: current.failed + 1 };
            const validator = outcome.value;
            const mine = (validator?.delegators ?? [])
              .filter((delegator) => ownedBy(delegator.rewardOwner, address))
              .map((delegator) => ({ ...delegator, delegationFee: validator?.delegationFee }));
            return { ...current, checked: current.checked + 1, found: mine.length > 0 ? [...current.found, ...mine] : current.found };
          }),
      },
    ).then(() => {
      if (run.signal.aborted) return;
      controller.current = null;
      setScan((current) => ({ ...current, status: 'done' }));
    });
  }, [client, validators, address]);

  // Leaving the page (or looking up another address) stops the scan.
  useEffect(() => () => controller.current?.abort(), [address]);

  return { scan, start, stop };
}

/** The native (staking) asset of the Primary Network never changes. */
export function stakingAssetOptions(network: Network) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getStakingAssetID'),
    queryFn: async ({ signal }) => (await network.client.call('platform.getStakingAssetID', {}, { signal })).assetID,
    staleTime: Infinity,
  });
}

export function useStakingAsset() {
  return useQuery(stakingAssetOptions(useNetwork()));
}
