import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link in a dashboard card's header to the page with the whole story. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm text-indigo-700 underline dark:text-indigo-300">
      {children}
    </Link>
  );
}
