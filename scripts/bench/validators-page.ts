import type { Page } from '@playwright/test';
import { heapMb, launch, scriptMs } from './browser';
import { failed, figure, type Row } from './report';

const INTERACTION_RUNS = 5;
/** Long enough for a sort or a deferred filter render to finish inside the measured window. */
const SETTLE_MS = 300;
const ROWS_TIMEOUT_MS = 30_000;

declare global {
  interface Window {
    firstRowsAt?: number;
  }
}

/**
 * Milliseconds from navigation start until the first table row is in the DOM, taken inside the
 * page (a MutationObserver from before any script runs), so driver round trips stay out of it.
 */
async function firstRowsMs(page: Page, url: string): Promise<number> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('table tbody tr')) return;
      window.firstRowsAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  await page.getByRole('table').first().getByRole('row').nth(1).waitFor({ timeout: ROWS_TIMEOUT_MS });
  return page.evaluate(() => window.firstRowsAt ?? Number.NaN);
}

async function sortRuns(page: Page, runsWanted: number): Promise<number[]> {
  const table = page.getByRole('table').first();
  // Found first and clicked inside the page, so the driver's own scripting stays out of the window.
  const header = await table.getByRole('columnheader', { name: /stake/i }).first().getByRole('button').elementHandle();
  if (!header) throw new Error('no stake column header on the validators page');
  const runs: number[] = [];
  for (let i = 0; i < runsWanted; i++) {
    runs.push(
      await scriptMs(page, async () => {
        await header.evaluate((button: HTMLElement) => button.click());
        await page.waitForTimeout(SETTLE_MS);
      }),
    );
  }
  return runs;
}

async function filterRuns(page: Page, runsWanted: number): Promise<number[]> {
  const search = await page.getByRole('search', { name: 'Filter validators' }).getByRole('searchbox').elementHandle();
  if (!search) throw new Error('no filter box on the validators page');
  const type = (text: string) =>
    search.evaluate((input: HTMLInputElement, value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
  const runs: number[] = [];
  for (let i = 0; i < runsWanted; i++) {
    runs.push(
      await scriptMs(page, async () => {
        await type('NodeID-1');
        await page.waitForTimeout(SETTLE_MS);
      }),
    );
    await type('');
    await page.waitForTimeout(SETTLE_MS);
  }
  return runs;
}

/** How large a set is measured, its budgets, and how many runs it gets. */
export interface ValidatorSetSize {
  validators: number;
  firstRowsBudgetMs: number;
  /** Scripting of one sort or one filter. */
  interactionBudgetMs: number;
  coldRuns: number;
  interactionRuns?: number;
}

const NOTE_CHARS = 120;

const labelOf = (size: ValidatorSetSize): string => (size === MAINNET_SET ? 'validators page' : `validators page (${size.validators.toLocaleString('en-US')} validators)`);

/** The page showed no row within the wait: over budget by far, and what it showed instead. */
function noRows(page: string, size: ValidatorSetSize, shown: string): Row {
  const waited = `> ${ROWS_TIMEOUT_MS} ms`;
  return { figure: `${page}: first rows after navigation (cold browser)`, value: waited, spread: '', budget: `≤ ${size.firstRowsBudgetMs} ms`, mark: 'MISSED', note: `no row within ${ROWS_TIMEOUT_MS / 1000} s; the page showed: ${shown}` };
}

/** The mainnet profile's set (the figures' labels without a size are this one's). */
export const MAINNET_SET: ValidatorSetSize = { validators: 2000, firstRowsBudgetMs: 800, interactionBudgetMs: 16, coldRuns: 3 };

/**
 * First rows of the first visit after the devnet started, reported apart: the devnet builds and
 * compresses a large set on the first request for it and then keeps it ready after each block
 * while it is read, so that visit measures the devnet's start more than the page.
 */
async function firstVisit(pageLabel: string, url: string): Promise<Row> {
  const label = `${pageLabel}: first rows on the first visit after the devnet started (cold browser)`;
  const browser = await launch();
  try {
    const shown = await firstRowsMs(await browser.newPage(), url);
    return figure(label, [shown], { unit: 'ms', note: 'the devnet answers the set for the first time; not a budget figure' });
  } catch (error) {
    return failed(label, error);
  } finally {
    await browser.close();
  }
}

/**
 * The validators page against a devnet: after a first visit (reported apart), first rows in a cold
 * browser (a new Chromium each run), JS heap after load, then sort and filter scripting in the last
 * one. `pauseChain` stops block production so no refresh lands in the sort and filter windows.
 */
export async function validatorsPage(url: string, pauseChain: () => Promise<void>, size: ValidatorSetSize = MAINNET_SET): Promise<Row[]> {
  const firstRows: number[] = [];
  const heaps: number[] = [];
  const interactionRuns = size.interactionRuns ?? INTERACTION_RUNS;
  let interactions: { sort: number[]; filter: number[] } | undefined;
  const pageLabel = labelOf(size);
  const first = await firstVisit(pageLabel, url);
  for (let run = 0; run < size.coldRuns; run++) {
    const browser = await launch();
    try {
      const page = await browser.newPage();
      const shown = await firstRowsMs(page, url).catch(async (error: unknown) => {
        // No rows at all is a figure too (far over budget), with what the page showed instead.
        if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
        return (await page.getByRole('alert').allInnerTexts()).join(' ').slice(0, NOTE_CHARS) || 'no error shown';
      });
      if (typeof shown === 'string') return [noRows(pageLabel, size, shown)];
      firstRows.push(shown);
      await page.waitForLoadState('networkidle');
      heaps.push(await heapMb(page));
      if (run === size.coldRuns - 1) {
        await pauseChain();
        await page.waitForTimeout(SETTLE_MS * 2);
        interactions = { sort: await sortRuns(page, interactionRuns), filter: await filterRuns(page, interactionRuns) };
      }
    } finally {
      await browser.close();
    }
  }
  const frame = { unit: 'ms', digits: 1, budget: { at: 'most', limit: size.interactionBudgetMs } } as const;
  const rows = size.validators.toLocaleString('en-US');
  if (!interactions) throw new Error('no cold run measured the sort and filter');
  return [
    first,
    figure(`${pageLabel}: first rows after navigation (cold browser)`, firstRows, { unit: 'ms', budget: { at: 'most', limit: size.firstRowsBudgetMs } }),
    figure(`${pageLabel}: sort ${rows} rows, scripting`, interactions.sort, frame),
    figure(`${pageLabel}: filter ${rows} rows, scripting`, interactions.filter, frame),
    figure(`${pageLabel}: JS heap after load`, heaps, { unit: 'MB', digits: 1, note: 'used heap after a full GC' }),
  ];
}
