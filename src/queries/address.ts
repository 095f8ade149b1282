import { useCallback, useEffect, useRef, useState } from 'react';
import { PRIMARY_NETWORK_ID } from '../lib/id-constants';
import { ownedBy, runBounded } from '../lib/staking-scan';
import type { CurrentValidator, Delegator } from '../rpc/methods/platform-types';
import type { UtxoIndex, UtxoPage } from '../rpc/methods/shared';
import { useChainHead } from './chain-head';
import { rpcKey } from './keys';
import { useNetwork } from '../network/network-context';
import { useRpcInfiniteQuery, useRpcQuery } from './page-queries';
import { recordingClient, rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

/** The node's page size cap for getUTXOs. */
export const UTXO_PAGE_LIMIT = 1024;
/** Per-validator calls in flight at once during a delegation scan. */
export const SCAN_CONCURRENCY = 6;

export function balanceOptions(network: Network, address: string, head: bigint | undefined) {
  return rpcQueryOptions(network, { method: 'platform.getBalance', params: { addresses: [address] } }, { live: { head } });
}

export function useBalance(address: string) {
  const head = useChainHead();
  return useRpcQuery(balanceOptions(useNetwork(), address, head.data));
}

/**
 * `getStake` scans every staker; `validatorsOnly` skips delegators, which makes it much faster on a
 * large network. The full form is asked for only when the user wants it.
 */
export function stakeOptions(network: Network, address: string, validatorsOnly: boolean) {
  return rpcQueryOptions(network, { method: 'platform.getStake', params: { addresses: [address], validatorsOnly } });
}

export function useStake(address: string, validatorsOnly: boolean) {
  return useRpcQuery(stakeOptions(useNetwork(), address, validatorsOnly));
}

/** Pages of UTXOs of one address on `chain` ('P', or 'C' for atomic UTXOs coming from `sourceChain`). */
export function useUtxoPages(address: string, options: { chain: 'P' | 'C'; sourceChain?: string; limit?: number }) {
  const network = useNetwork();
  const { chain, sourceChain, limit = UTXO_PAGE_LIMIT } = options;
  const method = chain === 'P' ? 'platform.getUTXOs' : 'native.getUTXOs';
  return useRpcInfiniteQuery({
    queryKey: rpcKey(network.scope, method, { addresses: [address], sourceChain, limit }),
    initialPageParam: undefined as UtxoIndex | undefined,
    queryFn: (context): Promise<UtxoPage> => {
      const { pageParam, signal } = context;
      const client = recordingClient(network.client, context, pageParam !== undefined);
      const base = { addresses: [address], limit, ...(pageParam ? { startIndex: pageParam } : {}) };
      return chain === 'P'
        ? client.call('platform.getUTXOs', sourceChain ? { ...base, sourceChain } : base, { signal })
        : client.call('native.getUTXOs', { ...base, sourceChain: sourceChain ?? 'P' }, { signal });
    },
    // A page shorter than the limit is the last one.
    getNextPageParam: (last) => (last.numFetched < BigInt(limit) ? undefined : last.endIndex),
  });
}

export function rewardUtxosOptions(network: Network, txID: string) {
  return rpcQueryOptions(network, { method: 'platform.getRewardUTXOs', params: { txID } }, { select: (result) => result.utxos });
}

export function useRewardUtxos(txID: string | undefined) {
  const network = useNetwork();
  return useRpcQuery({ ...rewardUtxosOptions(network, txID ?? ''), enabled: txID !== undefined });
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
