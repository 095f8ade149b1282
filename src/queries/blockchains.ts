import { useChainHead } from './chain-head';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

/** A chain is validated by the same subnet for its whole life. */
export function validatedByOptions(network: Network, blockchainID: string) {
  return rpcQueryOptions(network, { method: 'platform.validatedBy', params: { blockchainID } }, { immutable: true, select: (result) => result.subnetID });
}

export function useValidatedBy(blockchainID: string) {
  return useRpcQuery(validatedByOptions(useNetwork(), blockchainID));
}

/** This node's relation to the chain, which changes as it syncs: re-read with the head. */
export function blockchainStatusOptions(network: Network, blockchainID: string, head: bigint | undefined) {
  return rpcQueryOptions(network, { method: 'platform.getBlockchainStatus', params: { blockchainID } }, { live: { head }, select: (result) => result.status });
}

export function useBlockchainStatus(blockchainID: string) {
  const head = useChainHead();
  return useRpcQuery(blockchainStatusOptions(useNetwork(), blockchainID, head.data));
}
