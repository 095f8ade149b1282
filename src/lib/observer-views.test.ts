import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { comparePeerViews, DISAGREEMENT_SPREAD_POINTS, median } from './observer-views';

describe('median', () => {
  it('default: the middle value of an odd count, whatever the order', () => {
    expect(median([99, 40, 97])).toBe(97);
  });

  it('behavior: the mean of the two middle values of an even count', () => {
    expect(median([90, 100, 94, 96])).toBe(95);
  });

  it('behavior: nothing to take the median of gives undefined', () => {
    expect(median([])).toBeUndefined();
  });

  it('behavior: lies between the lowest and highest value and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1 }), (values) => {
        const copy = [...values];
        const middle = median(values)!;
        expect(middle).toBeGreaterThanOrEqual(Math.min(...values));
        expect(middle).toBeLessThanOrEqual(Math.max(...values));
        expect(values).toEqual(copy);
      }),
    );
  });
});

describe('comparePeerViews', () => {
  it('default: close uptimes and the same flag agree', () => {
    const agreement = comparePeerViews([
      { uptime: 99, connected: true },
      { uptime: 97.5, connected: true },
    ]);
    expect(agreement).toMatchObject({ seenBy: 2, medianUptime: 98.25, spread: 1.5, connectedCount: 2, disagrees: false });
  });

  it('behavior: different connected flags disagree', () => {
    const agreement = comparePeerViews([
      { uptime: 99, connected: true },
      { uptime: 99, connected: false },
    ]);
    expect(agreement.connectedDiffers).toBe(true);
    expect(agreement.disagrees).toBe(true);
  });

  it('behavior: uptimes spread by more than the threshold disagree; exactly the threshold does not', () => {
    const at = comparePeerViews([
      { uptime: 90, connected: true },
      { uptime: 90 + DISAGREEMENT_SPREAD_POINTS, connected: true },
    ]);
    expect(at.disagrees).toBe(false);
    const beyond = comparePeerViews([
      { uptime: 89.9, connected: true },
      { uptime: 100, connected: true },
      { uptime: 99, connected: true },
    ]);
    expect(beyond).toMatchObject({ uptimeSpreads: true, disagrees: true, medianUptime: 99 });
  });

  it('behavior: a custom threshold is honoured', () => {
    const views = [
      { uptime: 95, connected: true },
      { uptime: 99, connected: true },
    ];
    expect(comparePeerViews(views, 3).disagrees).toBe(true);
    expect(comparePeerViews(views, 5).disagrees).toBe(false);
  });

  it('behavior: observers without an answer are skipped; one view alone cannot disagree', () => {
    const agreement = comparePeerViews([undefined, { uptime: 50, connected: false }, undefined]);
    expect(agreement).toMatchObject({ seenBy: 1, medianUptime: 50, spread: 0, connectedCount: 0, disagrees: false });
    expect(comparePeerViews([undefined])).toMatchObject({ seenBy: 0, medianUptime: undefined, spread: undefined, disagrees: false });
  });
});
