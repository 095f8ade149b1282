import { P_CHAIN_GAS_CONFIG } from '../../../src/lib/fees';
import type { Service } from '../../handler';
import { currentGasPrice, currentValidatorFeePrice } from '../fee-state';
import { rfc3339 } from './format';
import type { View } from './view';

export function feeHandlers(view: View): Service {
  const { state, validatorFeeConfig } = view.network;
  return {
    getFeeConfig: () => ({
      weights: [...P_CHAIN_GAS_CONFIG.weights],
      maxCapacity: P_CHAIN_GAS_CONFIG.maxCapacity,
      maxPerSecond: P_CHAIN_GAS_CONFIG.maxPerSecond,
      targetPerSecond: P_CHAIN_GAS_CONFIG.targetPerSecond,
      minPrice: P_CHAIN_GAS_CONFIG.minPrice,
      excessConversionConstant: P_CHAIN_GAS_CONFIG.excessConversionConstant,
    }),
    getFeeState: () => ({
      capacity: state.gas.capacity,
      excess: state.gas.excess,
      price: currentGasPrice(state),
      timestamp: rfc3339(state.time),
    }),
    getValidatorFeeConfig: () => ({
      capacity: validatorFeeConfig.capacity,
      target: validatorFeeConfig.target,
      minPrice: validatorFeeConfig.minPrice,
      excessConversionConstant: validatorFeeConfig.excessConversionConstant,
    }),
    getValidatorFeeState: () => ({
      excess: state.validatorExcess,
      price: currentValidatorFeePrice(state, validatorFeeConfig),
      timestamp: rfc3339(state.time),
    }),
  };
}
