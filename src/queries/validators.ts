import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PRIMARY_NETWORK_ID } from '../lib/ids';
import type { CurrentValidator, L1Validator } from '../rpc/methods/platform';
import { useChainHead } from './chain-head';
import { rpcKey } from './keys';
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

/** The subnet ID is always sent, so the answer (and its key) says which set it is. */
export function currentValidatorsOptions(network: Network, subnetID: string, head: bigint | undefined) {
  const step = steppedHead(head, VALIDATOR_SET_EVERY_BLOCKS);
  const params = { subnetID };
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getCurrentValidators', params, step ?? 0n),
    queryFn: async ({ signal }): Promise<CurrentValidator[]> =>
      (await network.client.call('platform.getCurrentValidators', params, { signal })).validators,
    enabled: step !== undefined,
    placeholderData: (previous) => previous,
  });
}

/** The newest set of this subnet already in the cache, whatever head it was read at. */
function cachedValidatorSet(client: QueryClient, scope: string, subnetID: string): CurrentValidator[] | undefined {
  const prefix = rpcKey(scope, 'platform.getCurrentValidators', { subnetID }).slice(0, 3);
  const cached = client
    .getQueriesData<CurrentValidator[]>({ queryKey: prefix, exact: false })
    // Keys match partially, so single-validator answers (with `nodeIDs`) are left out here.
    .filter(([key, data]) => Array.isArray(data) && !('nodeIDs' in (key[2] as object)));
  let newest: CurrentValidator[] | undefined;
  let newestAt = -1;
  for (const [key, data] of cached) {
    const updatedAt = client.getQueryState(key)?.dataUpdatedAt ?? 0;
    if (updatedAt > newestAt) {
      newestAt = updatedAt;
      newest = data;
    }
  }
  return newest;
}

/**
 * The current set, re-read every few blocks. Coming back to a page shows the set read last time at
 * once (with a background refresh) instead of a skeleton.
 */
export function useCurrentValidators(subnetID: string = PRIMARY_NETWORK_ID) {
  const head = useChainHead();
  const network = useNetwork();
  const client = useQueryClient();
  return useQuery({
    ...currentValidatorsOptions(network, subnetID, head.data),
    placeholderData: (previous) => previous ?? cachedValidatorSet(client, network.scope, subnetID),
  });
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
    placeholderData: (previous) => previous,
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
    placeholderData: (previous) => previous,
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
    placeholderData: (previous) => previous,
  });
}

export function useValidatorFeeState() {
  const head = useChainHead();
  return useQuery(validatorFeeStateOptions(useNetwork(), head.data));
}
