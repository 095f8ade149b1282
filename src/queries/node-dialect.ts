import { queryOptions, useQuery } from '@tanstack/react-query';
import { assumedDialect } from '../rpc/node-dialect';
import { derivedKey } from './keys';
import { useNetwork, type NetworkContextValue } from '../network/network-context';

type Network = Pick<NetworkContextValue, 'scope' | 'settings' | 'dialect' | 'dialectAt'>;

/**
 * What the node speaks, asked once per endpoint and kept for the session: the learner keeps its
 * answer, so this query only shares it with the pages (its probes show in the exchange log, not in
 * a page's raw view: no page asked for them).
 */
export function nodeDialectOptions(network: Network) {
  return queryOptions({
    queryKey: derivedKey(network.scope, 'node-dialect', {}),
    queryFn: () => (network.dialect ? network.dialect() : Promise.resolve(assumedDialect(network.settings))),
    staleTime: Infinity,
    retry: false,
  });
}

export function useNodeDialect() {
  return useQuery(nodeDialectOptions(useNetwork()));
}

/** What one endpoint of several speaks, asked once for the session (the same learner the client calls it through). */
export function endpointDialectOptions(network: Network, url: string) {
  return queryOptions({
    queryKey: derivedKey(network.scope, 'node-dialect', { url }),
    queryFn: () => (network.dialectAt ? network.dialectAt(url)() : Promise.resolve(assumedDialect(network.settings))),
    staleTime: Infinity,
    retry: false,
  });
}

export function useEndpointDialect(url: string, enabled: boolean) {
  return useQuery({ ...endpointDialectOptions(useNetwork(), url), enabled });
}
