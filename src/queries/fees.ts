import { queryOptions, useQuery } from '@tanstack/react-query';
import { BASE_FEE_BLOCKS, EVM_POLL_MS } from './chains';
import { previousOfScope, rpcKey } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

/** Base fee of one EVM block, and how full it was. */
export interface BlockBaseFee {
  block: bigint;
  baseFee: bigint;
  /** Gas used over the gas limit, 0–1. */
  gasUsedRatio: number;
}

export interface BaseFeeHistory {
  blocks: BlockBaseFee[];
  /** The next block's base fee (`eth_baseFee`), or null when the chain has no dynamic fee. */
  next: bigint | null;
}

/**
 * `eth_feeHistory` ends with the base fee of the block after the newest; that value is the
 * estimate `eth_baseFee` also gives, so it is not plotted as a block.
 */
export function toBaseFeeHistory(oldestBlock: bigint, baseFees: readonly bigint[], ratios: readonly number[], next: bigint | null): BaseFeeHistory {
  const blocks = ratios.map((gasUsedRatio, index) => ({ block: oldestBlock + BigInt(index), baseFee: baseFees[index] ?? 0n, gasUsedRatio }));
  return { blocks, next };
}

/** Base fees of the chain's recent blocks, refreshed while the page is visible. */
export function baseFeeHistoryOptions(network: Network, chain: string) {
  return queryOptions({
    queryKey: rpcKey(network.scope, 'eth_feeHistory', { chain, blocks: BASE_FEE_BLOCKS }),
    queryFn: async ({ signal }): Promise<BaseFeeHistory> => {
      const [history, next] = await Promise.all([
        network.client.call('eth_feeHistory', [BASE_FEE_BLOCKS, 'latest', []], { chain, signal }),
        network.client.call('eth_baseFee', [], { chain, signal }),
      ]);
      return toBaseFeeHistory(history.oldestBlock, history.baseFeePerGas, history.gasUsedRatio, next);
    },
    refetchInterval: EVM_POLL_MS,
    placeholderData: previousOfScope(network.scope),
  });
}

export const useBaseFeeHistory = (chain: string) => useQuery(baseFeeHistoryOptions(useNetwork(), chain));
