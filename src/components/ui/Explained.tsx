import type { ReactNode } from 'react';

export interface ExplainedProps {
  /** A badge or short value. */
  children: ReactNode;
  /** What it means, in a few words beside it. */
  meaning: ReactNode;
}

/** A status or kind with its meaning spelled out beside it, wrapping under it on narrow screens. */
export function Explained({ children, meaning }: ExplainedProps) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {children}
      <span className="text-sm text-muted">{meaning}</span>
    </span>
  );
}
