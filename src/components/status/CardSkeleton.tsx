import type { ReactNode } from 'react';
import { PULSE } from '../ui/pulse';

export interface CardSkeletonProps {
  /** The card's body while it loads, sized as what replaces it (e.g. `<KeyValueSkeleton rows={5} />`). */
  children: ReactNode;
}

/**
 * A card-shaped placeholder with a title bar: the border, padding and heading room of `Card`, so
 * the card that replaces it takes the same space. Decorative: the loading state is announced by
 * the status around it.
 */
export function CardSkeleton({ children }: CardSkeletonProps) {
  return (
    <div aria-hidden="true" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="mb-3 flex h-6 items-center">
        <div className={`h-4 w-28 ${PULSE}`} />
      </div>
      {children}
    </div>
  );
}

/** Placeholder rows of a `KeyValueList`: the same grid, one text line per label and value. */
export function KeyValueSkeleton({ rows }: { rows: number }) {
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[minmax(8rem,max-content)_1fr]">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="contents">
          <div className="flex h-5 items-center">
            <div className={`h-4 w-32 ${PULSE}`} />
          </div>
          <div className="flex h-5 items-center">
            <div className={`h-4 w-48 ${PULSE}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A placeholder block of a given height class, for a table or code block of known size. */
export function BlockSkeleton({ className }: { className: string }) {
  return <div className={`${className} ${PULSE}`} />;
}
