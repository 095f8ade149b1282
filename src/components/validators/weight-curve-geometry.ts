import type { CurvePoint } from '../../lib/staking';

const FULL_PERCENT = 100;
const FULL_STEP = 10;
const NICE_STEPS = [1, 2, 5, FULL_STEP];

/** SVG paths of the curve in a `width` × `height` box: validators 1..last left to right, 0–100 % bottom to top. */
export function curvePaths(points: readonly CurvePoint[], width: number, height: number): { line: string; area: string } {
  const last = points.at(-1)?.validators;
  if (last === undefined) return { line: '', area: '' };
  const span = Math.max(1, last - 1);
  const x = (validators: number) => ((validators - 1) / span) * width;
  const y = (percent: number) => height - (Math.min(FULL_PERCENT, Math.max(0, percent)) / FULL_PERCENT) * height;
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.validators).toFixed(1)},${y(point.percent).toFixed(1)}`).join('');
  const area = `M0,${height}L${line.slice(1)}L${x(last).toFixed(1)},${height}Z`;
  return { line, area };
}

/** About `count` round tick values from 1 to `max` (1, then multiples of 1, 2 or 5 × 10ⁿ). */
export function validatorTicks(max: number, count: number): number[] {
  if (max <= 1) return [1];
  const rough = max / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // 10 × the magnitude is always above `rough`, so the last step always fits.
  const step = magnitude * (NICE_STEPS.find((nice) => nice * magnitude >= rough) ?? FULL_STEP);
  const ticks = [1];
  for (let tick = step; tick <= max; tick += step) if (tick > 1) ticks.push(tick);
  return ticks;
}

/** Fewest validators, heaviest first, whose share is above `percent`, read from the sampled curve. */
export function validatorsAbove(points: readonly CurvePoint[], percent: number): number | undefined {
  return points.find((point) => point.percent > percent)?.validators;
}
