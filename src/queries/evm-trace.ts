import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

/**
 * A mined transaction's call tree from the node's callTracer. It never changes; a node without the
 * debug API answers "method not found", which is an answer, not something to retry.
 */
export function evmTraceOptions(network: Network, chain: string, hash: string) {
  return rpcQueryOptions(network, { method: 'debug_traceTransaction', params: [hash, { tracer: 'callTracer' }], chain }, { immutable: true, retry: false });
}

/** The trace, asked for only once the transaction is mined. */
export const useEvmTrace = (chain: string, hash: string, mined: boolean) => useRpcQuery({ ...evmTraceOptions(useNetwork(), chain, hash), enabled: mined });
