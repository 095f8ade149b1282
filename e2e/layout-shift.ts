import type { Page } from '@playwright/test';

/** Cumulative layout shift Lighthouse still scores 100 for; the pages hold well under it. */
export const MAX_SHIFT = 0.02;

declare global {
  interface Window {
    /** Sum of the layout shifts not caused by input, since the page started. */
    layoutShift: number;
  }
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** Sums the page's layout shifts from its first paint on (the observer is registered before any script of the page). */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => window.layoutShift);

/**
 * The one fixed window of the suite: once a page's data is in, it is watched this long for what
 * still moves it (a head poll or two, late cells filling in).
 */
const WATCH_MS = 2500;

/** The page's layout shift so far, read after watching it for the window. */
export async function layoutShiftAfterWatching(page: Page): Promise<number> {
  await page.waitForTimeout(WATCH_MS);
  return layoutShift(page);
}
