import type { ReactNode } from 'react';

export interface NotFoundProps {
  /** e.g. "Transaction not found". */
  title: string;
  /** Why, and what to try. */
  children?: ReactNode;
}

/** A lookup the node answered with "no such thing" (or an entry that cannot exist). */
export function NotFound({ title, children }: NotFoundProps) {
  return (
    <div role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="mt-2 text-sm text-slate-600 dark:text-slate-300">{children}</div>}
    </div>
  );
}
