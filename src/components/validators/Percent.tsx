const PERCENT = 100;

export interface PercentProps {
  /** A fraction (0.25) or, with `isPercent`, a percentage (25). */
  value: number;
  isPercent?: boolean;
  digits?: number;
}

/** A percentage with a fixed number of decimals. */
export function Percent({ value, isPercent = false, digits = 2 }: PercentProps) {
  const percent = isPercent ? value : value * PERCENT;
  return <span className="font-mono tabular-nums">{percent.toFixed(digits)} %</span>;
}
