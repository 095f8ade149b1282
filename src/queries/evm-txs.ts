import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EvmReceipt, EvmTransaction } from '../rpc/methods/eth';
import { HEAD_POLL_MS } from './chain-head';
import { rpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

const isMined = (tx: EvmTransaction | null | undefined): boolean => tx?.blockNumber != null;

/** A mined transaction is settled for good; a pending one is asked for again until it is mined. */
export function evmTxOptions(network: Network, chain: string, hash: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'eth_getTransactionByHash', { chain, hash }),
    queryFn: ({ signal }): Promise<EvmTransaction | null> => network.client.call('eth_getTransactionByHash', [hash], { chain, signal }),
    staleTime: (query) => (isMined(query.state.data) ? Infinity : 0),
    refetchInterval: (query) => (query.state.data && !isMined(query.state.data) ? HEAD_POLL_MS : false),
  });
}

/** A receipt exists once the transaction is mined and never changes; until it shows up it is asked for again. */
export function evmReceiptOptions(network: Network, chain: string, hash: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'eth_getTransactionReceipt', { chain, hash }),
    queryFn: ({ signal }): Promise<EvmReceipt | null> => network.client.call('eth_getTransactionReceipt', [hash], { chain, signal }),
    staleTime: (query) => (query.state.data ? Infinity : 0),
    refetchInterval: (query) => (query.state.data ? false : HEAD_POLL_MS),
  });
}

export const useEvmTx = (chain: string, hash: string) => useQuery(evmTxOptions(useNetwork(), chain, hash));

/** The receipt, asked for only once the transaction is mined. */
export const useEvmReceipt = (chain: string, hash: string, mined: boolean) =>
  useQuery({ ...evmReceiptOptions(useNetwork(), chain, hash), enabled: mined });
