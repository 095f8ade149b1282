import { describe, expect, it } from 'vitest';
import { toBaseFeeHistory } from './fees';

describe('toBaseFeeHistory', () => {
  it('default', () => {
    const history = toBaseFeeHistory(32n, [10n, 11n, 12n], [0.5, 0.25], 12n);
    expect(history).toEqual({
      blocks: [
        { block: 32n, baseFee: 10n, gasUsedRatio: 0.5 },
        { block: 33n, baseFee: 11n, gasUsedRatio: 0.25 },
      ],
      next: 12n,
    });
  });

  it('behavior: a chain without dynamic fees has no next base fee', () => {
    expect(toBaseFeeHistory(0n, [], [], null)).toEqual({ blocks: [], next: null });
  });
});
