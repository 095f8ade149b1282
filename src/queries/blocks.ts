import { inferBlockKind, inferTxKind, type InferredBlockKind } from '../lib/codec/infer-kind';
import type { BlockKind, TxKind } from '../lib/codec/types';
import type { JsonObject, JsonValue } from '../lib/json-value';
import type { QueryClient } from '@tanstack/react-query';
import type { MethodResult } from '../rpc/client';
import { chainHeadOptions } from './chain-head';
import { useNetwork } from '../network/network-context';
import { useRpcQueries, useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';
import { blockHeightFromHex, blockKindFromHex } from './block-hex-kind';

/** A tx inside a block: its ID, inferred kind and JSON. */
export interface BlockTx {
  id: string;
  kind: TxKind;
  unsignedTx: JsonObject;
}

/** A P-Chain block read from its JSON encoding. */
export interface BlockView {
  id: string;
  height: bigint;
  parentId: string;
  /** Unix seconds; absent on Apricot blocks. */
  time?: bigint;
  /** Commit and abort blocks print alike in JSON; see `useBlockKind`. */
  kind: InferredBlockKind;
  txs: BlockTx[];
  json: JsonObject;
}

function asObject(value: JsonValue | undefined, what: string): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${what} is not a JSON object`);
  return value;
}

/** Reads the fields of a block JSON, whichever kind of block it is. */
export function toBlockView(value: JsonValue): BlockView {
  const json = asObject(value, 'block');
  const txOf = (item: JsonValue): BlockTx => {
    const tx = asObject(item, 'block tx');
    const unsignedTx = asObject(tx.unsignedTx, 'unsignedTx');
    return { id: String(tx.id), kind: inferTxKind(unsignedTx), unsignedTx };
  };
  const txs = [...(Array.isArray(json.txs) ? json.txs : []), ...(json.tx ? [json.tx] : [])].map(txOf);
  return {
    id: String(json.id),
    height: BigInt(json.height as bigint),
    parentId: String(json.parentID),
    ...(json.time !== undefined ? { time: BigInt(json.time as bigint) } : {}),
    kind: inferBlockKind(json),
    txs,
    json,
  };
}

/** A block's hex encoding and the exact kind read from its type ID. */
export interface BlockHex {
  hex: string;
  kind: BlockKind;
}

export function isAmbiguousKind(kind: InferredBlockKind): boolean {
  return kind === 'BanffCommitOrAbortBlock' || kind === 'ApricotCommitOrAbortBlock';
}

type BlockAnswer = MethodResult<'platform.getBlock'>;
const blockView = (result: BlockAnswer): BlockView => toBlockView(result.block);
function blockHex(result: BlockAnswer): BlockHex {
  const hex = String(result.block);
  return { hex, kind: blockKindFromHex(hex) };
}

/**
 * Whether a block at `height` is accepted: at or below the last accepted height seen. A block asked
 * for by ID may still be processing (the node answers for those too); by height, only accepted ones.
 */
function acceptedHeight(network: Network, queries: QueryClient, height: bigint | undefined): boolean {
  const head = queries.getQueryData<MethodResult<'platform.getHeight'>>(chainHeadOptions(network).queryKey)?.height;
  return head !== undefined && height !== undefined && height <= head;
}

function heightOf(result: BlockAnswer): bigint | undefined {
  const block = result.block;
  return typeof block === 'object' && block !== null && !Array.isArray(block) && typeof block.height === 'bigint' ? block.height : undefined;
}

/** Accepted blocks never change: cached for good, and kept across visits. */
export const blockByHeightOptions = (network: Network, height: bigint) =>
  rpcQueryOptions(network, { method: 'platform.getBlockByHeight', params: { height, encoding: 'json' } }, { immutable: true, keep: true, select: blockView });

export const blockByIdOptions = (network: Network, blockId: string) =>
  rpcQueryOptions(
    network,
    { method: 'platform.getBlock', params: { blockID: blockId, encoding: 'json' } },
    { immutable: true, keep: (result, queries) => acceptedHeight(network, queries, heightOf(result)), select: blockView },
  );

export const blockHexOptions = (network: Network, blockId: string) =>
  rpcQueryOptions(
    network,
    { method: 'platform.getBlock', params: { blockID: blockId, encoding: 'hex' } },
    { immutable: true, keep: (result, queries) => acceptedHeight(network, queries, blockHeightFromHex(String(result.block))), select: blockHex },
  );

/** A block by height (digits) or by ID. */
export function useBlock(ref: { height: bigint } | { id: string }) {
  const network = useNetwork();
  return useRpcQuery('height' in ref ? blockByHeightOptions(network, ref.height) : blockByIdOptions(network, ref.id));
}

/** The block's hex encoding; only fetched when `enabled`. */
export function useBlockHex(blockId: string | undefined, enabled = true) {
  const network = useNetwork();
  return useRpcQuery({ ...blockHexOptions(network, blockId ?? ''), enabled: enabled && blockId !== undefined });
}

/** The block kind, settling commit vs abort with the hex encoding when JSON cannot tell. */
export function useBlockKind(block: BlockView | undefined): { kind: InferredBlockKind | undefined; pending: boolean } {
  const ambiguous = block !== undefined && isAmbiguousKind(block.kind);
  const hex = useBlockHex(block?.id, ambiguous);
  if (!block) return { kind: undefined, pending: true };
  if (!ambiguous) return { kind: block.kind, pending: false };
  return { kind: hex.data?.kind ?? block.kind, pending: hex.isPending };
}

/** Heights `from`, `from - 1`, … (at most `count`, never below 0). */
export function heightsDown(from: bigint, count: number): bigint[] {
  const heights: bigint[] = [];
  for (let height = from; height >= 0n && heights.length < count; height--) heights.push(height);
  return heights;
}

/** Several blocks by height; each is its own cached query, so a new head fetches only the new block. */
export function useBlocksByHeight(heights: readonly bigint[]) {
  const network = useNetwork();
  return useRpcQueries(heights.map((height) => blockByHeightOptions(network, height)));
}
