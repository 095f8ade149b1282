import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { findBlockByTime } from '../lib/block-search';
import { bigintOf, isRecord, type JsonValue } from '../lib/json-value';
import { present } from '../lib/present';
import { blockByHeightOptions, blockByIdOptions, toBlockView, type BlockView } from './blocks';
import { chainHeadOptions } from './chain-head';
import { useNetwork } from '../network/network-context';
import { useRpcQueries, useRpcQuery } from './page-queries';
import { derivedQueryOptions, fetchSelected, loadKeptQuery, type QueryNetwork as Network } from './rpc-query';
import { txOptions, type TxView } from './txs';

/**
 * Which block holds a tx. The node's `getTx` does not say, so it is found from what the page
 * knows: the block the user came from, blocks this browser has read, or a time the tx names.
 */

/** How the block was found: the page says so where it is not plain. */
export type TxBlockSource = 'link' | 'seen' | 'startTime' | 'stakerEnd';

export interface TxBlockFound {
  /** The block's height, or undefined when no way found it. */
  height: bigint | undefined;
  source?: TxBlockSource;
  /** Whether it was looked for around a time the tx names. */
  byTime: boolean;
  /** Heights of the blocks read on the way, so that their calls show in the raw view. */
  read: bigint[];
}

/** The time a tx names that its block should carry, and what that time is. */
interface TxBlockTime {
  time: bigint;
  source: 'startTime' | 'stakerEnd';
}

/** Block records kept on this device looked through at most, most recently used first. */
const KEPT_BLOCKS_LOOKED_AT = 500;
const BLOCK_METHODS = ['platform.getBlockByHeight', 'platform.getBlock'];

/** A staker's start time: since Durango the time of the block that accepted it, before then a time shortly after it. */
function stakingStartOf(tx: TxView): bigint | undefined {
  return isRecord(tx.unsignedTx.validator) ? bigintOf(tx.unsignedTx.validator.start) : undefined;
}

/** A staker's end time: its reward tx is proposed in the first block at or after it. */
function stakingEndOf(tx: TxView): bigint | undefined {
  return isRecord(tx.unsignedTx.validator) ? bigintOf(tx.unsignedTx.validator.end) : undefined;
}

const REWARD_KINDS: readonly TxView['kind'][] = ['RewardValidatorTx', 'RewardAutoRenewedValidatorTx'];

/** The staker tx a reward tx names. */
export function rewardedTxIdOf(tx: TxView): string | undefined {
  return REWARD_KINDS.includes(tx.kind) && typeof tx.unsignedTx.txID === 'string' ? tx.unsignedTx.txID : undefined;
}

/** The time to look for the tx's block at: a staker's start, or the end of the staker a reward tx pays. */
async function searchTimeOf(network: Network, queries: QueryClient, tx: TxView): Promise<TxBlockTime | undefined> {
  const start = stakingStartOf(tx);
  if (start !== undefined) return { time: start, source: 'startTime' };
  // An auto-renewed validator's reward tx names the end of the cycle it settles.
  const cycleEnd = tx.kind === 'RewardAutoRenewedValidatorTx' ? bigintOf(tx.unsignedTx.timestamp) : undefined;
  if (cycleEnd !== undefined) return { time: cycleEnd, source: 'stakerEnd' };
  const stakerTxId = rewardedTxIdOf(tx);
  if (stakerTxId === undefined) return undefined;
  const staker = await fetchSelected(queries, txOptions(network, stakerTxId)).catch(() => undefined);
  const end = staker && stakingEndOf(staker);
  return end === undefined ? undefined : { time: end, source: 'stakerEnd' };
}

const holds = (block: BlockView, txId: string): boolean => block.txs.some((tx) => tx.id === txId);

/** Heights of the blocks in this page's cache that hold the tx. */
function cachedHeights(network: Network, queries: QueryClient, txId: string): bigint[] {
  const heights: bigint[] = [];
  for (const method of BLOCK_METHODS) {
    for (const query of queries.getQueryCache().findAll({ queryKey: [network.scope, method] })) {
      const data = query.state.data as { block?: JsonValue } | undefined;
      if (data === undefined || !isRecord(data.block)) continue;
      try {
        const block = toBlockView(data.block);
        if (holds(block, txId)) heights.push(block.height);
      } catch {
        // A block that does not read holds nothing to find.
      }
    }
  }
  return heights;
}

