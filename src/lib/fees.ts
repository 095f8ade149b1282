/**
 * Fee formulas of the P-Chain: the dynamic gas fee (ACP-103) and the continuous L1 validator fee
 * (ACP-77). Integer math throughout, as the node computes them.
 */
export const MAX_UINT64 = (1n << 64n) - 1n;

/** `factor · e^(numerator / denominator)`, floored, with the EIP-4844 series; capped at 2^64 − 1. */
export function fakeExponential(factor: bigint, numerator: bigint, denominator: bigint): bigint {
  let output = 0n;
  let accumulator = factor * denominator;
  for (let i = 1n; accumulator > 0n; i++) {
    output += accumulator;
    accumulator = (accumulator * numerator) / denominator / i;
  }
  const result = output / denominator;
  // Stryker disable next-line EqualityOperator: at equality both branches give the same value
  return result > MAX_UINT64 ? MAX_UINT64 : result;
}

function saturatingAdd(a: bigint, b: bigint): bigint {
  const sum = a + b;
  // Stryker disable next-line EqualityOperator: at equality both branches give the same value
  return sum > MAX_UINT64 ? MAX_UINT64 : sum;
}

function flooredSub(a: bigint, b: bigint): bigint {
  // Stryker disable next-line EqualityOperator: at equality both branches give the same value
  return a > b ? a - b : 0n;
}

/** Complexity dimensions: bandwidth (bytes), database reads, database writes, compute (µs). */
export type Dimensions = readonly [bigint, bigint, bigint, bigint];

export interface GasConfig {
  weights: Dimensions;
  maxCapacity: bigint;
  maxPerSecond: bigint;
  targetPerSecond: bigint;
  minPrice: bigint;
  excessConversionConstant: bigint;
}

export interface GasState {
  capacity: bigint;
  excess: bigint;
}

/** Mainnet, Fuji and local all use this configuration. */
export const P_CHAIN_GAS_CONFIG: GasConfig = {
  weights: [1n, 1000n, 1000n, 4n],
  maxCapacity: 1_000_000n,
  maxPerSecond: 100_000n,
  targetPerSecond: 50_000n,
  minPrice: 1n,
  excessConversionConstant: 2_164_043n,
};

/** Gas of a transaction: its complexity dotted with the weights. */
export function gasOf(complexity: Dimensions, weights: Dimensions): bigint {
  const [bandwidth, reads, writes, compute] = complexity;
  return bandwidth * weights[0] + reads * weights[1] + writes * weights[2] + compute * weights[3];
}

export function gasPrice(config: GasConfig, excess: bigint): bigint {
  return fakeExponential(config.minPrice, excess, config.excessConversionConstant);
}

/** Refills capacity and drains excess for `seconds` of chain time. */
export function advanceGasState(config: GasConfig, state: GasState, seconds: bigint): GasState {
  const capacity = saturatingAdd(state.capacity, config.maxPerSecond * seconds);
  return {
    // Stryker disable next-line EqualityOperator: at equality both branches give the same value
    capacity: capacity > config.maxCapacity ? config.maxCapacity : capacity,
    excess: flooredSub(state.excess, config.targetPerSecond * seconds),
  };
}

export class InsufficientCapacityError extends Error {
  override name = 'InsufficientCapacityError';
}

/** Charges a block's gas against the state; a block over capacity is invalid. */
export function consumeGas(state: GasState, gas: bigint): GasState {
  if (state.capacity < gas) {
    throw new InsufficientCapacityError(`insufficient capacity: capacity (${state.capacity}) < gas (${gas})`);
  }
  return { capacity: state.capacity - gas, excess: saturatingAdd(state.excess, gas) };
}

export interface ValidatorFeeConfig {
  capacity: bigint;
  target: bigint;
  minPrice: bigint;
  excessConversionConstant: bigint;
}

export interface ValidatorFeeState {
  /** Number of active L1 validators. */
  current: bigint;
  excess: bigint;
}

export const LOCAL_VALIDATOR_FEE_CONFIG: ValidatorFeeConfig = {
  capacity: 20_000n,
  target: 10_000n,
  minPrice: 1n,
  excessConversionConstant: 865_617n,
};

export const MAINNET_VALIDATOR_FEE_CONFIG: ValidatorFeeConfig = {
  capacity: 20_000n,
  target: 10_000n,
  minPrice: 512n,
  excessConversionConstant: 1_246_488_515n,
};

export function validatorFeePrice(config: ValidatorFeeConfig, excess: bigint): bigint {
  return fakeExponential(config.minPrice, excess, config.excessConversionConstant);
}

/** Excess after `seconds` with `current` active validators against the target. */
export function advanceValidatorExcess(config: ValidatorFeeConfig, state: ValidatorFeeState, seconds: bigint): bigint {
  if (state.current > config.target) return saturatingAdd(state.excess, (state.current - config.target) * seconds);
  return flooredSub(state.excess, (config.target - state.current) * seconds);
}

/** Fee one active validator pays over `seconds`: the price is re-evaluated every second. */
export function validatorFeeCost(config: ValidatorFeeConfig, state: ValidatorFeeState, seconds: bigint): bigint {
  if (state.current === config.target) return seconds * validatorFeePrice(config, state.excess);
  let cost = 0n;
  let current = state;
  for (let i = 0n; i < seconds; i++) {
    current = { current: current.current, excess: advanceValidatorExcess(config, current, 1n) };
    // Excess only moves one way, so once it reaches zero the price stays at the minimum.
    if (current.excess === 0n) return saturatingAdd(cost, config.minPrice * (seconds - i));
    cost = saturatingAdd(cost, validatorFeePrice(config, current.excess));
  }
  return cost;
}
