/**
 * The locale's way of writing numbers, applied to exact decimal digits: the integer part through
 * `Intl.NumberFormat` on a bigint (exact at any size), the fraction's digits kept as they are after
 * the locale's decimal sign. No value passes through a float.
 */
const integerFormats = new Map<string, Intl.NumberFormat>();
const decimalSigns = new Map<string, string>();

function integerFormat(locale: string, group: boolean): Intl.NumberFormat {
  const key = `${locale}|${group}`;
  let format = integerFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: group });
    integerFormats.set(key, format);
  }
  return format;
}

/** The locale's decimal sign: "." in English, "," in Spanish. */
export function decimalSign(locale: string): string {
  let sign = decimalSigns.get(locale);
  if (sign === undefined) {
    sign = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalSigns.set(locale, sign);
  }
  return sign;
}

/** Non-negative decimal digits ("1234567") as the locale writes the integer: "1,234,567", "1.234.567". */
export function localeInteger(digits: string, locale: string, group: boolean): string {
  return integerFormat(locale, group).format(BigInt(digits));
}
