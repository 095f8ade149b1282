import { queryOptions, useQuery } from '@tanstack/react-query';
import { useChainHead } from './chain-head';
import { previousOfScope, rpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

/** A chain is validated by the same subnet for its whole life. */
export function validatedByOptions(network: Network, blockchainID: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.validatedBy', { blockchainID }),
    queryFn: async ({ signal }) => (await network.client.call('platform.validatedBy', { blockchainID }, { signal })).subnetID,
    staleTime: Infinity,
  });
}

export function useValidatedBy(blockchainID: string) {
  return useQuery(validatedByOptions(useNetwork(), blockchainID));
}

/** This node's relation to the chain, which changes as it syncs: re-read with the head. */
export function blockchainStatusOptions(network: Network, blockchainID: string, head: bigint | undefined) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getBlockchainStatus', { blockchainID }, head ?? 0n),
    queryFn: async ({ signal }) => (await network.client.call('platform.getBlockchainStatus', { blockchainID }, { signal })).status,
    enabled: head !== undefined,
    placeholderData: previousOfScope(network.scope),
  });
}

export function useBlockchainStatus(blockchainID: string) {
  const head = useChainHead();
  return useQuery(blockchainStatusOptions(useNetwork(), blockchainID, head.data));
}
