import type { EvmBlock, EvmTransaction } from '../rpc/methods/eth';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork as Network } from './rpc-query';

/**
 * Blocks read with their transactions, newest first: each is a whole block, so far fewer than the
 * token-transfer range, which one `eth_getLogs` answers.
 */
export const NATIVE_SCAN_BLOCKS = 128n;

/** A transaction that moved the native token from or to the address. */
export interface NativeTransfer {
  block: bigint;
  hash: string;
  from: string;
  /** Null for a contract creation. */
  to: string | null;
  value: bigint;
}

/** What a scan read and found. */
export interface NativeTransferScan {
  /** The oldest block read: how far back the scan reached. */
  from: bigint;
  to: bigint;
  transfers: NativeTransfer[];
}

/** The newest `NATIVE_SCAN_BLOCKS` blocks of `range`. */
export function nativeScanRange(range: { from: bigint; to: bigint }): { from: bigint; to: bigint } {
  const from = range.to - NATIVE_SCAN_BLOCKS + 1n;
  return { from: from > range.from ? from : range.from, to: range.to };
}

const isFull = (tx: string | EvmTransaction): tx is EvmTransaction => typeof tx !== 'string';

/** The transactions of `blocks` with a value, sent from or to `address`, newest first. */
export function nativeTransfersOf(blocks: readonly (EvmBlock | null)[], address: string): NativeTransfer[] {
  const own = address.toLowerCase();
  const found = blocks.flatMap((block) =>
    (block?.transactions ?? [])
      .filter(isFull)
      .filter((tx) => tx.value > 0n && (tx.from.toLowerCase() === own || tx.to?.toLowerCase() === own))
      .map((tx) => ({ block: tx.blockNumber ?? block?.number ?? 0n, index: tx.transactionIndex ?? 0n, hash: tx.hash, from: tx.from, to: tx.to, value: tx.value })),
  );
  found.sort((a, b) => (a.block === b.block ? Number(b.index - a.index) : b.block > a.block ? 1 : -1));
  return found.map(({ index: _index, ...transfer }) => transfer);
}

/** Native-value transactions from or to `address` in `from`..`to`; accepted blocks, so read once. */
export function evmNativeTransfersOptions(network: Network, chain: string, address: string, range: { from: bigint; to: bigint }) {
  return derivedQueryOptions(
    network,
    'evmNativeTransfers',
    { chain, address, from: range.from, to: range.to },
    async (client, signal): Promise<NativeTransferScan> => {
      const numbers: bigint[] = [];
      for (let number = range.to; number >= range.from; number--) numbers.push(number);
      // All at once: the transport batches them.
      const blocks = await Promise.all(numbers.map((number) => client.call('eth_getBlockByNumber', [number, true], { chain, signal })));
      return { ...range, transfers: nativeTransfersOf(blocks, address) };
    },
    { immutable: true },
  );
}

/** The native transfers in the newest blocks of `range` (the range the page searches for token transfers). */
export function useEvmNativeTransfers(chain: string, address: string, range: { from: bigint; to: bigint } | undefined) {
  const scan = range === undefined ? { from: 0n, to: 0n } : nativeScanRange(range);
  return useRpcQuery({ ...evmNativeTransfersOptions(useNetwork(), chain, address, scan), enabled: range !== undefined });
}
