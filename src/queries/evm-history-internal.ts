import { internalPayer } from '../lib/account-history';
import { MAX_BATCH_SIZE } from '../rpc/transport';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork as Network } from './rpc-query';

/** The tx of a block that paid an account value inside a call, and the contract that paid it. */
export interface InternalSource {
  hash: string;
  payer: string;
}

/**
 * Which of a block's txs paid `address` from inside a call: each candidate's call tree from the
 * node's callTracer, all in one batch (a block with more candidates than a batch is left unnamed).
 * Null when none did, or there are too many to ask; a node without the debug API fails.
 */
export function evmInternalSourceOptions(network: Network, chain: string, address: string, candidates: readonly string[]) {
  return derivedQueryOptions(
    network,
    'evmInternalSource',
    { chain, address: address.toLowerCase(), candidates },
    async (client, signal): Promise<InternalSource | null> => {
      if (candidates.length > MAX_BATCH_SIZE) return null;
      const traces = await Promise.all(candidates.map((hash) => client.call('debug_traceTransaction', [hash, { tracer: 'callTracer' }], { chain, signal })));
      for (const [index, trace] of traces.entries()) {
        const payer = internalPayer(trace, address);
        const hash = candidates[index];
        if (payer !== undefined && hash !== undefined) return { hash, payer };
      }
      return null;
    },
    // Mined txs' call trees never change: kept across visits.
    { immutable: true, keep: true, retry: false },
  );
}

export const useInternalSource = (chain: string, address: string, candidates: readonly string[]) =>
  useRpcQuery(evmInternalSourceOptions(useNetwork(), chain, address, candidates));
