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
export function CopyButton({ text, label = 'Copy', showLabel = false }: CopyButtonProps) {
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

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={showLabel ? undefined : label}
      title={label}
      className="inline-flex items-center gap-1 rounded px-1 text-xs text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
    >
      <span aria-hidden="true">{copied ? '✓' : '⧉'}</span>
      {showLabel && <span>{label}</span>}
      <span role="status" className="sr-only">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}
