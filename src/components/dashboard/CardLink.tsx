import type { ReactNode } from 'react';
import { TextLink } from '../ui/TextLink';

/** The link in a dashboard card's header to the page with the whole story. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink to={to} className="text-sm">
      {children}
    </TextLink>
  );
}
