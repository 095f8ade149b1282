import { t } from '@lingui/core/macro';

export interface SkeletonProps {
  /** Number of text lines to reserve. */
  lines?: number;
  /** Size classes of the block, so the placeholder has the final size (e.g. "h-64"). */
  className?: string;
  /** What is loading, for screen readers. */
  label?: string;
}

/** A pulsing placeholder with the size of the content it stands for. */
export function Skeleton({ lines = 1, className = '', label }: SkeletonProps) {
  return (
    <div role="status" aria-label={label ?? t`Loading`} aria-busy="true" className={`space-y-2 ${className}`}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" style={{ width: `${90 - (index % 3) * 15}%` }} />
      ))}
    </div>
  );
}
