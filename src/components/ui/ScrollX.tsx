import type { ReactNode } from 'react';

/**
 * A box its content scrolls sideways in when wider than the page (a table on a phone), reachable
 * by keyboard and named, so the part out of view can be scrolled to without a pointer.
 */
export function ScrollX({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
