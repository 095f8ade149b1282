import { formatFractionPercent, formatPercent, formatRatioPercent } from '../../lib/percent';
import { useLocale } from '../ui/use-locale';

export type PercentProps = { digits?: number } & (
  | {
      /** A fraction (0.25) or, with `isPercent`, a percentage (25). */
      value: number;
      isPercent?: boolean;
    }
  | {
      /** An exact share: `part / whole`. */
      part: bigint;
      whole: bigint;
    }
);

/** A percentage with a fixed number of decimals, rounded half-up from the exact value, written as the locale does. */
export function Percent(props: PercentProps) {
  const options = { digits: props.digits ?? 2, locale: useLocale() };
  const text =
    'part' in props ? formatRatioPercent(props.part, props.whole, options) : props.isPercent ? formatPercent(props.value, options) : formatFractionPercent(props.value, options);
  return <span className="whitespace-nowrap font-mono tabular-nums">{text}</span>;
}
