import { Fragment, useId, useRef } from 'react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { GO_KEY, ITEM_SHORTCUTS, SEARCH_SECTION_KEY, SECTION_SHORTCUTS, sectionLabel, type ShortcutChain, type ShortcutKey } from './shortcut-list';
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
  /** The EVM chain `g e` opens. */
  chain: ShortcutChain;
  onClose: () => void;
}

/** The list of keyboard shortcuts, as a modal dialog; Escape or Close shuts it and the focus goes back where it was. */
export function ShortcutsDialog({ chain, onClose }: ShortcutsDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  const itemRows = ITEM_SHORTCUTS.map((shortcut) => ({ id: shortcut.action, keys: shortcut.keys, joiner: SHORTCUT_STRINGS.orKey, description: shortcut.description }));
  const sectionRows = [
    ...SECTION_SHORTCUTS.map((section) => ({ id: section.key, keys: go(section.key), joiner: SHORTCUT_STRINGS.thenKey, description: sectionLabel(section, chain) })),
    { id: SEARCH_SECTION_KEY, keys: go(SEARCH_SECTION_KEY), joiner: SHORTCUT_STRINGS.thenKey, description: SHORTCUT_STRINGS.search },
  ];
  return (
    <Dialog
      title={SHORTCUT_STRINGS.dialogTitle}
      onClose={onClose}
      initialFocus={closeRef}
      className="max-w-2xl"
      titleAction={
        <Button ref={closeRef} variant="secondary" onClick={onClose}>
          {SHORTCUT_STRINGS.close}
        </Button>
      }
    >
      <p className="text-sm text-muted">{SHORTCUT_STRINGS.dialogIntro}</p>
      <section aria-labelledby={`${headingId}-items`} className="space-y-2">
        <h3 id={`${headingId}-items`} className="font-medium">
          {SHORTCUT_STRINGS.itemsHeading}
        </h3>
        <ShortcutRows rows={itemRows} />
      </section>
      <section aria-labelledby={`${headingId}-sections`} className="space-y-2">
        <h3 id={`${headingId}-sections`} className="font-medium">
          {SHORTCUT_STRINGS.sectionsHeading}
        </h3>
        <ShortcutRows rows={sectionRows} />
      </section>
    </Dialog>
  );
}
