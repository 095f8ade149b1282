import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
  danger: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  info: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-300',
};

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  title?: string;
}

export function Badge({ children, tone = 'neutral', title }: BadgeProps) {
  return (
    <span title={title} className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}>
      {children}
    </span>
  );
}

const STATUS_TONES: Record<string, BadgeTone> = {
  Committed: 'success',
  Accepted: 'success',
  Validating: 'success',
  Active: 'success',
  Aborted: 'danger',
  Dropped: 'danger',
  Processing: 'warning',
  Preferred: 'warning',
  Syncing: 'info',
  Created: 'info',
  Unknown: 'neutral',
};

export interface StatusBadgeProps {
  /** A node status value (Committed, Aborted, Processing, Dropped, Accepted, Validating, Unknown…). */
  status: string;
  /** Extra explanation on hover (e.g. the drop reason). */
  title?: string;
}

/** A node status with a colour that says whether it is final, pending or failed. */
export function StatusBadge({ status, title }: StatusBadgeProps) {
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'} title={title}>
      {status}
    </Badge>
  );
}
