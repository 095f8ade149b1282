import { t } from '@lingui/core/macro';
import { PULSE } from './pulse';

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
      {/* Label and value on lines of their own: how long the value is does not decide the gauge's height. */}
      <div className="text-sm">
        <div>{label}</div>
        <div className="font-mono tabular-nums">{valueText}</div>
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

/** A gauge whose value is loading: its label, and bars where the value and end labels go, in the gauge's own size. */
export function GaugePlaceholder({ label }: { label: string }) {
  return (
    <div role="status" aria-label={t`Loading ${label}`}>
      <div className="text-sm">
        <div>{label}</div>
        <div className="flex h-5 items-center">
          <div className={`h-4 w-48 ${PULSE}`} />
        </div>
      </div>
      <div className="mt-1 h-2 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-0.5 flex h-4 items-center">
        <div className={`h-3 w-32 ${PULSE}`} />
      </div>
    </div>
  );
}
