import type { MethodResult, RpcClient } from '../rpc/client';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

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

const PROCESSING_POLL_MS = 2000;
/** Atomic txs live on the C-Chain's chain-native endpoint. */
const C_CHAIN = 'C';

const statusView = (result: MethodResult<'native.getAtomicTxStatus'>): AtomicTxStatusView =>
  result.blockHeight === undefined ? { status: result.status } : { status: result.status, blockHeight: result.blockHeight };

const txView = (result: MethodResult<'native.getAtomicTx'>): AtomicTxView => ({
  hex: result.tx,
  encoding: result.encoding,
  ...(result.blockHeight !== undefined ? { blockHeight: result.blockHeight } : {}),
});

export async function fetchAtomicTxStatus(client: RpcClient, txId: string, signal?: AbortSignal): Promise<AtomicTxStatusView> {
  return statusView(await client.call('native.getAtomicTxStatus', { txID: txId }, { chain: C_CHAIN, signal }));
}

const isAccepted = (result: MethodResult<'native.getAtomicTxStatus'> | undefined): boolean => result?.status === 'Accepted';

export function atomicTxStatusOptions(network: Network, txId: string) {
  return rpcQueryOptions(
    network,
    { method: 'native.getAtomicTxStatus', params: { txID: txId }, chain: C_CHAIN },
    {
      select: statusView,
      keep: isAccepted,
      staleTime: (query) => (isAccepted(query.state.data) ? Infinity : 0),
      refetchInterval: (query) => (query.state.data?.status === 'Processing' ? PROCESSING_POLL_MS : false),
    },
  );
}

/** Kept across visits once its status says accepted. */
export function atomicTxOptions(network: Network, txId: string) {
  return rpcQueryOptions(
    network,
    { method: 'native.getAtomicTx', params: { txID: txId, encoding: 'hex' }, chain: C_CHAIN },
    { immutable: true, keep: (_result, queries) => isAccepted(queries.getQueryData(atomicTxStatusOptions(network, txId).queryKey)), select: txView },
  );
}

export function useAtomicTxStatus(txId: string) {
  return useRpcQuery(atomicTxStatusOptions(useNetwork(), txId));
}

export function useAtomicTx(txId: string, enabled = true) {
  return useRpcQuery({ ...atomicTxOptions(useNetwork(), txId), enabled });
}
