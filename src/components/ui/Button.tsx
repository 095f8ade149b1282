import type { ComponentPropsWithRef } from 'react';
import { LINK_STYLE } from './link-style';
import { withClasses } from './with-classes';

const BOXED = {
  primary: 'rounded bg-indigo-600 text-white disabled:opacity-60',
  secondary: 'rounded border border-slate-300 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800',
} as const;

const SIZES = {
  /** Toolbars above tables and charts. */
  xs: 'px-2 py-1 text-xs',
  /** Inside table rows, lists and inline forms. */
  sm: 'px-2 py-0.5 text-sm',
  /** The default: forms, toolbars, panels. */
  md: 'px-2 py-1 text-sm',
  /** A section's or a page's main action, and a dialog's answers. */
  lg: 'px-3 py-1 text-sm',
} as const;

// Buttons that sit in a sentence: no box, no padding.
const IN_TEXT = {
  /** Keeps the colour of the sentence around it (a warning, a status line). */
  text: 'underline',
  /** An action offered among links, looking like one. */
  link: LINK_STYLE.always,
} as const;

type Look = { variant: keyof typeof BOXED; size?: keyof typeof SIZES } | { variant: keyof typeof IN_TEXT; size?: never };

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className'> & Look & { className?: string };

/** A button in one of the app's looks; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size = 'md', type = 'button', className, ...props }: ButtonProps) {
  const own = variant === 'primary' || variant === 'secondary' ? `${BOXED[variant]} ${SIZES[size]}` : IN_TEXT[variant];
  return <button type={type} className={withClasses(own, className)} {...props} />;
}
