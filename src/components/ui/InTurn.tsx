import { useLayoutEffect, useState, type ReactNode } from 'react';

/** Work waiting for its turn, in the order it asked (for sections, the order of the page). */
const waiting: Array<() => void> = [];
let scheduled = false;

function releaseNext() {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) scheduleNext();
}

/** A task of its own for each turn: the browser can answer input and paint between them. */
function scheduleNext() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(releaseNext, 0);
}

/**
 * Calls `release` in a task of its own once the work queued before it has had its turn; the
 * returned function gives the turn up.
 */
export function awaitTurn(release: () => void): () => void {
  waiting.push(release);
  scheduleNext();
  return () => {
    const index = waiting.indexOf(release);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Renders its children in a later task than the page around it, one section per task in page
 * order, so a page of many sections is not drawn in one long task. Nothing is shown before: as the
 * sections arrive top to bottom, each only adds below what is already there.
 */
export function InTurn({ children }: { children: ReactNode }) {
  const [turn, setTurn] = useState(false);
  useLayoutEffect(() => awaitTurn(() => setTurn(true)), []);
  return turn ? children : null;
}
