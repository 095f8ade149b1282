import type { Page } from '@playwright/test';

/**
 * Console errors and requests that failed (HTTP 4xx/5xx or in transit) on a page, each with its URL;
 * a request the page cancelled is not a failure.
 */
export function failuresOn(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()} ${message.location().url}`);
  });
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') seen.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`HTTP ${response.status()}: ${response.url()} ${response.request().postData() ?? ''}`);
  });
  return seen;
}
