import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { LINK_STYLE, type LinkUnderline } from './link-style';
import { withClasses } from './with-classes';

export type TextLinkProps = Omit<ComponentPropsWithRef<typeof Link>, 'to' | 'className'> & {
  /** A path from `paths` (src/lib/paths.ts), which keeps the page's custom node. */
  to: string;
  /** `hover` in tables and other dense data, where every underline would be noise. */
  underline?: LinkUnderline;
  className?: string;
};

/** An internal link in the app's link style. */
export function TextLink({ underline = 'always', className, ...props }: TextLinkProps) {
  return <Link className={withClasses(LINK_STYLE[underline], className)} {...props} />;
}
