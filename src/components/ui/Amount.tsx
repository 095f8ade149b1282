import { formatAmount, NATIVE_DECIMALS } from '../../lib/amount';
import { useOptionalNetwork } from '../../queries/network-context';

export interface AmountProps {
  /** Base units (nano-tokens). */
  value: bigint;
  /** Token symbol; defaults to the current network's. */
  symbol?: string;
  decimals?: number;
  /** Drop trailing zeros of the fraction (still exact). */
  trimZeros?: boolean;
}

/** An exact token amount; the raw integer shows on hover. */
export function Amount({ value, symbol, decimals = NATIVE_DECIMALS, trimZeros = false }: AmountProps) {
  const network = useOptionalNetwork();
  const unit = symbol ?? network?.settings.tokenSymbol ?? '';
  return (
    <span className="font-mono tabular-nums whitespace-nowrap" title={`${value.toString()} base units`}>
      {formatAmount(value, { decimals, trimZeros })}
      {unit && <span className="ml-1 text-slate-500 dark:text-slate-400">{unit}</span>}
    </span>
  );
}
