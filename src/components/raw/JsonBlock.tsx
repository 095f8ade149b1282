import { t } from '@lingui/core/macro';
import { CopyButton } from '../ui/CopyButton';
import { LongText, MAX_BLOCK_CHARS } from '../ui/LongText';
import { prettyJson } from './pretty-json';

export interface JsonBlockProps {
  /** Accessible name of the block, e.g. "Block JSON". */
  label: string;
  /** A lossless JSON value (bigints allowed) or text shown as is. */
  value: unknown;
}

/** A copyable, scrollable code block of JSON (or hex) text; a huge one is cut on screen, copied whole. */
export function JsonBlock({ label, value }: JsonBlockProps) {
  const text = typeof value === 'string' ? value : prettyJson(value);
  return (
    <figure className="relative">
      <figcaption className="mb-1 flex items-center justify-between text-sm text-slate-600 dark:text-slate-300">
        {label}
        <CopyButton text={text} label={t`Copy ${label}`} showLabel />
      </figcaption>
      <pre aria-label={label} tabIndex={0} className="max-h-96 overflow-auto rounded bg-slate-100 p-2 text-xs break-all whitespace-pre-wrap dark:bg-slate-950">
        <LongText text={text} max={MAX_BLOCK_CHARS} />
      </pre>
    </figure>
  );
}
