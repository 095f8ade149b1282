import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRIMARY_NETWORK_ID } from '../lib/ids';
import type { CurrentValidator, L1Validator } from '../rpc/methods/platform-types';
import { useChainHead } from './chain-head';
import { previousOfScope, rpcKey, type RpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

/**
 * A validator set changes only when stakers start or end, and at mainnet scale it is a large answer:
 * the table follows the chain head in steps of this many blocks.
 */
export const VALIDATOR_SET_EVERY_BLOCKS = 5n;

/** Keys on the head rounded down to a step, so a burst of blocks costs one refetch. */
export function steppedHead(head: bigint | undefined, step: bigint): bigint | undefined {
  return head === undefined ? undefined : head - (head % step);
}

/** Between head steps a set is fresh for about this long (a step is a few blocks of ~2 s). */
const VALIDATOR_SET_STALE_MS = 10_000;

/**
 * The subnet ID is always sent, so the answer (and its key) says which set it is. The key leaves out
 * the head so the first load does not wait for it; `useRefetchOnHeadStep` refreshes the set instead.
 */
export function currentValidatorsOptions(network: Network, subnetID: string) {
  const params = { subnetID };
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getCurrentValidators', params),
    queryFn: async ({ signal }): Promise<CurrentValidator[]> =>
      (await network.client.call('platform.getCurrentValidators', params, { signal })).validators,
    staleTime: VALIDATOR_SET_STALE_MS,
  });
}

/**
 * Refetches the queries with these keys each time the chain head crosses a step of `everyBlocks`
 * (not on the first render: a page opened with cached data refreshes it only when it is stale).
 * Several callers refreshing the same key share one request.
 */
export function useRefetchOnHeadStep(queryKeys: readonly RpcKey[], everyBlocks: bigint = VALIDATOR_SET_EVERY_BLOCKS) {
  const head = useChainHead();
  const client = useQueryClient();
  const step = steppedHead(head.data, everyBlocks);
  const seen = useRef(step);
  useEffect(() => {
    if (step === undefined) return;
    const previous = seen.current;
    seen.current = step;
    if (previous === undefined || previous === step) return;
    for (const queryKey of queryKeys) void client.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
  }, [step, client, queryKeys]);
}

/** The current set of a subnet (the Primary Network by default), refreshed every few blocks. */
/** The current set; with `enabled` false, only what the cache holds (a prefetch) until it turns true. */
export function useCurrentValidators(subnetID: string = PRIMARY_NETWORK_ID, enabled = true) {
  const options = currentValidatorsOptions(useNetwork(), subnetID);
  useRefetchOnHeadStep([options.queryKey]);
  return useQuery({ ...options, enabled });
}

/**
 * One validator with its delegators (the node lists delegators only when exactly one node ID is
 * asked for). Resolves to null when the node is not a current validator of that subnet.
 */
export function validatorOptions(network: Network, nodeID: string, subnetID: string, head: bigint | undefined) {
  const params = { subnetID, nodeIDs: [nodeID] };
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getCurrentValidators', params, head ?? 0n),
    queryFn: async ({ signal }): Promise<CurrentValidator | null> =>
      (await network.client.call('platform.getCurrentValidators', params, { signal })).validators[0] ?? null,
    enabled: head !== undefined,
    placeholderData: previousOfScope(network.scope),
  });
}

export function useValidator(nodeID: string, subnetID: string = PRIMARY_NETWORK_ID) {
  const head = useChainHead();
  return useQuery(validatorOptions(useNetwork(), nodeID, subnetID, steppedHead(head.data, VALIDATOR_SET_EVERY_BLOCKS)));
}

/** An L1 validator; its balance drops with every accepted block, so it follows the head. */
export function l1ValidatorOptions(network: Network, validationID: string, head: bigint | undefined) {
  const params = { validationID };
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getL1Validator', params, head ?? 0n),
    queryFn: ({ signal }): Promise<L1Validator> => network.client.call('platform.getL1Validator', params, { signal }),
    enabled: head !== undefined,
    placeholderData: previousOfScope(network.scope),
  });
}

export function useL1Validator(validationID: string) {
  const head = useChainHead();
  return useQuery(l1ValidatorOptions(useNetwork(), validationID, head.data));
}

/** The L1 validator fee configuration is fixed per network. */
export function validatorFeeConfigOptions(network: Network) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getValidatorFeeConfig'),
    queryFn: ({ signal }) => network.client.call('platform.getValidatorFeeConfig', {}, { signal }),
    staleTime: Infinity,
  });
}

export function useValidatorFeeConfig() {
  return useQuery(validatorFeeConfigOptions(useNetwork()));
}

export function validatorFeeStateOptions(network: Network, head: bigint | undefined) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getValidatorFeeState', {}, head ?? 0n),
    queryFn: ({ signal }) => network.client.call('platform.getValidatorFeeState', {}, { signal }),
    enabled: head !== undefined,
    placeholderData: previousOfScope(network.scope),
  });
}

export function useValidatorFeeState() {
  const head = useChainHead();
  return useQuery(validatorFeeStateOptions(useNetwork(), head.data));
}
