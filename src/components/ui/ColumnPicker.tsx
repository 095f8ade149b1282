import { t } from '@lingui/core/macro';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from './Button';
import type { ColumnChoice } from './use-column-choice';

/**
 * The "Columns" button of a wide table and the list of its columns it opens, one checkbox each.
 * Open beside the table rather than over it, so each change shows at once; Escape or the button
 * closes it and the focus goes back to the button.
 */
export function ColumnPicker({ choice, table }: { choice: ColumnChoice; table: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const shownCount = choice.shown.length;
  const total = choice.columns.length;
  return (
    <span className="relative" onKeyDown={onKeyDown}>
      <Button ref={buttonRef} variant="secondary" size="xs" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t`Columns (${shownCount}/${total})`}
      </Button>
      {open && (
        <fieldset
          id={panelId}
          className="absolute right-0 z-20 mt-1 w-60 space-y-1 rounded border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <legend className="sr-only">{t`Columns of ${table}`}</legend>
          {choice.columns.map((column) => {
            const shown = choice.shown.includes(column.id);
            return (
              <label key={column.id} className="flex items-center gap-2">
                {/* The last shown column stays: a table with none would say nothing. */}
                <input type="checkbox" checked={shown} disabled={shown && choice.shown.length === 1} onChange={() => choice.toggle(column.id)} />
                {column.header}
              </label>
            );
          })}
          {choice.chosen && (
            <Button variant="link" onClick={choice.reset} className="mt-2">
              {t`Columns for this screen width`}
            </Button>
          )}
        </fieldset>
      )}
    </span>
  );
}