/** The key of a kept block answer on this network, read back: its method and params. */
function keptBlockCall(network: Network, key: string): { method: string; params: Record<string, unknown> } | undefined {
  try {
    const [scope, method, params] = JSON.parse(key) as [unknown, unknown, unknown];
    if (scope !== network.scope || typeof method !== 'string' || !BLOCK_METHODS.includes(method) || !isRecord(params) || params.encoding !== 'json') return undefined;
    return { method, params };
  } catch {
    return undefined;
  }
}

/** Heights of the blocks kept on this device whose answers name the tx (another tx may name it as an input: each is checked). */
async function keptHeights(network: Network, queries: QueryClient, txId: string): Promise<bigint[]> {
  const kept = await loadKeptQuery().catch(() => undefined);
  if (!kept) return [];
  const quoted = `"${txId}"`;
  const records = await kept.deviceStore.search(
    (key) => keptBlockCall(network, key) !== undefined,
    (record) => record.calls.some((call) => call.responseText.includes(quoted)),
    KEPT_BLOCKS_LOOKED_AT,
  );
  const heights: bigint[] = [];
  for (const record of records) {
    const call = keptBlockCall(network, record.key);
    if (call === undefined) continue;
    if (call.method === 'platform.getBlockByHeight' && typeof call.params.height === 'string') heights.push(BigInt(call.params.height));
    else if (typeof call.params.blockID === 'string') {
      const block = await fetchSelected(queries, blockByIdOptions(network, call.params.blockID)).catch(() => undefined);
      if (block) heights.push(block.height);
    }
  }
  return heights;
}

interface TxBlockInput {
  txId: string;
  /** The tx's content, for the time it names. */
  tx: TxView;
  /** The height of the block the user came from, if a link said so. */
  linkedHeight: bigint | undefined;
  /** The last accepted height: the tx is decided, so its block is at or below it. */
  head: bigint;
}

/** Finds the block holding a decided tx; every block read is its own kept, immutable query. */
async function findTxBlock(network: Network, queries: QueryClient, input: TxBlockInput): Promise<TxBlockFound> {
  const { txId, head } = input;
  const read: bigint[] = [];
  const blockAt = async (height: bigint): Promise<BlockView> => {
    const block = await fetchSelected(queries, blockByHeightOptions(network, height));
    if (!read.includes(height)) read.push(height);
    return block;
  };
  const holdsAt = async (height: bigint): Promise<boolean> => height >= 0n && height <= head && holds(await blockAt(height), txId);
  const firstHolding = async (heights: readonly bigint[]): Promise<bigint | undefined> => {
    for (const height of heights) if (await holdsAt(height)) return height;
    return undefined;
  };

  if (input.linkedHeight !== undefined && (await holdsAt(input.linkedHeight))) return { height: input.linkedHeight, source: 'link', byTime: false, read };
  const seen = (await firstHolding(cachedHeights(network, queries, txId))) ?? (await firstHolding(await keptHeights(network, queries, txId)));
  if (seen !== undefined) return { height: seen, source: 'seen', byTime: false, read };
  const searchTime = await searchTimeOf(network, queries, input.tx);
  if (searchTime) {
    const height = await findBlockByTime(searchTime.time, head, async (at) => {
      const block = await blockAt(at);
      return { time: block.time, holdsTx: holds(block, txId) };
    });
    if (height !== undefined) return { height, source: searchTime.source, byTime: true, read };
  }
  return { height: undefined, byTime: searchTime !== undefined, read };
}

/**
 * The block holding a decided tx (`tx` is given once it is decided), once the head is known; the
 * blocks it read count as the page's.
 */
export function useTxBlock(txId: string, tx: TxView | undefined, linkedHeight: bigint | undefined) {
  const network = useNetwork();
  const queries = useQueryClient();
  // The head only matters once there is a decided tx to look for.
  const head = useRpcQuery({ ...chainHeadOptions(network), enabled: tx !== undefined }).data;
  const search = useRpcQuery({
    ...derivedQueryOptions(network, 'txBlock', { txId, linkedHeight }, () => findTxBlock(network, queries, { txId, tx: present(tx, 'The decided tx'), linkedHeight, head: present(head, 'The chain head') }), {
      // Where a tx's block is does not change; searching again at a later head finds the same.
      staleTime: Infinity,
    }),
    enabled: tx !== undefined && head !== undefined,
  });
  useRpcQueries((search.data?.read ?? []).map((height) => blockByHeightOptions(network, height)));
  return search;
}
