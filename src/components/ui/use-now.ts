import { useSyncExternalStore } from 'react';

const TICK_MS = 1000;

let now = new Date();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // One shared ticker for every relative time on the page.
  timer ??= setInterval(() => {
    now = new Date();
    listeners.forEach((notify) => notify());
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, updated every second while something is shown that depends on it. */
export function useNow(): Date {
  return useSyncExternalStore(subscribe, () => now, () => now);
}
