import { fakeExponential } from './fees';

/** One point of the price formula: the price the node charges at this excess. */
export interface CurvePoint {
  excess: bigint;
  price: bigint;
}

/** The curve spans at least this many conversion constants (price up to e^4 ≈ 55× the minimum). */
const CURVE_SPAN_CONSTANTS = 4n;
/** …and reaches past today's excess by this factor, so today's point is never at the edge. */
const CURVE_HEADROOM_NUMERATOR = 3n;
const CURVE_HEADROOM_DENOMINATOR = 2n;

/** Largest excess to plot for a formula and today's excess. */
export function curveMaxExcess(excessConversionConstant: bigint, currentExcess: bigint): bigint {
  const span = excessConversionConstant * CURVE_SPAN_CONSTANTS;
  const headroom = (currentExcess * CURVE_HEADROOM_NUMERATOR) / CURVE_HEADROOM_DENOMINATOR;
  return span > headroom ? span : headroom;
}

/**
 * `points` evenly spaced excess values from 0 to `maxExcess` and the price at each, with the
 * node's integer formula (so the steps of a small minimum price show as they are).
 */
export function priceCurve(minPrice: bigint, excessConversionConstant: bigint, maxExcess: bigint, points: number): CurvePoint[] {
  const steps = BigInt(Math.max(points - 1, 1));
  return Array.from({ length: Number(steps) + 1 }, (_, index) => {
    const excess = (maxExcess * BigInt(index)) / steps;
    return { excess, price: fakeExponential(minPrice, excess, excessConversionConstant) };
  });
}

export const SECONDS_PER_DAY = 86_400n;
export const BILLING_DAYS = 30n;

/** What one L1 validator pays at a constant per-second price. */
export function validatorCostAt(pricePerSecond: bigint): { day: bigint; month: bigint } {
  const day = pricePerSecond * SECONDS_PER_DAY;
  return { day, month: day * BILLING_DAYS };
}
