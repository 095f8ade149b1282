import { P_CHAIN_GAS_CONFIG, advanceGasState, advanceValidatorExcess, gasPrice, validatorFeeCost, validatorFeePrice } from '../../src/lib/fees';
import type { ValidatorFeeConfig } from '../../src/lib/fees';
import type { ChainState, L1ValidatorState } from './state';

export function isActive(validator: L1ValidatorState): boolean {
  return validator.endAccumulatedFee !== 0n && validator.endHeight === undefined;
}

export function activeL1Count(state: ChainState): bigint {
  let count = 0n;
  for (const validator of state.l1Validators.values()) if (isActive(validator)) count++;
  return count;
}

/** Remaining L1 fee balance: `EndAccumulatedFee − accruedFees`, "0" once inactive. */
export function l1Balance(state: ChainState, validator: L1ValidatorState): bigint {
  return isActive(validator) ? validator.endAccumulatedFee - state.accruedFees : 0n;
}

export function deactivate(validator: L1ValidatorState, height: bigint): void {
  validator.endAccumulatedFee = 0n;
  const open = validator.activity[validator.activity.length - 1];
  if (open && open.to === undefined) open.to = height;
}

/**
 * Moves both fee states to `time` as a block at `height` does, with the node's fee formulas:
 * gas capacity refills and excess drains; the L1 fee accrues, validators whose balance ran out
 * deactivate, and the L1 excess follows the active count.
 */
export function advanceFeeStates(state: ChainState, config: ValidatorFeeConfig, time: bigint, height: bigint): void {
  const seconds = time - state.time;
  if (seconds <= 0n) return;
  state.gas = advanceGasState(P_CHAIN_GAS_CONFIG, state.gas, seconds);
  const feeState = { current: activeL1Count(state), excess: state.validatorExcess };
  state.accruedFees += validatorFeeCost(config, feeState, seconds);
  for (const validator of state.l1Validators.values()) {
    if (isActive(validator) && validator.endAccumulatedFee <= state.accruedFees) deactivate(validator, height);
  }
  state.validatorExcess = advanceValidatorExcess(config, feeState, seconds);
  state.time = time;
}

export function currentGasPrice(state: ChainState): bigint {
  return gasPrice(P_CHAIN_GAS_CONFIG, state.gas.excess);
}

export function currentValidatorFeePrice(state: ChainState, config: ValidatorFeeConfig): bigint {
  return validatorFeePrice(config, state.validatorExcess);
}
