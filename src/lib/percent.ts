import { formatAmount } from './amount';
import { decimalSign } from './locale-numbers';

/**
 * Every percentage the explorer shows goes through here, rounded half-up (half away from zero) from
 * exact values: bigint ratios, or a number read as the shortest decimal that stands for it (the
 * node's "2.0050" parsed to 2.005 is the decimal 2.005 again, never 2.00499…). Float arithmetic
 * would round 7.075 down to "7.07".
 */

const PERCENT = 100n;
/** The value is unknown or not a number (a float that is NaN or infinite). */
const NO_VALUE = '—';

export interface PercentOptions {
  /** Decimals shown; 2 by default. */
  digits?: number;
  /** Drop trailing zeros of the fraction ("2 %" rather than "2.0000 %"). */
  trimZeros?: boolean;
  /** Write the digits as this locale does (its decimal and group signs); without it, as "1,234.5". */
  locale?: string;
}

/** An exact decimal: `units / 10^scale`. */
export interface ExactDecimal {
  units: bigint;
  scale: number;
}

/** The shortest decimal that reads back as `value` (what `String(value)` writes, exponent included). */
export function exactDecimal(value: number): ExactDecimal {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const units = BigInt(whole + fraction);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

/** `numerator / denominator` rounded to an integer, half away from zero; `denominator` must be positive. */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/** `units / 10^digits` as text with exactly `digits` decimals (or trimmed), grouped by thousands. */
function fixedText(units: bigint, digits: number, { trimZeros = false, locale }: PercentOptions): string {
  if (units === 0n) return trimZeros || digits === 0 ? '0' : `0${locale === undefined ? '.' : decimalSign(locale)}${'0'.repeat(digits)}`;
  return formatAmount(units, { decimals: digits, trimZeros, locale });
}

/** `part / whole` as a percent: 7075080n / 100000000n → "7.08 %". Nothing of nothing is 0. */
export function formatRatioPercent(part: bigint, whole: bigint, options: PercentOptions = {}): string {
  const { digits = 2 } = options;
  if (whole === 0n) return `${fixedText(0n, digits, options)} %`;
  const sign = whole < 0n ? -1n : 1n;
  const units = roundHalfUp(sign * part * PERCENT * 10n ** BigInt(digits), sign * whole);
  return `${fixedText(units, digits, options)} %`;
}

/** A decimal number rounded half-up to `digits` decimals, without the percent sign: 0.125 → "0.13". */
export function formatDecimal(value: number, options: PercentOptions = {}): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  const { digits = 2 } = options;
  const { units, scale } = exactDecimal(value);
  return fixedText(roundHalfUp(units * 10n ** BigInt(digits), 10n ** BigInt(scale)), digits, options);
}

/** A percentage (the node's uptime 99.995, a fee of 2.005): "100.00 %", "2.01 %". */
export function formatPercent(percent: number, options: PercentOptions = {}): string {
  if (!Number.isFinite(percent)) return NO_VALUE;
  const { units, scale } = exactDecimal(percent);
  return formatRatioPercent(units, 10n ** BigInt(scale) * PERCENT, options);
}

/** A fraction of one (0.0707508): "7.08 %". */
export function formatFractionPercent(fraction: number, options: PercentOptions = {}): string {
  if (!Number.isFinite(fraction)) return NO_VALUE;
  const { units, scale } = exactDecimal(fraction);
  return formatRatioPercent(units, 10n ** BigInt(scale), options);
}

const PARTS_PER_MILLION = 1_000_000n;
/** One part per million is 0.0001 %: four decimals show any share exactly. */
const PARTS_PER_MILLION_DIGITS = 4;

/** Parts per million (a delegation fee's shares, a consumption rate) as an exact percent: 20000n → "2 %"; in the locale's digits with `locale`. */
export function formatPartsPerMillion(parts: bigint, locale?: string): string {
  return formatRatioPercent(parts, PARTS_PER_MILLION, { digits: PARTS_PER_MILLION_DIGITS, trimZeros: true, ...(locale === undefined ? {} : { locale }) });
}
