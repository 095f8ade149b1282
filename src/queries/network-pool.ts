import { createRpcClient, type RpcClient } from '../rpc/client';
import { createEndpointPool, type EndpointPool } from '../rpc/endpoint-pool';
import { endpointsOf, type NetworkSettings } from '../rpc/network';
import { identityJudge } from './same-network';

/** A check or a probe of one endpoint waits this long at most. */
const CHECK_TIMEOUT_MS = 8000;

/**
 * The pool of a network with several endpoints: each is used once it is shown to be on the
 * network (its preset's network ID, and the P-Chain of the first endpoint to answer, as an uptime
 * observer is checked) and on the chain of the others; one that fails is probed back with the
 * head query.
 */
export function createNetworkPool(settings: NetworkSettings): EndpointPool {
  const urls = endpointsOf(settings);
  const clients = new Map<string, RpcClient>();
  const clientAt = (url: string) => {
    let client = clients.get(url);
    if (!client) clients.set(url, (client = createRpcClient({ ...settings, baseUrl: url, endpoints: undefined }, { retries: 0, timeoutMs: CHECK_TIMEOUT_MS })));
    return client;
  };
  const judge = identityJudge(BigInt(settings.networkId));
  return createEndpointPool(urls, {
    verify: (url) => judge(clientAt(url)),
    probe: async (url) => (await clientAt(url).call('platform.getHeight', {})).height,
    blockAt: async (url, height) => JSON.stringify((await clientAt(url).call('platform.getBlockByHeight', { height, encoding: 'hex' })).block),
  });
}
