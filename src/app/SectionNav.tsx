import { t } from '@lingui/core/macro';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '../components/ui/Button';

export interface Section {
  label: string;
  to: string;
  /** Current only on this exact path, not below it. */
  end?: boolean;
}

const NAV_LINK =
  'rounded px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800 aria-[current=page]:bg-indigo-50 aria-[current=page]:font-semibold aria-[current=page]:text-indigo-700 dark:aria-[current=page]:bg-indigo-950 dark:aria-[current=page]:text-indigo-300';

/**
 * The section links: in one row on wide screens; behind a Menu button on small ones, where the row
 * would wrap into three. The list is open for the location it was opened at, so any navigation
 * (a link, back, a shortcut) closes it without an effect; Escape closes it and gives the focus back.
 */
export function SectionNav({ sections }: { sections: readonly Section[] }) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpenAt(null);
    buttonRef.current?.focus();
  };
  return (
    <nav aria-label={t`Sections`} onKeyDown={onKeyDown} className="mx-auto max-w-7xl px-4 pb-2">
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : location.key)}
        className="md:hidden"
      >
        {t`Menu`}
      </Button>
      <ul id={listId} className={`${open ? 'mt-2 grid grid-cols-2' : 'hidden'} gap-1 md:flex md:flex-wrap`}>
        {sections.map((section) => (
          <li key={section.label} className="flex">
            <NavLink to={section.to} end={section.end} className={`${NAV_LINK} flex-1`}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
