import { median, percentile, spread } from './stats';

describe('median', () => {
  it('default', () => {
    expect(median([5, 1, 3])).toBe(3);
  });

  it('behavior: an even count takes the mean of the two middle values', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('error: no samples', () => {
    expect(() => median([])).toThrow('no samples');
  });
});

describe('percentile', () => {
  it('default', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.95)).toBe(95);
    expect(percentile(samples, 0.99)).toBe(99);
  });

  it('behavior: a share of 1 is the largest sample and of 0 the smallest', () => {
    expect(percentile([3, 9, 1], 1)).toBe(9);
    expect(percentile([3, 9, 1], 0)).toBe(1);
  });
});

describe('spread', () => {
  it('default', () => {
    expect(spread([7, 2, 9, 4])).toEqual({ min: 2, max: 9 });
  });
});
