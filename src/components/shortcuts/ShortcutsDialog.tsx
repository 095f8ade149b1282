import { Fragment, useEffect, useId, useRef, type MouseEvent } from 'react';
import { GO_KEY, ITEM_SHORTCUTS, SEARCH_SECTION_KEY, SECTION_SHORTCUTS, type ShortcutKey } from './shortcut-list';
import { SHORTCUT_STRINGS } from './shortcut-strings';

const KBD = 'rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs dark:border-slate-600 dark:bg-slate-800';

function Key({ shortcutKey }: { shortcutKey: ShortcutKey }) {
  if (shortcutKey.spoken === undefined) return <kbd className={KBD}>{shortcutKey.shown}</kbd>;
  return (
    <kbd className={KBD}>
      <span aria-hidden="true">{shortcutKey.shown}</span>
      <span className="sr-only">{shortcutKey.spoken}</span>
    </kbd>
  );
}

function Keys({ keys, joiner }: { keys: readonly ShortcutKey[]; joiner: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {keys.map((key, index) => (
        <Fragment key={key.key}>
          {index > 0 && <span className="text-xs text-muted">{joiner}</span>}
          <Key shortcutKey={key} />
        </Fragment>
      ))}
    </span>
  );
}

const go = (key: string): ShortcutKey[] => [
  { key: GO_KEY, shown: GO_KEY },
  { key, shown: key },
];

function ShortcutRows({ rows }: { rows: ReadonlyArray<{ id: string; keys: readonly ShortcutKey[]; joiner: string; description: string }> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map((row) => (
        <Fragment key={row.id}>
          <dt>
            <Keys keys={row.keys} joiner={row.joiner} />
          </dt>
          <dd>{row.description}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export interface ShortcutsDialogProps {
  onClose: () => void;
}

/** The list of keyboard shortcuts, as a modal dialog; Escape or Close shuts it and the focus goes back where it was. */
export function ShortcutsDialog({ onClose }: ShortcutsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current!;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    closeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      returnTo?.focus();
    };
  }, []);
  // A click on the backdrop lands on the dialog element itself.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const itemRows = ITEM_SHORTCUTS.map((shortcut) => ({ id: shortcut.action, keys: shortcut.keys, joiner: SHORTCUT_STRINGS.orKey, description: shortcut.description }));
  const sectionRows = [
    ...SECTION_SHORTCUTS.map((section) => ({ id: section.key, keys: go(section.key), joiner: SHORTCUT_STRINGS.thenKey, description: section.label })),
    { id: SEARCH_SECTION_KEY, keys: go(SEARCH_SECTION_KEY), joiner: SHORTCUT_STRINGS.thenKey, description: SHORTCUT_STRINGS.search },
  ];
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onBackdropClick}
      className="m-auto w-full max-w-2xl rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="space-y-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {SHORTCUT_STRINGS.dialogTitle}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {SHORTCUT_STRINGS.close}
          </button>
        </div>
        <p className="text-sm text-muted">{SHORTCUT_STRINGS.dialogIntro}</p>
        <section aria-labelledby={`${titleId}-items`} className="space-y-2">
          <h3 id={`${titleId}-items`} className="font-medium">
            {SHORTCUT_STRINGS.itemsHeading}
          </h3>
          <ShortcutRows rows={itemRows} />
        </section>
        <section aria-labelledby={`${titleId}-sections`} className="space-y-2">
          <h3 id={`${titleId}-sections`} className="font-medium">
            {SHORTCUT_STRINGS.sectionsHeading}
          </h3>
          <ShortcutRows rows={sectionRows} />
        </section>
      </div>
    </dialog>
  );
}
