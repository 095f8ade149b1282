import type { EvmFeeConfig } from '../../src/lib/evm-fee';
import type { EvmChainSpec } from './chain-config';

/**
 * The devnet's base-fee model: EIP-1559-style steps toward the chain's gas target, driven by each
 * block's demand (its real gas plus a slow, noisy background load standing in for the rest of the
 * network), so the fee moves both ways and stays bounded. The header carries the result.
 */
export const GWEI = 1_000_000_000n;
/** The window over which subnet-evm's targetGas is spread. */
const TARGET_WINDOW_SECONDS = 10n;
const LOAD_PERIOD_BLOCKS = 120;
const RATIO_SCALE = 1_000_000;
export const INITIAL_C_CHAIN_BASE_FEE = 2n * GWEI;

export interface FeeParent {
  number: bigint;
  baseFee: bigint;
  demand: bigint;
}

export function initialBaseFee(spec: EvmChainSpec): bigint {
  return spec.isSubnetEvm ? spec.genesisFee.minBaseFee : INITIAL_C_CHAIN_BASE_FEE;
}

/** Per-block gas target: targetGas is spread over a 10 s window of target-rate blocks. */
function targetPerBlock(fee: EvmFeeConfig): bigint {
  return (fee.targetGas * fee.targetBlockRate) / TARGET_WINDOW_SECONDS;
}

export function baseFeeAfter(parent: FeeParent, fee: EvmFeeConfig): bigint {
  if (parent.number === 0n && parent.demand === 0n) return parent.baseFee < fee.minBaseFee ? fee.minBaseFee : parent.baseFee;
  const target = targetPerBlock(fee);
  let next: bigint;
  if (parent.demand > target) {
    const delta = (parent.baseFee * (parent.demand - target)) / target / fee.baseFeeChangeDenominator;
    next = parent.baseFee + (delta > 0n ? delta : 1n);
  } else {
    next = parent.baseFee - (parent.baseFee * (target - parent.demand)) / target / fee.baseFeeChangeDenominator;
  }
  return next < fee.minBaseFee ? fee.minBaseFee : next;
}

/**
 * Background load swings around the target over a slow cycle, with noise (`noise` in [0, 1));
 * it eases when the base fee is well above its floor.
 */
export function backgroundLoad(spec: EvmChainSpec, number: bigint, baseFee: bigint, fee: EvmFeeConfig, noise: number): bigint {
  const cycle = Math.sin((2 * Math.PI * Number(number)) / LOAD_PERIOD_BLOCKS);
  const pivot = spec.isSubnetEvm ? fee.minBaseFee : INITIAL_C_CHAIN_BASE_FEE;
  const pressure = baseFee > pivot * 4n ? 0.7 : baseFee > pivot * 2n ? 0.95 : 1.2;
  const ratio = Math.max(0, (1 + 0.6 * cycle + 0.4 * (noise - 0.5)) * pressure);
  const used = (targetPerBlock(fee) * BigInt(Math.round(ratio * RATIO_SCALE))) / BigInt(RATIO_SCALE);
  return used > fee.gasLimit ? fee.gasLimit : used;
}
