import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { PRIMARY_NETWORK_ID } from '../lib/id-constants';
import { NodeError } from '../rpc/errors';
import type { Subnet } from '../rpc/methods/platform-types';
import { useChainHead } from './chain-head';
import { derivedKey, previousOfScope, rpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';
import { currentValidatorsOptions, steppedHead, useRefetchOnHeadStep, VALIDATOR_SET_EVERY_BLOCKS, validatorOptions } from './validators';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

/** Subnets, their owners and their chains change rarely: asked again after this long. */
const SUBNETS_STALE_MS = 60_000;

export interface SubnetEntry {
  id: string;
  controlKeys: string[];
  threshold: bigint;
}

/** Every subnet the node knows, the Primary Network excluded (`getSubnets` lists it last). */
export function subnetsOptions(network: Network) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getSubnets'),
    queryFn: async ({ signal }): Promise<SubnetEntry[]> =>
      (await network.client.call('platform.getSubnets', {}, { signal })).subnets.filter((subnet) => subnet.id !== PRIMARY_NETWORK_ID),
    staleTime: SUBNETS_STALE_MS,
  });
}

export function useSubnets() {
  return useQuery(subnetsOptions(useNetwork()));
}

export function subnetOptions(network: Network, subnetID: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getSubnet', { subnetID }),
    queryFn: ({ signal }): Promise<Subnet> => network.client.call('platform.getSubnet', { subnetID }, { signal }),
    staleTime: SUBNETS_STALE_MS,
  });
}

export function useSubnet(subnetID: string) {
  return useQuery(subnetOptions(useNetwork(), subnetID));
}

/** Details and validator sets of many subnets; each fills in when its answer arrives. */
export function useSubnetDetails(subnetIDs: readonly string[]) {
  const network = useNetwork();
  const subnets = useQueries({ queries: subnetIDs.map((id) => subnetOptions(network, id)) });
  const setOptions = subnetIDs.map((id) => currentValidatorsOptions(network, id));
  useRefetchOnHeadStep(setOptions.map((options) => options.queryKey));
  const validators = useQueries({ queries: setOptions });
  return { subnets, validators };
}

export function blockchainsOptions(network: Network) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getBlockchains'),
    queryFn: async ({ signal }) => (await network.client.call('platform.getBlockchains', {}, { signal })).blockchains,
    staleTime: SUBNETS_STALE_MS,
  });
}

export function useBlockchains() {
  return useQuery(blockchainsOptions(useNetwork()));
}

export function validatesOptions(network: Network, subnetID: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.validates', { subnetID }),
    queryFn: async ({ signal }) => (await network.client.call('platform.validates', { subnetID }, { signal })).blockchainIDs,
    staleTime: SUBNETS_STALE_MS,
  });
}

export function useValidates(subnetID: string) {
  return useQuery(validatesOptions(useNetwork(), subnetID));
}

/** Values that only elastic subnets and the Primary Network have; other subnets answer "not found". */
async function orNotApplicable<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof NodeError && error.isNotFound) return null;
    throw error;
  }
}

export interface SubnetStakeInfo {
  totalWeight: bigint;
  /** Null when the subnet has no supply of its own. */
  supply: bigint | null;
  minStake: { minValidatorStake: bigint; minDelegatorStake: bigint } | null;
}

export function subnetStakeOptions(network: Network, subnetID: string, head: bigint | undefined) {
  const step = steppedHead(head, VALIDATOR_SET_EVERY_BLOCKS);
  return queryOptions({
    queryKey: derivedKey(network.scope, 'subnetStake', { subnetID, head: (step ?? 0n).toString() }),
    queryFn: async ({ signal }): Promise<SubnetStakeInfo> => {
      const params = { subnetID };
      const [stake, supply, minStake] = await Promise.all([
        network.client.call('platform.getTotalStake', params, { signal }),
        orNotApplicable(network.client.call('platform.getCurrentSupply', params, { signal })),
        orNotApplicable(network.client.call('platform.getMinStake', params, { signal })),
      ]);
      return { totalWeight: stake.weight, supply: supply?.supply ?? null, minStake };
    },
    enabled: step !== undefined,
    placeholderData: previousOfScope(network.scope),
  });
}

export function useSubnetStake(subnetID: string) {
  const head = useChainHead();
  return useQuery(subnetStakeOptions(useNetwork(), subnetID, head.data));
}

/** `height` is a decimal height or `proposed`. Heights are final once accepted, so the answer is kept. */
export function validatorsAtOptions(network: Network, subnetID: string, height: bigint | 'proposed') {
  const params = { subnetID, height };
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getValidatorsAt', params),
    queryFn: ({ signal }) => network.client.call('platform.getValidatorsAt', params, { signal }),
    staleTime: height === 'proposed' ? 0 : Infinity,
  });
}

export function useValidatorsAt(subnetID: string, height: bigint | 'proposed' | undefined) {
  const network = useNetwork();
  return useQuery({ ...validatorsAtOptions(network, subnetID, height ?? 'proposed'), enabled: height !== undefined });
}

/** The subnets (other than the Primary Network) a node validates, found by asking each subnet about it. */
export function useSubnetsOfValidator(nodeID: string) {
  const network = useNetwork();
  const head = useChainHead();
  const subnets = useSubnets();
  const ids = subnets.data?.map((subnet) => subnet.id) ?? [];
  const step = steppedHead(head.data, VALIDATOR_SET_EVERY_BLOCKS);
  const answers = useQueries({ queries: ids.map((subnetID) => validatorOptions(network, nodeID, subnetID, step)) });
  return {
    subnets,
    pending: answers.filter((answer) => answer.isPending).length,
    found: ids.flatMap((id, index) => {
      const validator = answers[index]?.data;
      return validator ? [{ subnetID: id, validator }] : [];
    }),
  };
}
