import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

/**
 * A contract read: one `eth_call` at a block number (a past block's answer never changes). Not
 * retried: a revert is an answer.
 */
export function contractCallOptions(network: Network, chain: string, to: string, data: string, block: bigint | undefined) {
  return rpcQueryOptions(network, { method: 'eth_call', params: [{ to, data }, block ?? 0n], chain }, { immutable: true, retry: false, live: { head: block } });
}

export const useContractCall = (chain: string, to: string, data: string | undefined, block: bigint | undefined) =>
  useRpcQuery({ ...contractCallOptions(useNetwork(), chain, to, data ?? '0x', block), enabled: data !== undefined && block !== undefined });

/** The chain's EIP-155 ID, which a wallet must be on to sign for it. */
export function evmChainIdOptions(network: Network, chain: string) {
  return rpcQueryOptions(network, { method: 'eth_chainId', params: [], chain }, { staleTime: Infinity });
}

export const useEvmChainId = (chain: string) => useRpcQuery(evmChainIdOptions(useNetwork(), chain));
