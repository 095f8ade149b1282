import { findCreationBlock, findCreationTx, type BlockTx } from '../lib/contract-creation';
import { MAX_BATCH_SIZE } from '../rpc/transport';
import { useNetwork } from '../network/network-context';
import { isFullTx } from './evm-history';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork as Network } from './rpc-query';

/**
 * A contract's creation (`lib/contract-creation.ts`): the block where its code first appears,
 * bisected from the head the page first read (found once a visit: the past never changes), then
 * that block's tx that made it, kept on this device as final data.
 */

export function evmCreationBlockOptions(network: Network, chain: string, address: string, head: bigint | undefined) {
  return derivedQueryOptions(
    network,
    'evmCreationBlock',
    { chain, address: address.toLowerCase() },
    (client, signal) =>
      findCreationBlock(
        { batchLimit: MAX_BATCH_SIZE, codeAt: (height, heightSignal) => client.call('eth_getCode', [address, height], { chain, signal: heightSignal }) },
        head ?? 0n,
        signal,
      ),
    { immutable: true, enabled: head !== undefined, retry: false },
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
            if (!found) throw new Error(`The node has no block ${at}.`);
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

/** The contract's creation block, then its creation tx; nothing is asked before the head is known. */
export function useContractCreation(chain: string, address: string, head: bigint | undefined) {
  const network = useNetwork();
  const block = useRpcQuery(evmCreationBlockOptions(network, chain, address, head));
  const at = block.data?.kind === 'block' ? block.data.block : undefined;
  const tx = useRpcQuery(evmCreationTxOptions(network, chain, address, at));
  return { block, tx };
}
