import { pollingEvery } from '../lib/backoff';
import { BASE_FEE_BLOCKS, EVM_POLL_MS } from './chains';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork as Network } from './rpc-query';

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
  return derivedQueryOptions(
    network,
    'baseFeeHistory',
    { chain, blocks: BASE_FEE_BLOCKS },
    async (client, signal): Promise<BaseFeeHistory> => {
      const [history, next] = await Promise.all([
        client.call('eth_feeHistory', [BASE_FEE_BLOCKS, 'latest', []], { chain, signal }),
        client.call('eth_baseFee', [], { chain, signal }),
      ]);
      return toBaseFeeHistory(history.oldestBlock, history.baseFeePerGas, history.gasUsedRatio, next);
    },
    { refetchInterval: pollingEvery(EVM_POLL_MS) },
  );
}

export const useBaseFeeHistory = (chain: string) => useRpcQuery(baseFeeHistoryOptions(useNetwork(), chain));
