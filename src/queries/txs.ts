import { queryOptions, useQuery } from '@tanstack/react-query';
import { inferTxKind } from '../lib/codec/infer-kind';
import type { TxKind } from '../lib/codec/types';
import { isRecord, type JsonObject, type JsonValue } from '../lib/json-value';
import type { MethodResult, RpcClient } from '../rpc/client';
import { rpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

export type TxStatus = MethodResult<'platform.getTxStatus'>['status'];

/** A P-Chain transaction read from its JSON encoding. */
export interface TxView {
  id: string;
  kind: TxKind;
  unsignedTx: JsonObject;
  credentials: JsonValue[];
  json: JsonObject;
}

export interface TxStatusView {
  status: TxStatus;
  /** Why a tx was dropped. */
  reason?: string;
}

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

/** While a tx is still processing its status is checked again at this pace. */
const PROCESSING_POLL_MS = 2000;
const FINAL_STATUSES: readonly TxStatus[] = ['Committed', 'Aborted'];

export function toTxView(value: JsonValue, fallbackId: string): TxView {
  if (!isRecord(value) || !isRecord(value.unsignedTx)) throw new Error('the transaction JSON has no unsignedTx object');
  return {
    id: typeof value.id === 'string' ? value.id : fallbackId,
    kind: inferTxKind(value.unsignedTx),
    unsignedTx: value.unsignedTx,
    credentials: Array.isArray(value.credentials) ? value.credentials : [],
    json: value,
  };
}

export async function fetchTx(client: RpcClient, txId: string, signal?: AbortSignal): Promise<TxView> {
  const result = await client.call('platform.getTx', { txID: txId, encoding: 'json' }, { signal });
  return toTxView(result.tx, txId);
}

export async function fetchTxStatus(client: RpcClient, txId: string, signal?: AbortSignal): Promise<TxStatusView> {
  const result = await client.call('platform.getTxStatus', { txID: txId }, { signal });
  return result.reason === undefined ? { status: result.status } : { status: result.status, reason: result.reason };
}

/** A tx's content never changes once the node has it. */
export function txOptions(network: Network, txId: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getTx', { txID: txId, encoding: 'json' }),
    queryFn: ({ signal }) => fetchTx(network.client, txId, signal),
    staleTime: Infinity,
  });
}

/** Final statuses are cached for good; a processing tx is checked again until it settles. */
export function txStatusOptions(network: Network, txId: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getTxStatus', { txID: txId }),
    queryFn: ({ signal }) => fetchTxStatus(network.client, txId, signal),
    staleTime: (query) => (query.state.data && FINAL_STATUSES.includes(query.state.data.status) ? Infinity : 0),
    refetchInterval: (query) => (query.state.data?.status === 'Processing' ? PROCESSING_POLL_MS : false),
  });
}

export function useTxStatus(txId: string) {
  return useQuery(txStatusOptions(useNetwork(), txId));
}

/** The tx JSON; only asked for when the status says the node knows it. */
export function useTx(txId: string, enabled = true) {
  return useQuery({ ...txOptions(useNetwork(), txId), enabled });
}
