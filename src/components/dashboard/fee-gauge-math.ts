import { t } from '@lingui/core/macro';
import { formatRatioPercent } from '../../lib/percent';

/** Gauges show the price on a log scale from the minimum up to this multiple of it. */
export const PRICE_GAUGE_MAX_MULTIPLE = 100;

const PERCENT = 100;

/** How many times the minimum the price is (a display ratio; the amounts stay bigint elsewhere). */
export function priceMultiple(price: bigint, minPrice: bigint): number {
  if (minPrice <= 0n) return price > 0n ? Infinity : 1;
  return Number(price) / Number(minPrice);
}

/** 0 at the minimum, 1 at PRICE_GAUGE_MAX_MULTIPLE × minimum, logarithmic between. */
export function priceFraction(price: bigint, minPrice: bigint): number {
  const multiple = priceMultiple(price, minPrice);
  if (!Number.isFinite(multiple)) return 1;
  return multiple <= 1 ? 0 : Math.log(multiple) / Math.log(PRICE_GAUGE_MAX_MULTIPLE);
}

export function formatMultiple(multiple: number): string {
  if (!Number.isFinite(multiple)) return t`above the gauge`;
  const shown = multiple < 10 ? multiple.toFixed(2) : multiple.toFixed(0);
  return t`${shown}× minimum`;
}

/** Share of the gas capacity in use (0 when the capacity is full or unknown). */
export function capacityUsedFraction(capacity: bigint, maxCapacity: bigint): number {
  if (maxCapacity <= 0n) return 0;
  const left = capacity > maxCapacity ? maxCapacity : capacity < 0n ? 0n : capacity;
  return Number(maxCapacity - left) / Number(maxCapacity);
}

/** Gas capacity in use as a whole percentage, e.g. "2 %"; a non-zero share never shows as 0 %. */
export function formatCapacityUsed(capacity: bigint, maxCapacity: bigint): string {
  if (maxCapacity <= 0n) return formatRatioPercent(0n, 1n, { digits: 0 });
  const left = capacity > maxCapacity ? maxCapacity : capacity < 0n ? 0n : capacity;
  const used = maxCapacity - left;
  if (used > 0n && used * BigInt(PERCENT) < maxCapacity) return `<${formatRatioPercent(1n, 100n, { digits: 0 })}`;
  return formatRatioPercent(used, maxCapacity, { digits: 0 });
}
