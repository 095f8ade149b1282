import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { boundText, MAX_SHOWN_CHARS } from '../../lib/bounded-text';
import { useLocale } from './use-locale';

/** Code blocks (JSON, hex) show more before they cut. */
export const MAX_BLOCK_CHARS = 100_000;

/** Node-supplied text, cut to a readable length with the rest counted (it may be megabytes). */
export function LongText({ text, className, max = MAX_SHOWN_CHARS }: { text: string; className?: string; max?: number }) {
  const { shown, omitted } = boundText(text, max);
  const more = formatInteger(omitted, useLocale());
  return (
    <span className={className}>
      {shown}
      {omitted > 0 && <span className="text-muted"> {t`… ${more} more characters`}</span>}
    </span>
  );
}
