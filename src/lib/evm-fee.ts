import { formatAmount } from './amount';

/** EVM native tokens have 18 decimals (1 token = 10^18 wei). */
export const EVM_NATIVE_DECIMALS = 18;

/** A subnet-EVM chain's fee config (the C-Chain reports the same fields). */
export interface EvmFeeConfig {
  gasLimit: bigint;
  targetBlockRate: bigint;
  minBaseFee: bigint;
  targetGas: bigint;
  baseFeeChangeDenominator: bigint;
  minBlockGasCost: bigint;
  maxBlockGasCost: bigint;
  blockGasCostStep: bigint;
}

const GWEI_DECIMALS = 9;

/** Exact gwei text of a wei amount (9 decimals, trailing zeros dropped, grouped by thousands; as `locale` writes it when given). */
export function weiToGweiText(wei: bigint, locale?: string): string {
  return formatAmount(wei, { decimals: GWEI_DECIMALS, trimZeros: true, locale });
}

export interface FeePaid {
  /** gasUsed × effectiveGasPrice. */
  total: bigint;
  /** gasUsed × baseFee: burned. Undefined for a block without a base fee. */
  burned?: bigint;
  /** gasUsed × (effectiveGasPrice − baseFee): the priority fee. Undefined without a base fee. */
  tip?: bigint;
}

/** What a mined transaction paid and how it splits into burned base fee and priority tip. */
export function feePaid(gasUsed: bigint, effectiveGasPrice: bigint, baseFee: bigint | undefined): FeePaid {
  const total = gasUsed * effectiveGasPrice;
  if (baseFee === undefined) return { total };
  const burned = gasUsed * baseFee;
  return { total, burned, tip: total - burned };
}

const BASIS_POINTS = 10_000n;

/** `part / whole` in basis points (hundredths of a percent), rounded down; 0 when `whole` is 0. */
export function basisPoints(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number((part * BASIS_POINTS) / whole);
}
