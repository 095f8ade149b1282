import { t } from '@lingui/core/macro';
import { findCreationBlock, findCreationTx, type BlockTx } from '../lib/contract-creation';
import { MAX_BATCH_SIZE } from '../rpc/transport';
import { useNetwork } from '../network/network-context';
import { isFullTx } from './evm-history';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork as Network } from './rpc-query';

/**
 * A contract's creation (`lib/contract-creation.ts`): the block where its code first appears,
 * bisected below the chain's height, then that block's tx that made it. Both are kept on this
 * device as final data. The bisection reads the height itself, so that a revisit replays the kept
 * answers whole (that height included): the block found below it is final, whatever the head is now.
 */

export function evmCreationBlockOptions(network: Network, chain: string, address: string) {
  return derivedQueryOptions(
    network,
    'evmCreationBlock',
    { chain, address: address.toLowerCase() },
    async (client, signal) => {
      const top = await client.call('eth_blockNumber', [], { chain, signal });
      return findCreationBlock(
        { batchLimit: MAX_BATCH_SIZE, codeAt: (height, heightSignal) => client.call('eth_getCode', [address, height], { chain, signal: heightSignal }) },
        top,
        signal,
      );
    },
    // A pruning node's edge is its own: another endpoint may read further back.
    { immutable: true, keep: (found) => found.kind !== 'pruned', retry: false },
  );
}

export function evmCreationTxOptions(network: Network, chain: string, address: string, block: bigint | undefined) {
  return derivedQueryOptions(
    network,
    'evmCreationTx',
    { chain, address: address.toLowerCase(), block },
    (client, signal) =>
      findCreationTx(
        {
          batchLimit: MAX_BATCH_SIZE,
          blockTxs: async (at, txSignal): Promise<BlockTx[]> => {
            const found = await client.call('eth_getBlockByNumber', [at, true], { chain, signal: txSignal });
            if (!found) throw new Error(t`The node has no block ${String(at)}.`);
            return found.transactions.filter(isFullTx);
          },
          createdAddress: async (hash, txSignal) => (await client.call('eth_getTransactionReceipt', [hash], { chain, signal: txSignal }))?.contractAddress ?? null,
          callTree: (hash, txSignal) => client.call('debug_traceTransaction', [hash, { tracer: 'callTracer' }], { chain, signal: txSignal }),
        },
        address,
        block ?? 0n,
        signal,
      ),
    // A mined block's txs, receipts and call trees never change.
    { immutable: true, keep: true, enabled: block !== undefined, retry: false },
  );
}

/** The contract's creation block, then its creation tx. */
export function useContractCreation(chain: string, address: string) {
  const network = useNetwork();
  const block = useRpcQuery(evmCreationBlockOptions(network, chain, address));
  const at = block.data?.kind === 'block' ? block.data.block : undefined;
  const tx = useRpcQuery(evmCreationTxOptions(network, chain, address, at));
  return { block, tx };
}
