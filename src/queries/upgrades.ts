import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { rpcQueryOptions } from './rpc-query';

/** The node's upgrade schedule (`info.upgrades`); it changes only with the node's configuration. */
export function useUpgrades() {
  return useRpcQuery(rpcQueryOptions(useNetwork(), { method: 'info.upgrades', params: {} }, { staleTime: Infinity }));
}
