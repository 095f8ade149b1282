import { expect, type Page, type Request } from '@playwright/test';

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

/** The page's requests not answered yet, per watched page. */
const requestsInFlight = new WeakMap<Page, Set<Request>>();

/**
 * Sums the page's layout shifts from its first paint on (the observer is registered before any
 * script of the page), and follows its requests, so that a read can wait for the page to settle.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  const open = new Set<Request>();
  requestsInFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => window.layoutShift);

/**
 * The page's layout shift once it has settled: every request it had made by now is answered (late
 * cells filled in; a busy page's next polls may already be on their way) and two frames have been
 * drawn since, so what those answers moved is counted.
 */
export async function settledLayoutShift(page: Page): Promise<number> {
  const open = requestsInFlight.get(page);
  if (!open) throw new Error('the page is not watched: call watchLayoutShift before it loads');
  const made = [...open];
  await expect.poll(() => made.filter((request) => open.has(request)).length).toBe(0);
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  return layoutShift(page);
}
