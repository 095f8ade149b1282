import { test } from '@playwright/test';
import { SERVER_START_MS } from '../playwright.config';

/**
 * Gives the `beforeAll` it is called in the config's budget for a server starting (a devnet, or a
 * build of the app served by a static host): the one wait on the machine's pace a spec may have.
 */
export function allowServerStart(): void {
  test.setTimeout(SERVER_START_MS);
}
