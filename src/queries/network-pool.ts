import { createRpcClient, type RpcClient } from '../rpc/client';
import { createEndpointPool, type EndpointPool } from '../rpc/endpoint-pool';
import { endpointsOf, type NetworkSettings } from '../rpc/network';
import { checkSameNetwork } from './same-network';

/** A check or a probe of one endpoint waits this long at most. */
const CHECK_TIMEOUT_MS = 8000;

/**
 * The pool of a network with several endpoints: the ones after the first are used once they are
 * shown to be on the first one's network (as an uptime observer is), and one that fails is probed
 * back with the head query.
 */
export function createNetworkPool(settings: NetworkSettings): EndpointPool {
  const urls = endpointsOf(settings);
  const clients = new Map<string, RpcClient>();
  const clientAt = (url: string) => {
    let client = clients.get(url);
    if (!client) clients.set(url, (client = createRpcClient({ ...settings, baseUrl: url, endpoints: undefined }, { retries: 0, timeoutMs: CHECK_TIMEOUT_MS })));
    return client;
  };
  return createEndpointPool(urls, {
    verify: (url) => checkSameNetwork(clientAt(urls[0]!), clientAt(url)),
    probe: async (url) => (await clientAt(url).call('platform.getHeight', {})).height,
  });
}

