import type { ReactNode } from 'react';

export interface CardProps {
  /** Heading of the section (rendered as h2, labels the region). */
  title?: ReactNode;
  /** Controls at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled section of a page. */
export function Card({ title, actions, children, className = '' }: CardProps) {
  return (
    <section
      aria-label={typeof title === 'string' ? title : undefined}
      className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      {(title || actions) && (
        <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-base font-semibold">{title}</h2>}
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
