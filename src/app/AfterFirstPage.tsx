import { startTransition, useEffect, useState, type ReactNode } from 'react';

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
    // React has no "after the page has loaded and the browser is idle"; the render itself is a
    // transition, so it yields to input and paint.
    void firstPageSettled().then(() => {
      if (live) startTransition(() => setAfter(true));
    });
    return () => {
      live = false;
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
