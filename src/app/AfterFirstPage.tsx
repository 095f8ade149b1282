import { useEffect, useState, type ReactNode } from 'react';
import { awaitTurn } from '../components/ui/InTurn';

/** The longest the browser may stay busy before work waiting for idle starts anyway. */
const IDLE_TIMEOUT_MS = 3_000;

let settled: Promise<void> | undefined;

/** Resolves once the page has loaded and the browser has an idle moment (or the timeout passed). */
function firstPageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return settled;
}

function useAfterFirstPage(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let live = true;
    let giveUpTurn: (() => void) | undefined;
    // Each waiting part starts in a task of its own: their code and first renders do not add up to one long task.
    void firstPageSettled().then(() => {
      if (live) giveUpTurn = awaitTurn(() => setAfter(true));
    });
    return () => {
      live = false;
      giveUpTurn?.();
    };
  }, []);
  return after;
}

/**
 * Renders its children once the first page has loaded and the browser is idle: work that the page
 * does not need to paint (background sampling, alert checks, their code) waits rather than competes.
 */
export function AfterFirstPage({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  return useAfterFirstPage() ? children : placeholder;
}
