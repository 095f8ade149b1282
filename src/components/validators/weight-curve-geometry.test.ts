import { describe, expect, it } from 'vitest';
import { curvePaths, validatorTicks, validatorsAbove } from './weight-curve-geometry';

const POINTS = [
  { validators: 1, percent: 40 },
  { validators: 2, percent: 70 },
  { validators: 3, percent: 100 },
];

describe('curvePaths', () => {
  it('default: first validator at the left edge, 100 % at the top, the last at the right edge', () => {
    expect(curvePaths(POINTS, 200, 100)).toEqual({
      line: 'M0.0,60.0L100.0,30.0L200.0,0.0',
      area: 'M0,100L0.0,60.0L100.0,30.0L200.0,0.0L200.0,100Z',
    });
  });
  it('args: no points, no path; one validator stays in the box', () => {
    expect(curvePaths([], 200, 100)).toEqual({ line: '', area: '' });
    expect(curvePaths([{ validators: 1, percent: 100 }], 200, 100).line).toBe('M0.0,0.0');
  });
});

describe('validatorTicks', () => {
  it('default: 1 then round steps up to the last validator', () => {
    expect(validatorTicks(2000, 6)).toEqual([1, 500, 1000, 1500, 2000]);
    expect(validatorTicks(7, 6)).toEqual([1, 2, 4, 6]);
  });
  it('args: a set of one', () => {
    expect(validatorTicks(1, 6)).toEqual([1]);
  });
});

describe('validatorsAbove', () => {
  it('default: the first sampled count above the share', () => {
    expect(validatorsAbove(POINTS, 100 / 3)).toBe(1);
    expect(validatorsAbove(POINTS, 50)).toBe(2);
    expect(validatorsAbove(POINTS, 100)).toBeUndefined();
  });
});
