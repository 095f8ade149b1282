import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { onCleanup } from './processes';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A fresh Chromium (new profile, empty cache), closed on clean-up if the caller does not close it. */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  const forget = onCleanup(() => browser.close());
  browser.on('disconnected', forget);
  return browser;
}

/** A page is interactive once this long has passed without a long task (Lighthouse's time-to-interactive window). */
const QUIET_WINDOW_MS = 5000;

export interface FirstLoad {
  /** Gzipped KB of the JavaScript requested before the page was interactive, read from the build. */
  kb: number;
  files: number;
  /** Gzipped KB of the JavaScript requested after (work that waits for the page to settle). */
  laterKb: number;
  /** Time to interactive, ms after navigation. */
  ttiMs: number;
}

/**
 * The JavaScript `url` loads before it is interactive: requested before the end of its last long
 * task (or first contentful paint, or DOMContentLoaded, whichever is latest) followed by a quiet
 * window, as Lighthouse's time to interactive counts it.
 */
export async function firstLoadJs(page: Page, url: string, dist: string): Promise<FirstLoad> {
  await page.addInitScript(() => {
    const ends: number[] = [];
    Object.assign(window, { __longTaskEnds: ends });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) ends.push(entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(QUIET_WINDOW_MS);
  const { scripts, ttiMs } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const ends = (window as unknown as { __longTaskEnds: number[] }).__longTaskEnds;
    return {
      ttiMs: Math.max(fcp, navigation.domContentLoadedEventEnd, ...ends),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });
  let kb = 0;
  let laterKb = 0;
  let files = 0;
  for (const script of scripts) {
    const size = gzipSync(readFileSync(join(dist, script.path))).length / 1024;
    if (script.start <= ttiMs) {
      kb += size;
      files += 1;
    } else laterKb += size;
  }
  return { kb, files, laterKb, ttiMs };
}

/** Scripting time in ms the page spends while `action` runs (Chromium's ScriptDuration). */
export async function scriptMs(page: Page, action: () => Promise<void>): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const metric = async () =>
    ((await session.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
  const before = await metric();
  await action();
  const spent = (await metric()) - before;
  await session.detach();
  return spent;
}

/** Used JS heap in MB after a full garbage collection. */
export async function heapMb(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return usedSize / 1024 / 1024;
}
