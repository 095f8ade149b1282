import { createRpcClient, type RpcClient } from '../rpc/client';
import { createEndpointPool, type EndpointPool } from '../rpc/endpoint-pool';
import { endpointsOf, type NetworkSettings } from '../rpc/network';
import { checkNetworkId } from './same-network';

/** A check or a probe of one endpoint waits this long at most. */
const CHECK_TIMEOUT_MS = 8000;

/**
 * The pool of a network with several endpoints: each is used once it shows the preset's network ID
 * and its P-Chain blocks are those most of the endpoints have (the genesis block too, as an uptime
 * observer is checked); one that fails is probed back with the head query.
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
    verify: (url) => checkNetworkId(clientAt(url), BigInt(settings.networkId)),
    probe: async (url) => (await clientAt(url).call('platform.getHeight', {})).height,
    blockAt: async (url, height) => JSON.stringify((await clientAt(url).call('platform.getBlockByHeight', { height, encoding: 'hex' })).block),
  });
}
