import { t } from '@lingui/core/macro';
import { formatAmount, formatInteger, NATIVE_DECIMALS } from '../../lib/amount';
import { useOptionalNetwork } from '../../network/network-context';
import { useLocale } from './use-locale';

export interface AmountProps {
  /** Base units (nano-tokens). */
  value: bigint;
  /** Token symbol; defaults to the current network's. */
  symbol?: string;
  decimals?: number;
  /** Show the symbol from the md breakpoint only: a dense table on a phone, where the column says what it holds. */
  unitFromMd?: boolean;
}

/** No real amount comes near this many characters (the whole supply has about 25); longer ones are cut. */
const MAX_AMOUNT_CHARS = 40;

/** An exact token amount without trailing zeros ("1.5", never a non-zero digit lost); the raw integer shows on hover. */
export function Amount({ value, symbol, decimals = NATIVE_DECIMALS, unitFromMd = false }: AmountProps) {
  const network = useOptionalNetwork();
  const unit = symbol ?? network?.settings.tokenSymbol ?? '';
  const locale = useLocale();
  const text = formatAmount(value, { decimals, trimZeros: true, locale });
  const digits = formatInteger((value < 0n ? -value : value).toString().length, locale);
  const raw = value.toString();
  return (
    <span className="font-mono tabular-nums whitespace-nowrap" title={t`${raw} base units`}>
      {text.length > MAX_AMOUNT_CHARS ? t`${text.slice(0, MAX_AMOUNT_CHARS)}… (${digits} digits)` : text}
      {unit && <span className={`ml-1 text-muted${unitFromMd ? ' hidden md:inline' : ''}`}>{unit}</span>}
    </span>
  );
}
