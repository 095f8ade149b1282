import { describe, expect, it } from 'vitest';
import {
  LOCAL_VALIDATOR_FEE_CONFIG,
  MAX_UINT64,
  P_CHAIN_GAS_CONFIG,
  advanceGasState,
  advanceValidatorExcess,
  consumeGas,
  fakeExponential,
  gasOf,
  gasPrice,
  validatorFeeCost,
  validatorFeePrice,
} from './fees';

const K = P_CHAIN_GAS_CONFIG.excessConversionConstant;

describe('fakeExponential', () => {
  it('default: excess below K·ln 2 keeps the minimum price', () => {
    expect(fakeExponential(1n, 0n, K)).toBe(1n);
    expect(fakeExponential(1n, 1_499_999n, K)).toBe(1n);
  });

  it('args: the published sample prices', () => {
    expect(fakeExponential(1n, 2_164_043n, K)).toBe(2n);
    expect(fakeExponential(1n, 5_000_000n, K)).toBe(10n);
    expect(fakeExponential(1n, 10_000_000n, K)).toBe(101n);
    expect(fakeExponential(1n, 20_000_000n, K)).toBe(10321n);
  });

  it('behavior: caps at 2^64 - 1', () => {
    expect(fakeExponential(1n, 1000n * K, K)).toBe(MAX_UINT64);
  });
});

describe('P-Chain gas state', () => {
  it('default: the worked BaseTx example costs 4099 gas', () => {
    expect(gasOf([299n, 1n, 2n, 200n], P_CHAIN_GAS_CONFIG.weights)).toBe(4099n);
  });

  it('behavior: time refills capacity up to the cap and drains excess to zero', () => {
    const state = advanceGasState(P_CHAIN_GAS_CONFIG, { capacity: 900_000n, excess: 120_000n }, 2n);
    expect(state).toEqual({ capacity: 1_000_000n, excess: 20_000n });
    expect(advanceGasState(P_CHAIN_GAS_CONFIG, state, 1n).excess).toBe(0n);
  });

  it('behavior: consuming gas lowers capacity and raises excess', () => {
    expect(consumeGas({ capacity: 10_000n, excess: 5n }, 4099n)).toEqual({ capacity: 5901n, excess: 4104n });
    expect(gasPrice(P_CHAIN_GAS_CONFIG, 5_000_000n)).toBe(10n);
  });

  it('error: a block over capacity is rejected', () => {
    expect(() => consumeGas({ capacity: 10n, excess: 0n }, 11n)).toThrow('insufficient capacity: capacity (10) < gas (11)');
  });
});

describe('L1 validator fee', () => {
  const config = LOCAL_VALIDATOR_FEE_CONFIG;

  it('default: at the target the price is constant', () => {
    const state = { current: config.target, excess: config.excessConversionConstant };
    expect(validatorFeeCost(config, state, 10n)).toBe(10n * validatorFeePrice(config, state.excess));
    expect(validatorFeePrice(config, config.excessConversionConstant)).toBe(2n);
  });

  it('behavior: below target the excess drains and the minimum price applies once it is zero', () => {
    const state = { current: 3n, excess: 19_994n };
    expect(advanceValidatorExcess(config, state, 2n)).toBe(0n);
    // 1 s at excess 9997 (price 1), then zero excess at the minimum price for the other 9 s.
    expect(validatorFeeCost(config, state, 10n)).toBe(10n);
  });

  it('behavior: above target the excess grows each second and the cost follows the rising price', () => {
    const state = { current: config.target + 1_000n, excess: 0n };
    let expected = 0n;
    for (let second = 1n; second <= 5n; second++) expected += validatorFeePrice(config, 1_000n * second);
    expect(validatorFeeCost(config, state, 5n)).toBe(expected);
    expect(advanceValidatorExcess(config, state, 5n)).toBe(5_000n);
  });

  describe("with a conversion constant of 1, where each second's price differs", () => {
    // fakeExponential(1, 1, 1) = 2 and fakeExponential(1, 2, 1) = 6 (the integer series of e and e²).
    const steep = { ...config, excessConversionConstant: 1n };

    it('behavior: above the target each second raises the excess by the surplus before its price is paid', () => {
      expect(validatorFeeCost(steep, { current: steep.target + 1n, excess: 0n }, 2n)).toBe(2n + 6n);
      expect(advanceValidatorExcess(steep, { current: steep.target + 3n, excess: 10n }, 2n)).toBe(16n);
    });

    it('behavior: below the target the excess drains by the shortfall, then the minimum price applies', () => {
      expect(validatorFeeCost(steep, { current: steep.target - 1n, excess: 2n }, 3n)).toBe(2n + 1n + 1n);
      expect(advanceValidatorExcess(steep, { current: steep.target - 3n, excess: 10n }, 2n)).toBe(4n);
    });

    it('default: at the target the excess stays and every second costs its price', () => {
      expect(validatorFeeCost(steep, { current: steep.target, excess: 2n }, 3n)).toBe(18n);
      expect(advanceValidatorExcess(steep, { current: steep.target, excess: 2n }, 3n)).toBe(2n);
    });
  });
});

describe('gas at its limits', () => {
  it('args: each dimension is weighted by its own weight', () => {
    expect(gasOf([10n, 20n, 30n, 40n], [2n, 3n, 5n, 7n])).toBe(20n + 60n + 150n + 280n);
  });

  it('behavior: a block may use exactly the capacity left', () => {
    expect(consumeGas({ capacity: 5n, excess: 0n }, 5n)).toEqual({ capacity: 0n, excess: 5n });
  });

  it('behavior: excess saturates at 2^64 − 1', () => {
    expect(MAX_UINT64).toBe(18_446_744_073_709_551_615n);
    expect(consumeGas({ capacity: 10n, excess: MAX_UINT64 - 1n }, 5n).excess).toBe(MAX_UINT64);
  });

  it('behavior: capacity refills by the rate per second below the cap', () => {
    expect(advanceGasState(P_CHAIN_GAS_CONFIG, { capacity: 0n, excess: 0n }, 1n).capacity).toBe(100_000n);
  });
});
