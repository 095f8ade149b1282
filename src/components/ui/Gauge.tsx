export interface GaugeProps {
  /** Accessible name, e.g. "P-Chain gas price". */
  label: string;
  /** Position of the value between 0 and 1 (clamped). */
  fraction: number;
  /** Text for people and assistive tech, e.g. "3.2× the minimum". */
  valueText: string;
  /** Labels under the two ends. */
  minLabel?: string;
  maxLabel?: string;
}

const PERCENT = 100;

/** A horizontal meter for a value between a minimum and a target or maximum. */
export function Gauge({ label, fraction, valueText, minLabel, maxLabel }: GaugeProps) {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  const percent = Math.round(clamped * PERCENT);
  const tone = clamped < 0.5 ? 'bg-emerald-500' : clamped < 0.8 ? 'bg-amber-500' : 'bg-red-500';
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span>{label}</span>
        <span className="font-mono tabular-nums">{valueText}</span>
      </div>
      <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={PERCENT} aria-valuenow={percent} aria-valuetext={valueText} className="mt-1 h-2 overflow-hidden rounded bg-slate-200 dark:bg-slate-800">
        <div className={`h-full ${tone}`} style={{ width: `${percent}%` }} />
      </div>
      {(minLabel || maxLabel) && (
        <div className="mt-0.5 flex flex-wrap justify-between gap-x-3 text-xs text-muted">
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </div>
      )}
    </div>
  );
}
