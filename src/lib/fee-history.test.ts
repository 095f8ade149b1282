import { describe, expect, it } from 'vitest';
import { gasUseRates, isFeeRange, mergeSamples, readSample, sampleSpan, samplesInRange, samplesToCsv, thinSamples, validatorCountEstimates, type GasFeeSample } from './fee-history';

const gas = (t: number, excess: bigint): GasFeeSample => ({ t, capacity: 1_000_000n - excess, excess, price: 1n });
const MINUTE = 60_000;

describe('mergeSamples', () => {
  it('default', () => {
    const merged = mergeSamples([gas(3, 3n), gas(1, 1n)], [gas(2, 2n)]);
    expect(merged.map((sample) => sample.t)).toEqual([1, 2, 3]);
  });

  it('behavior: one sample per chain time, the later arrival wins', () => {
    const merged = mergeSamples([gas(1, 1n), gas(2, 2n)], [gas(2, 20n), gas(2, 21n)]);
    expect(merged).toHaveLength(2);
    expect(merged[1]!.excess).toBe(21n);
  });
});

describe('samplesInRange', () => {
  const samples = [0, 10, 50, 59, 60].map((minute) => gas(minute * MINUTE, BigInt(minute)));

  it('default', () => {
    expect(samplesInRange(samples, '15m').map((sample) => sample.excess)).toEqual([50n, 59n, 60n]);
  });

  it('args: all keeps everything', () => {
    expect(samplesInRange(samples, 'all')).toHaveLength(5);
  });

  it('args: an hour is measured back from the newest chain time', () => {
    expect(samplesInRange(samples, '1h')).toHaveLength(5);
    expect(samplesInRange(samples.slice(1), '1h').map((sample) => sample.excess)).toEqual([10n, 50n, 59n, 60n]);
  });

  it('behavior: empty stays empty', () => {
    expect(samplesInRange([], '24h')).toEqual([]);
  });
});

describe('thinSamples', () => {
  it('default', () => {
    const samples = Array.from({ length: 1000 }, (_, index) => gas(index * 1000, BigInt(index)));
    const thinned = thinSamples(samples, 100);
    expect(thinned.length).toBeLessThanOrEqual(100);
    expect(thinned.length).toBeGreaterThan(90);
    expect(thinned[thinned.length - 1]).toBe(samples[999]);
    for (let i = 1; i < thinned.length; i++) expect(thinned[i]!.t).toBeGreaterThan(thinned[i - 1]!.t);
    expect(thinned.every((sample) => samples.includes(sample))).toBe(true);
  });

  it('behavior: few samples are kept as they are', () => {
    const samples = [gas(1, 1n), gas(2, 2n)];
    expect(thinSamples(samples, 100)).toEqual(samples);
  });
});

describe('sampleSpan', () => {
  it('default', () => {
    expect(sampleSpan([gas(5, 0n), gas(9, 0n)])).toEqual({ from: 5, to: 9 });
  });

  it('behavior: nothing stored', () => {
    expect(sampleSpan([])).toBeNull();
  });
});

describe('samplesToCsv', () => {
  it('default', () => {
    const csv = samplesToCsv('gas', [{ t: Date.UTC(2024, 11, 16, 17), capacity: 999_000n, excess: 18_446_744_073_709_551_615n, price: 7n }]);
    expect(csv).toBe('timestamp,capacity,excess,price\n2024-12-16T17:00:00.000Z,999000,18446744073709551615,7\n');
  });

  it('args: validator samples', () => {
    expect(samplesToCsv('validator', [{ t: 0, excess: 3n, price: 512n }])).toBe('timestamp,excess,price\n1970-01-01T00:00:00.000Z,3,512\n');
  });
});

describe('isFeeRange', () => {
  it('default', () => {
    expect(isFeeRange('1h')).toBe(true);
    expect(isFeeRange('2h')).toBe(false);
    expect(isFeeRange(null)).toBe(false);
  });
});

describe('gasUseRates', () => {
  const config = { maxPerSecond: 100_000n, maxCapacity: 1_000_000n };
  const at = (seconds: number, capacity: bigint): GasFeeSample => ({ t: seconds * 1000, capacity, excess: 0n, price: 1n });

  it('default', () => {
    // 2 s refill 200,000 from 500,000, then 300,000 gas used: 400,000 left.
    expect(gasUseRates([at(0, 500_000n), at(2, 400_000n)], config)).toEqual([{ t: 2000, gasPerSecond: 150_000 }]);
  });

  it('behavior: the refill stops at the maximum capacity', () => {
    expect(gasUseRates([at(0, 990_000n), at(1, 1_000_000n)], config)).toEqual([{ t: 1000, gasPerSecond: 0 }]);
    expect(gasUseRates([at(0, 990_000n), at(1, 996_000n)], config)).toEqual([{ t: 1000, gasPerSecond: 4000 }]);
  });

  it('behavior: samples at the same second are skipped', () => {
    expect(gasUseRates([at(1, 5n), at(1, 5n)], config)).toEqual([]);
  });
});

describe('validatorCountEstimates', () => {
  const at = (seconds: number, excess: bigint) => ({ t: seconds * 1000, excess, price: 1n });

  it('default', () => {
    // 12 active against a target of 10: excess grows by 2 a second.
    expect(validatorCountEstimates([at(0, 100n), at(5, 110n)], 10n)).toEqual([{ t: 5000, validators: 12 }]);
  });

  it('behavior: intervals ending at zero excess are skipped', () => {
    expect(validatorCountEstimates([at(0, 5n), at(10, 0n)], 10n)).toEqual([]);
  });
});

describe('readSample', () => {
  it('default: a stored record gives its sample without the store keys', () => {
    expect(readSample('gas', { scope: 'local', kind: 'gas', t: 1, capacity: 2n, excess: 3n, price: 4n })).toEqual({ t: 1, capacity: 2n, excess: 3n, price: 4n });
    expect(readSample('validator', { t: 1, excess: 3n, price: 4n })).toEqual({ t: 1, excess: 3n, price: 4n });
  });
  it('error: damaged records are not samples', () => {
    for (const record of [null, 'x', { t: 'soon', excess: 1n, price: 1n }, { t: NaN, excess: 1n, price: 1n }, { t: 1, excess: 1, price: 1n }, { t: 1, excess: -1n, price: 1n }, { t: 1, price: 1n }]) {
      expect(readSample('validator', record)).toBeUndefined();
    }
    expect(readSample('gas', { t: 1, excess: 1n, price: 1n })).toBeUndefined();
  });
});
