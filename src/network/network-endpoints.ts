import { useSyncExternalStore } from 'react';
import type { EndpointPool, EndpointStatus } from '../rpc/endpoint-pool';
import { lazyEndpointPool } from '../rpc/lazy-endpoint-pool';
import { endpointsOf, type NetworkSettings } from '../rpc/network';
import { useNetwork } from './network-context';

/** The pool of a network with several endpoints (its code loads then); none with one endpoint. */
export function networkEndpointPool(settings: NetworkSettings): EndpointPool | undefined {
  const size = endpointsOf(settings).length;
  if (size < 2) return undefined;
  return lazyEndpointPool(size, async () => (await import('./network-pool')).createNetworkPool(settings));
}

const NO_ENDPOINTS: readonly EndpointStatus[] = [];
const NO_POOL = { subscribe: () => () => undefined, statuses: () => NO_ENDPOINTS };

/** Each endpoint's state, live; empty with a single endpoint. */
export function useEndpointStatuses(): readonly EndpointStatus[] {
  const pool = useNetwork().pool ?? NO_POOL;
  return useSyncExternalStore(pool.subscribe, pool.statuses, pool.statuses);
}
