import { describe, expect, it } from 'vitest';
import { curveMaxExcess, priceCurve, validatorCostAt } from './fee-curve';
import { fakeExponential } from './fees';

const K = 2_164_043n;

describe('priceCurve', () => {
  it('default', () => {
    const curve = priceCurve(1n, K, 20_000_000n, 5);
    expect(curve.map((point) => point.excess)).toEqual([0n, 5_000_000n, 10_000_000n, 15_000_000n, 20_000_000n]);
    // Published sample prices for the P-Chain formula (minPrice 1).
    expect(curve[0]!.price).toBe(1n);
    expect(curve[1]!.price).toBe(10n);
    expect(curve[2]!.price).toBe(101n);
    expect(curve[4]!.price).toBe(10_321n);
  });

  it('behavior: prices never fall as excess grows', () => {
    const curve = priceCurve(512n, 1_246_488_515n, 5_000_000_000n, 50);
    for (let i = 1; i < curve.length; i++) expect(curve[i]!.price >= curve[i - 1]!.price).toBe(true);
  });

  it('args: one point still gives both ends', () => {
    const curve = priceCurve(1n, K, 100n, 1);
    expect(curve.map((point) => point.excess)).toEqual([0n, 100n]);
  });
});

describe('curveMaxExcess', () => {
  it('default', () => {
    expect(curveMaxExcess(K, 0n)).toBe(4n * K);
  });

  it('behavior: reaches past a high current excess', () => {
    expect(curveMaxExcess(K, 20_000_000n)).toBe(30_000_000n);
    expect(fakeExponential(1n, 30_000_000n, K) > fakeExponential(1n, 20_000_000n, K)).toBe(true);
  });
});

describe('validatorCostAt', () => {
  it('default', () => {
    // Mainnet minimum price: 512 nAVAX per second is 0.0442368 AVAX per day.
    expect(validatorCostAt(512n)).toEqual({ day: 44_236_800n, month: 1_327_104_000n });
  });
});
