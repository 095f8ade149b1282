import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';

const COPIED_FEEDBACK_MS = 1500;

export interface CopyButtonProps {
  /** Exact text put on the clipboard. */
  text: string;
  /** Accessible name; defaults to "Copy". */
  label?: string;
  /** Show the label as text next to the icon. */
  showLabel?: boolean;
}

/** Copies `text` to the clipboard and confirms it for a moment. */
export function CopyButton({ text, label: givenLabel, showLabel = false }: CopyButtonProps) {
  const label = givenLabel ?? t`Copy`;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  // `relative` keeps the visually hidden status inside the button, so a copy button in a scrolled
  // table cannot widen the page.
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={showLabel ? undefined : label}
      title={label}
      className="relative inline-flex items-center gap-1 rounded px-1 text-xs text-muted hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
    >
      {copied ? (
        <span aria-hidden="true">✓</span>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="5" y="5" width="9" height="9" rx="1.5" />
          <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
        </svg>
      )}
      {showLabel && <span>{label}</span>}
      <span role="status" className="sr-only">
        {copied ? t`Copied` : ''}
      </span>
    </button>
  );
}
