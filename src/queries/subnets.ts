import { PRIMARY_NETWORK_ID } from '../lib/id-constants';
import type { MethodResult } from '../rpc/client';
import { NodeError } from '../rpc/errors';
import { useChainHead } from './chain-head';
import { useNetwork } from '../network/network-context';
import { useRpcQueries, useRpcQuery } from './page-queries';
import { derivedQueryOptions, rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';
import { currentValidatorsOptions, steppedHead, useRefetchOnHeadStep, VALIDATOR_SET_EVERY_BLOCKS, validatorOptions } from './validators';

/** Subnets, their owners and their chains change rarely: asked again after this long. */
const SUBNETS_STALE_MS = 60_000;

export interface SubnetEntry {
  id: string;
  controlKeys: string[];
  threshold: bigint;
}

const otherThanPrimary = (result: MethodResult<'platform.getSubnets'>): SubnetEntry[] => result.subnets.filter((subnet) => subnet.id !== PRIMARY_NETWORK_ID);
const pickBlockchains = (result: MethodResult<'platform.getBlockchains'>) => result.blockchains;
const pickBlockchainIDs = (result: MethodResult<'platform.validates'>) => result.blockchainIDs;

/** Every subnet the node knows, the Primary Network excluded (`getSubnets` lists it last). */
export function subnetsOptions(network: Network) {
  return rpcQueryOptions(network, { method: 'platform.getSubnets', params: {} }, { staleTime: SUBNETS_STALE_MS, select: otherThanPrimary });
}

export function useSubnets() {
  return useRpcQuery(subnetsOptions(useNetwork()));
}

export function subnetOptions(network: Network, subnetID: string) {
  return rpcQueryOptions(network, { method: 'platform.getSubnet', params: { subnetID } }, { staleTime: SUBNETS_STALE_MS });
}

export function useSubnet(subnetID: string) {
  return useRpcQuery(subnetOptions(useNetwork(), subnetID));
}

/** Details and validator sets of many subnets; each fills in when its answer arrives. */
export function useSubnetDetails(subnetIDs: readonly string[]) {
  const network = useNetwork();
  const subnets = useRpcQueries(subnetIDs.map((id) => subnetOptions(network, id)));
  const setOptions = subnetIDs.map((id) => currentValidatorsOptions(network, id));
  useRefetchOnHeadStep(setOptions.map((options) => options.queryKey));
  const validators = useRpcQueries(setOptions);
  return { subnets, validators };
}

export function blockchainsOptions(network: Network) {
  return rpcQueryOptions(network, { method: 'platform.getBlockchains', params: {} }, { staleTime: SUBNETS_STALE_MS, select: pickBlockchains });
}

export function useBlockchains() {
  return useRpcQuery(blockchainsOptions(useNetwork()));
}

export function validatesOptions(network: Network, subnetID: string) {
  return rpcQueryOptions(network, { method: 'platform.validates', params: { subnetID } }, { staleTime: SUBNETS_STALE_MS, select: pickBlockchainIDs });
}

export function useValidates(subnetID: string) {
  return useRpcQuery(validatesOptions(useNetwork(), subnetID));
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
  return derivedQueryOptions(
    network,
    'subnetStake',
    { subnetID },
    async (client, signal): Promise<SubnetStakeInfo> => {
      const params = { subnetID };
      const [stake, supply, minStake] = await Promise.all([
        client.call('platform.getTotalStake', params, { signal }),
        orNotApplicable(client.call('platform.getCurrentSupply', params, { signal })),
        orNotApplicable(client.call('platform.getMinStake', params, { signal })),
      ]);
      return { totalWeight: stake.weight, supply: supply?.supply ?? null, minStake };
    },
    { live: { head: steppedHead(head, VALIDATOR_SET_EVERY_BLOCKS) } },
  );
}

export function useSubnetStake(subnetID: string) {
  const head = useChainHead();
  return useRpcQuery(subnetStakeOptions(useNetwork(), subnetID, head.data));
}

/** `height` is a decimal height or `proposed`. Heights are final once accepted, so the answer is kept. */
export function validatorsAtOptions(network: Network, subnetID: string, height: bigint | 'proposed') {
  return rpcQueryOptions(network, { method: 'platform.getValidatorsAt', params: { subnetID, height } }, { staleTime: height === 'proposed' ? 0 : Infinity });
}

export function useValidatorsAt(subnetID: string, height: bigint | 'proposed' | undefined) {
  const network = useNetwork();
  return useRpcQuery({ ...validatorsAtOptions(network, subnetID, height ?? 'proposed'), enabled: height !== undefined });
}

/** The subnets (other than the Primary Network) a node validates, found by asking each subnet about it. */
export function useSubnetsOfValidator(nodeID: string) {
  const network = useNetwork();
  const head = useChainHead();
  const subnets = useSubnets();
  const ids = subnets.data?.map((subnet) => subnet.id) ?? [];
  const step = steppedHead(head.data, VALIDATOR_SET_EVERY_BLOCKS);
  const answers = useRpcQueries(ids.map((subnetID) => validatorOptions(network, nodeID, subnetID, step)));
  return {
    subnets,
    pending: answers.filter((answer) => answer.isPending).length,
    found: ids.flatMap((id, index) => {
      const validator = answers[index]?.data;
      return validator ? [{ subnetID: id, validator }] : [];
    }),
  };
}
