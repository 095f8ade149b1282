import { useSyncExternalStore } from 'react';
import type { Width } from './column-choice';

// Tailwind's own breakpoints, so a column shown "from lg" appears with the layout's lg: classes.
const QUERIES: ReadonlyArray<readonly [Exclude<Width, 'base'>, string]> = [
  ['xl', '(min-width: 80rem)'],
  ['lg', '(min-width: 64rem)'],
  ['md', '(min-width: 48rem)'],
];

function current(): Width {
  return QUERIES.find(([, query]) => window.matchMedia?.(query).matches)?.[0] ?? 'base';
}

function subscribe(notify: () => void): () => void {
  const lists = QUERIES.map(([, query]) => window.matchMedia?.(query)).filter((list) => list !== undefined);
  lists.forEach((list) => list.addEventListener('change', notify));
  return () => lists.forEach((list) => list.removeEventListener('change', notify));
}

/** The widest breakpoint the window reaches, following resizes. */
export function useScreenWidth(): Width {
  return useSyncExternalStore(subscribe, current, () => 'xl');
}
