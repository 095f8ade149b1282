import { decimalSign, localeInteger } from './locale-numbers';

/** The native token has 9 decimals on the P-Chain and in atomic txs (1 token = 10^9 base units). */
export const NATIVE_DECIMALS = 9;

export class AmountError extends Error {
  override name = 'AmountError';
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

export interface FormatAmountOptions {
  decimals?: number;
  /** Drop trailing zeros of the fraction (the value stays exact). */
  trimZeros?: boolean;
  /** Group the integer part by thousands with commas (the locale's group sign with `locale`). */
  group?: boolean;
  /** Write it as this locale does (its group and decimal signs); without it, as "1,234.5". */
  locale?: string;
}

/**
 * Exact decimal rendering of a base-unit integer: 1234500000000n -> "1,234.500000000". Zero is "0":
 * its fraction digits would only be noise (eighteen of them for an EVM amount).
 */
export function formatAmount(raw: bigint, options: FormatAmountOptions = {}): string {
  if (raw === 0n) return '0';
  const { decimals = NATIVE_DECIMALS, trimZeros = false, group = true, locale } = options;
  const negative = raw < 0n;
  const magnitude = negative ? -raw : raw;
  const digits = magnitude.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  if (trimZeros) fraction = fraction.replace(/0+$/, '');
  // English, the source locale, is written as without one, sparing the set-up of Intl's formatting.
  if (locale !== undefined && locale !== 'en') {
    return `${negative ? '-' : ''}${localeInteger(whole, locale, group)}${fraction ? `${decimalSign(locale)}${fraction}` : ''}`;
  }
  const wholeText = group ? whole.replace(THOUSANDS, ',') : whole;
  return `${negative ? '-' : ''}${wholeText}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An integer with its digits grouped by thousands, exact at any size: 1234567n -> "1,234,567". It
 * spares the first render the set-up of the browser's number formatting.
 */
export function groupDigits(value: bigint | number): string {
  return formatAmount(BigInt(value), { decimals: 0 });
}

/** An integer as the locale writes it, exact at any size: 1234567n -> "1.234.567" in Spanish. */
export function formatInteger(value: bigint | number, locale: string): string {
  return formatAmount(BigInt(value), { decimals: 0, locale });
}

const AMOUNT_TEXT = /^(-)?(\d+)(?:\.(\d*))?$/;

/** Parses "12.5" (commas and spaces allowed between groups) into base units, refusing lost precision. */
export function parseAmount(text: string, decimals: number = NATIVE_DECIMALS): bigint {
  const cleaned = text.trim().replace(/[,_\s]/g, '');
  const match = AMOUNT_TEXT.exec(cleaned);
  if (!match) throw new AmountError(`"${text}" is not a number`);
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) {
    throw new AmountError(`at most ${decimals} decimals are allowed, got ${fraction.length}`);
  }
  const value = BigInt(whole + fraction.padEnd(decimals, '0'));
  return sign ? -value : value;
}
