import type { EvmTransaction } from '../rpc/methods/eth';
import { HEAD_POLL_MS } from './chain-head';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

const isMined = (tx: EvmTransaction | null | undefined): boolean => tx?.blockNumber != null;

/** A mined transaction is settled for good; a pending one is asked for again until it is mined. */
export function evmTxOptions(network: Network, chain: string, hash: string) {
  return rpcQueryOptions(
    network,
    { method: 'eth_getTransactionByHash', params: [hash], chain },
    {
      staleTime: (query) => (isMined(query.state.data) ? Infinity : 0),
      // Mined means accepted (the node indexes txs on acceptance), receipt and all: kept across visits.
      keep: isMined,
      refetchInterval: (query) => (query.state.data && !isMined(query.state.data) ? HEAD_POLL_MS : false),
    },
  );
}

/** A receipt exists once the transaction is mined and never changes; until it shows up it is asked for again. */
export function evmReceiptOptions(network: Network, chain: string, hash: string) {
  return rpcQueryOptions(
    network,
    { method: 'eth_getTransactionReceipt', params: [hash], chain },
    {
      staleTime: (query) => (query.state.data ? Infinity : 0),
      keep: (receipt) => receipt !== null,
      refetchInterval: (query) => (query.state.data ? false : HEAD_POLL_MS),
    },
  );
}

export const useEvmTx = (chain: string, hash: string) => useRpcQuery(evmTxOptions(useNetwork(), chain, hash));

/** The receipt, asked for only once the transaction is mined. */
export const useEvmReceipt = (chain: string, hash: string, mined: boolean) =>
  useRpcQuery({ ...evmReceiptOptions(useNetwork(), chain, hash), enabled: mined });
