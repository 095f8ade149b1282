import type { ReactNode } from 'react';
import { Id } from './Id';

export interface EntityHeaderProps {
  /** What the page shows, e.g. "Subnet". */
  title: string;
  /** The ID the page is about, shown in full with its copy button. */
  id: string;
  /** Controls beside the title (e.g. the watchlist star). */
  actions?: ReactNode;
}

/** The heading of a page about one thing named by its ID. */
export function EntityHeader({ title, id, actions }: EntityHeaderProps) {
  return (
    <>
      {actions ? (
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {actions}
        </div>
      ) : (
        <h1 className="text-2xl font-semibold">{title}</h1>
      )}
      <p>
        <Id value={id} full />
      </p>
    </>
  );
}
