import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RpcClient } from '../rpc/client';
import { rpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

export type AtomicTxStatus = 'Accepted' | 'Processing' | 'Dropped' | 'Unknown';

export interface AtomicTxStatusView {
  status: AtomicTxStatus;
  blockHeight?: bigint;
}

export interface AtomicTxView {
  /** `0x…` hex with checksum. */
  hex: string;
  encoding: string;
  blockHeight?: bigint;
}

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

const PROCESSING_POLL_MS = 2000;
/** Atomic txs live on the C-Chain's chain-native endpoint. */
const C_CHAIN = 'C';

export async function fetchAtomicTxStatus(client: RpcClient, txId: string, signal?: AbortSignal): Promise<AtomicTxStatusView> {
  const result = await client.call('native.getAtomicTxStatus', { txID: txId }, { chain: C_CHAIN, signal });
  return result.blockHeight === undefined ? { status: result.status } : { status: result.status, blockHeight: result.blockHeight };
}

export async function fetchAtomicTx(client: RpcClient, txId: string, signal?: AbortSignal): Promise<AtomicTxView> {
  const result = await client.call('native.getAtomicTx', { txID: txId, encoding: 'hex' }, { chain: C_CHAIN, signal });
  return { hex: result.tx, encoding: result.encoding, ...(result.blockHeight !== undefined ? { blockHeight: result.blockHeight } : {}) };
}

export function atomicTxStatusOptions(network: Network, txId: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'native.getAtomicTxStatus', { txID: txId }),
    queryFn: ({ signal }) => fetchAtomicTxStatus(network.client, txId, signal),
    staleTime: (query) => (query.state.data?.status === 'Accepted' ? Infinity : 0),
    refetchInterval: (query) => (query.state.data?.status === 'Processing' ? PROCESSING_POLL_MS : false),
  });
}

export function atomicTxOptions(network: Network, txId: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'native.getAtomicTx', { txID: txId, encoding: 'hex' }),
    queryFn: ({ signal }) => fetchAtomicTx(network.client, txId, signal),
    staleTime: Infinity,
  });
}

export function useAtomicTxStatus(txId: string) {
  return useQuery(atomicTxStatusOptions(useNetwork(), txId));
}

export function useAtomicTx(txId: string, enabled = true) {
  return useQuery({ ...atomicTxOptions(useNetwork(), txId), enabled });
}
