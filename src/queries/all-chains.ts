import type { MethodResult, RpcClient } from '../rpc/client';
import { createLimiter, type Limiter } from '../rpc/limiter';
import { useNetwork } from '../network/network-context';
import { useRpcQueries } from './page-queries';
import { rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';
import { subnetOptions } from './subnets';

/** At most this many per-chain questions at once, so dozens of chains do not crowd out the rest of the page. */
const PER_CHAIN_CONCURRENCY = 4;
/** A chain's EVM chain ID and its status change rarely, if ever. */
const PER_CHAIN_STALE_MS = 5 * 60_000;

const limiter: Limiter = createLimiter(PER_CHAIN_CONCURRENCY);

/** The network with a client whose calls each wait for one of the per-chain slots. */
function limited(network: Network): Network {
  const { client } = network;
  const call: RpcClient['call'] = async (method, params, options) => {
    await limiter.acquire(options?.signal);
    try {
      return await client.call(method, params, options);
    } finally {
      limiter.release();
    }
  };
  return { scope: network.scope, client: { settings: client.settings, call } };
}

/** `eth_chainId` of one EVM chain (`chain` is `C` or a blockchain ID); one request, not retried: a chain that does not answer says why. */
export function evmChainIdOptions(network: Network, chain: string) {
  return rpcQueryOptions(limited(network), { method: 'eth_chainId', params: [], chain }, { retries: 0, staleTime: PER_CHAIN_STALE_MS, retry: false });
}

const pickStatus = (result: MethodResult<'platform.getBlockchainStatus'>) => result.status;

export function chainStatusOptions(network: Network, blockchainID: string) {
  return rpcQueryOptions(
    limited(network),
    { method: 'platform.getBlockchainStatus', params: { blockchainID } },
    { staleTime: PER_CHAIN_STALE_MS, select: pickStatus },
  );
}

/** Per chain: its status, its subnet's details and (for EVM chains) its EVM chain ID; each arrives on its own. */
export function useAllChainsDetails(input: { chainIds: readonly string[]; subnetIds: readonly string[]; evmChains: ReadonlyArray<{ id: string; pathId: string }> }) {
  const network = useNetwork();
  const statuses = useRpcQueries(input.chainIds.map((id) => chainStatusOptions(network, id)));
  const subnets = useRpcQueries(input.subnetIds.map((id) => subnetOptions(network, id)));
  const evmChainIds = useRpcQueries(input.evmChains.map((chain) => evmChainIdOptions(network, chain.pathId)));
  return { statuses, subnets, evmChainIds };
}
