import { NodeError, NotOfferedError } from './errors';
import type { MethodName, MethodParams } from './methods/table';

/** A height of one chain (`P`, or the EVM chain as the call names it) that a read names or was made at. */
export interface PinnedHeight {
  chain: string;
  height: bigint;
}

const asHeight = (value: unknown): bigint | undefined => (typeof value === 'bigint' ? value : typeof value === 'number' ? BigInt(value) : undefined);

/** EVM reads whose block is their params' second item. */
const EVM_AT_BLOCK: ReadonlySet<MethodName> = new Set(['eth_getBalance', 'eth_getTransactionCount', 'eth_getCode', 'eth_call']);

/**
 * The height a read names explicitly: an endpoint not there yet cannot answer it, so endpoints known
 * to be there are asked first.
 */
export function pinnedHeightOf<M extends MethodName>(method: M, params: MethodParams<M>, chain: string): PinnedHeight | undefined {
  const given = params as unknown;
  if (method === 'platform.getBlockByHeight' || method === 'platform.getValidatorsAt') {
    const height = asHeight((given as { height?: unknown }).height);
    return height === undefined ? undefined : { chain: 'P', height };
  }
  if (!Array.isArray(given)) return undefined;
  const block =
    method === 'eth_getBlockByNumber' ? given[0] : EVM_AT_BLOCK.has(method) ? given[1] : method === 'eth_getProof' ? given[2] : method === 'eth_getLogs' ? (given[0] as { toBlock?: unknown } | undefined)?.toBlock : undefined;
  const height = asHeight(block);
  return height === undefined ? undefined : { chain, height };
}

/** EVM lookups that answer null for what the node does not have (yet). */
const NULL_WHEN_ABSENT: ReadonlySet<MethodName> = new Set([
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
]);

/** Status lookups that answer `Unknown` for a tx the node has not seen (yet). */
const UNKNOWN_WHEN_ABSENT: ReadonlySet<MethodName> = new Set(['platform.getTxStatus', 'native.getAtomicTxStatus']);

/** A state or block the node has not reached: `cannot query unfinalized data`, `… at unfinalized height …`. */
const NOT_YET = /\bunfinalized\b/;

/**
 * Whether an answer may only mean this endpoint is behind the others (or lacks an API another has):
 * not found, not yet, null for a lookup, an `Unknown` tx status, not offered. Another endpoint of the network is asked then.
 */
export function mayBeBehind(method: MethodName, outcome: { value: unknown } | { error: unknown }): boolean {
  if ('value' in outcome) {
    const { value } = outcome;
    if (value === null) return NULL_WHEN_ABSENT.has(method);
    return UNKNOWN_WHEN_ABSENT.has(method) && typeof value === 'object' && (value as { status?: unknown }).status === 'Unknown';
  }
  const error = outcome.error;
  if (error instanceof NotOfferedError) return true;
  return error instanceof NodeError && (error.isNotFound || NOT_YET.test(error.message));
}
