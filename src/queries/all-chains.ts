import { queryOptions, useQueries } from '@tanstack/react-query';
import { createLimiter, type Limiter } from '../rpc/limiter';
import type { NetworkContextValue } from './network-context';
import { useNetwork } from './network-context';
import { rpcKey } from './keys';
import { subnetOptions } from './subnets';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

/** At most this many per-chain questions at once, so dozens of chains do not crowd out the rest of the page. */
const PER_CHAIN_CONCURRENCY = 4;
/** A chain's EVM chain ID and its status change rarely, if ever. */
const PER_CHAIN_STALE_MS = 5 * 60_000;

const limiter: Limiter = createLimiter(PER_CHAIN_CONCURRENCY);

async function limited<T>(signal: AbortSignal, run: () => Promise<T>): Promise<T> {
  await limiter.acquire(signal);
  try {
    return await run();
  } finally {
    limiter.release();
  }
}

/** `eth_chainId` of one EVM chain (`chain` is `C` or a blockchain ID); one request, not retried: a chain that does not answer says why. */
export function evmChainIdOptions(network: Network, chain: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'eth_chainId', { chain }),
    queryFn: ({ signal }) => limited(signal, () => network.client.call('eth_chainId', [], { chain, signal, retries: 0 })),
    staleTime: PER_CHAIN_STALE_MS,
    retry: false,
  });
}

export function chainStatusOptions(network: Network, blockchainID: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'platform.getBlockchainStatus', { blockchainID }),
    queryFn: async ({ signal }) => limited(signal, async () => (await network.client.call('platform.getBlockchainStatus', { blockchainID }, { signal })).status),
    staleTime: PER_CHAIN_STALE_MS,
  });
}

/** Per chain: its status, its subnet's details and (for EVM chains) its EVM chain ID; each arrives on its own. */
export function useAllChainsDetails(input: { chainIds: readonly string[]; subnetIds: readonly string[]; evmChains: ReadonlyArray<{ id: string; pathId: string }> }) {
  const network = useNetwork();
  const statuses = useQueries({ queries: input.chainIds.map((id) => chainStatusOptions(network, id)) });
  const subnets = useQueries({ queries: input.subnetIds.map((id) => subnetOptions(network, id)) });
  const evmChainIds = useQueries({ queries: input.evmChains.map((chain) => evmChainIdOptions(network, chain.pathId)) });
  return { statuses, subnets, evmChainIds };
}
