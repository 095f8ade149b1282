import { zipSameLength } from '../../src/lib/lists';
import { present } from '../../src/lib/present';
import { MethodError, type JsonOutput } from '../handler';
import { quantity } from './block-json';
import { effectiveTip } from './effective-tip';
import type { ChainBlock, EvmChain } from './evm-chain';

/** eth_feeHistory from the chain's blocks, with geth's checks and its reward percentiles. */
const MAX_FEE_HISTORY = 1024n;
const MAX_PERCENTILE = 100;

function formatPercentile(value: number): string {
  return value.toFixed(6);
}

export function feeHistory(chain: EvmChain, count: bigint, last: bigint, percentiles: number[]): JsonOutput {
  percentiles.forEach((percentile, index) => {
    if (percentile < 0 || percentile > MAX_PERCENTILE) throw new MethodError(`invalid reward percentile: ${formatPercentile(percentile)}`);
    const previous = percentiles[index - 1];
    if (previous !== undefined && previous > percentile) {
      throw new MethodError(`invalid reward percentile: #${index - 1}:${formatPercentile(previous)} > #${index}:${formatPercentile(percentile)}`);
    }
  });
  if (count === 0n) return { oldestBlock: '0x0', gasUsedRatio: null };
  if (last > chain.head.number) throw new MethodError(`request beyond head block: requested ${last}, head ${chain.head.number}`);
  const blocks = count > MAX_FEE_HISTORY ? MAX_FEE_HISTORY : count;
  const oldest = last + 1n > blocks ? last + 1n - blocks : 0n;
  const range: ChainBlock[] = [];
  for (let number = oldest; number <= last; number++) range.push(present(chain.block(number), `Block ${number}`));
  const next = chain.block(last + 1n);
  return {
    oldestBlock: quantity(oldest),
    reward: percentiles.length > 0 ? range.map((block) => rewards(block, percentiles)) : undefined,
    baseFeePerGas: [...range.map((block) => quantity(block.baseFee)), quantity(next ? next.baseFee : chain.nextBaseFee())],
    gasUsedRatio: range.map((block) => Number(block.gasUsed) / Number(block.gasLimit)),
  };
}

/** Tips at the given percentiles of gas used, as geth's fee history computes them. */
function rewards(block: ChainBlock, percentiles: number[]): string[] {
  if (block.transactions.length === 0) return percentiles.map(() => '0x0');
  const sorted = zipSameLength(block.transactions, block.receipts)
    .map(([tx, receipt]) => ({ tip: effectiveTip(tx, block.baseFee), gas: receipt.gasUsed }))
    .sort((a, b) => (a.tip < b.tip ? -1 : a.tip > b.tip ? 1 : 0));
  return percentiles.map((percentile) => {
    const threshold = (Number(block.gasUsed) * percentile) / MAX_PERCENTILE;
    let sum = 0;
    // The tip where gas reaches the percentile; the highest when float rounding leaves it short.
    let tip = 0n;
    for (const tx of sorted) {
      sum += Number(tx.gas);
      tip = tx.tip;
      if (sum >= threshold) break;
    }
    return quantity(tip);
  });
}
