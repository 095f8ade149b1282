import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { inferTxKind } from '../lib/codec/infer-kind';
import type { TxKind } from '../lib/codec/types';
import { isRecord, type JsonObject, type JsonValue } from '../lib/json-value';
import type { MethodResult, RpcClient } from '../rpc/client';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

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

/** While a tx is still processing its status is checked again at this pace. */
const PROCESSING_POLL_MS = 2000;
const FINAL_STATUSES: readonly TxStatus[] = ['Committed', 'Aborted'];

export function toTxView(value: JsonValue, fallbackId: string): TxView {
  if (!isRecord(value) || !isRecord(value.unsignedTx)) throw new Error(t`the transaction JSON has no unsignedTx object`);
  return {
    id: typeof value.id === 'string' ? value.id : fallbackId,
    kind: inferTxKind(value.unsignedTx),
    unsignedTx: value.unsignedTx,
    credentials: Array.isArray(value.credentials) ? value.credentials : [],
    json: value,
  };
}

const statusView = (result: MethodResult<'platform.getTxStatus'>): TxStatusView =>
  result.reason === undefined ? { status: result.status } : { status: result.status, reason: result.reason };

export async function fetchTxStatus(client: RpcClient, txId: string, signal?: AbortSignal): Promise<TxStatusView> {
  return statusView(await client.call('platform.getTxStatus', { txID: txId }, { signal }));
}

const isFinal = (result: MethodResult<'platform.getTxStatus'> | undefined): boolean => result !== undefined && FINAL_STATUSES.includes(result.status);

/** A tx's content never changes once the node has it; it is kept across visits once its status is final. */
export function txOptions(network: Network, txId: string) {
  return rpcQueryOptions(
    network,
    { method: 'platform.getTx', params: { txID: txId, encoding: 'json' } },
    {
      immutable: true,
      keep: (_result, queries) => isFinal(queries.getQueryData(txStatusOptions(network, txId).queryKey)),
      select: (result) => toTxView(result.tx, txId),
    },
  );
}

/** Final statuses are cached for good and kept across visits; a processing tx is checked again until it settles. */
export function txStatusOptions(network: Network, txId: string) {
  return rpcQueryOptions(
    network,
    { method: 'platform.getTxStatus', params: { txID: txId } },
    {
      select: statusView,
      keep: isFinal,
      staleTime: (query) => (isFinal(query.state.data) ? Infinity : 0),
      refetchInterval: (query) => (query.state.data?.status === 'Processing' ? PROCESSING_POLL_MS : false),
    },
  );
}

export function useTxStatus(txId: string) {
  return useRpcQuery(txStatusOptions(useNetwork(), txId));
}

/** The tx JSON; only asked for when the status says the node knows it. */
export function useTx(txId: string, enabled = true) {
  const network = useNetwork();
  // The view names the tx by the ID asked for when the node leaves it out, so its `select` is made per ID.
  const options = useMemo(() => txOptions(network, txId), [network, txId]);
  return useRpcQuery({ ...options, enabled });
}
